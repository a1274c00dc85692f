// SLOW: 1–2 minutes on an idle 2-core machine (an `npm ci --omit=dev` and a web build).
// The production path of ADR 0053 in a clean copy of the repository: the runtime stage of
// scripts/production-build.sh (the Dockerfile's own step), then `npm start` from the result on PGlite, checked
// over HTTP. It stands in for `docker build` on machines without a container daemon. The build stage is
// `npm ci` and `npm run build`, which every test run has done already (`.ci/run`, the e2e suite), so the web
// app is built here with the repository's own packages, into the copy, rather than after a second `npm ci`.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';

const repo = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(os.tmpdir(), 'leadsift-production-'));
const dir = path.join(work, 'app');
const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.homedir() };

/** The tracked files as they are in the working tree: what a fresh clone (or the build context) holds. */
function copyTrackedFiles(): void {
  const files = spawnSync('git', ['ls-files', '-z'], { cwd: repo, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
  for (const file of files) {
    const from = path.join(repo, file);
    if (!existsSync(from)) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(from, path.join(dir, file));
  }
}

/** Every installed package folder of the runtime tree, with its package.json. */
function runtimePackages(): { folder: string; name: string; license: unknown }[] {
  const ls = spawnSync('npm', ['ls', '--omit=dev', '--omit=optional', '--all', '--parseable'], { cwd: dir, env, encoding: 'utf8' });
  return ls.stdout
    .split('\n')
    .filter((folder) => folder.includes(`${path.sep}node_modules${path.sep}`) && existsSync(path.join(folder, 'package.json')))
    .map((folder) => {
      const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Record<string, unknown>;
      return { folder, name: String(manifest.name), license: manifest.license ?? manifest.licenses };
    });
}

describe('production build in a clean copy (scripts/production-build.sh, npm ci --omit=dev, npm start)', { timeout: 1_200_000 }, () => {
  let server: ChildProcess | undefined;
  let output = '';

  beforeAll(() => {
    copyTrackedFiles();
    const vite = path.join(repo, 'node_modules/.bin/vite');
    const outDir = path.join(dir, 'apps/web/dist');
    const build = spawnSync(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: path.join(repo, 'apps/web'),
      env,
      encoding: 'utf8',
      timeout: 600_000,
    });
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    const result = spawnSync('sh', ['scripts/production-build.sh', dir, 'runtime'], {
      cwd: dir,
      env,
      encoding: 'utf8',
      timeout: 1_140_000,
    });
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  }, 1_200_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server!.once('exit', resolve));
    }
    rmSync(work, { recursive: true, force: true });
  }, 120_000);

  it('installs no build or test package, and every runtime package names its licence', () => {
    expect(existsSync(path.join(dir, 'apps/web/dist/index.html'))).toBe(true);
    for (const absent of [
      'vite',
      'vitest',
      'react',
      '@mui/material',
      'drizzle-kit',
      'esbuild',
      'exceljs',
      'typescript',
      'inflight',
      'fstream',
      'buffers',
    ]) {
      expect(existsSync(path.join(dir, 'node_modules', absent)), absent).toBe(false);
    }
    const packages = runtimePackages();
    expect(packages.length).toBeGreaterThan(50);
    expect(packages.filter((p) => !p.license).map((p) => p.name)).toEqual([]);
  });

  it('starts with `npm start` on PGlite without rebuilding, and serves /readyz and the login page', async () => {
    const port = await freePort();
    server = spawn('npm', ['start'], {
      cwd: dir,
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(work, 'data'),
        NODE_ENV: 'production',
        AUTH_SECRET: randomBytes(32).toString('hex'),
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

    const base = `http://127.0.0.1:${port}`;
    let ready: Response | undefined;
    // Waits for the first boot (migrations on a new PGlite), bounded by the test's timeout.
    while (server.exitCode === null && !ready?.ok) {
      ready = await fetch(`${base}/readyz`).catch(() => undefined);
      if (!ready?.ok) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(ready?.status, output).toBe(200);
    expect(output).not.toContain('Building the web app');

    const login = await fetch(`${base}/login`);
    expect(login.status).toBe(200);
    const html = await login.text();
    expect(html).toContain('<div id="root">');
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, html).toBeDefined();
    const asset = await fetch(`${base}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
  });

  it('stops with one line, building nothing, when there is neither a built web app nor its build packages', () => {
    const dist = path.join(dir, 'apps/web/dist');
    renameSync(dist, `${dist}.away`);
    try {
      const result = spawnSync('npm', ['start'], {
        cwd: dir,
        env: { ...env, DATA_DIR: path.join(work, 'data-2') },
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('apps/web/dist is missing and the web build packages are not installed');
      expect(existsSync(dist)).toBe(false);
    } finally {
      renameSync(`${dist}.away`, dist);
    }
  });
});
