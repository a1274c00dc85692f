import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintCompose, lintDockerfile, parseDockerfile } from './container-lint.ts';

const root = path.resolve(import.meta.dirname, '..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const compose = readFileSync(path.join(root, 'compose.yaml'), 'utf8');

describe('container-lint', () => {
  it('passes the repository Dockerfile and compose.yaml', () => {
    expect(lintDockerfile(dockerfile)).toEqual([]);
    expect(lintCompose(compose)).toEqual([]);
  });

  it('joins continuation lines and skips comments', () => {
    const parsed = parseDockerfile('# syntax=docker/dockerfile:1\nFROM a AS b\n# note\nRUN x \\\n    && y\n');
    expect(parsed).toEqual([
      { keyword: 'FROM', args: 'a AS b', line: 2 },
      { keyword: 'RUN', args: 'x && y', line: 4 },
    ]);
  });

  it('reports a root runtime, a missing volume or healthcheck, bad exec JSON, an unknown instruction and a RUN beside the script', () => {
    const broken = dockerfile
      .replace(/^USER .*$/m, 'USER root')
      .replace(/^VOLUME .*$/m, '')
      .replaceAll('/readyz', '/healthz')
      .replace('CMD ["npm", "start"]', 'CMD ["npm", "start"')
      .replace(/^EXPOSE/m, 'EXPOSES')
      .replace(/^WORKDIR \/app$/m, 'RUN npm ci');
    const problems = lintDockerfile(broken).join('\n');
    for (const expected of [
      'runs as root',
      'VOLUME /data',
      'HEALTHCHECK on /readyz',
      'not valid JSON',
      'unknown instruction EXPOSES',
      'production-build.sh',
    ]) {
      expect(problems).toContain(expected);
    }
    expect(lintDockerfile('FROM node:24-slim\nCMD ["node"]\n').join('\n')).toContain('two stages');
  });

  it('reports YAML errors and a compose file without the web node, the worker or PostgreSQL', () => {
    expect(lintCompose('services:\n  web: [unclosed\n')).not.toEqual([]);
    const problems = lintCompose(
      compose.replace("WORKERS: 'off'", "WORKERS: 'inline'").replace("'run', 'worker'", "'start'").replace('postgres:17', 'mysql:8'),
    );
    expect(problems).toEqual([
      'services.db should be a postgres image',
      'services.web should set WORKERS: off',
      'services.worker should run `npm run worker`',
    ]);
    expect(lintCompose('services:\n  db:\n    image: postgres:17\n')).toContain('services.worker is missing');
  });
});
