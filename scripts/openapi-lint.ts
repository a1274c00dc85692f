// `npm run lint:openapi`: writes the served OpenAPI document to a temp folder and lints it with Redocly's
// recommended rules (redocly.yaml); warnings that cannot be fixed are listed with reasons in .redocly.lint-ignore.yaml.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { servedOpenApiDocument } from './openapi-document.ts';

const root = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'leadsift-openapi-lint-'));
try {
  writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(await servedOpenApiDocument(), null, 2));
  // The ignore file names the document relative to the config, so both sit next to it.
  for (const file of ['redocly.yaml', '.redocly.lint-ignore.yaml']) copyFileSync(path.join(root, file), path.join(dir, file));
  const lint = spawnSync(path.join(root, 'node_modules/.bin/redocly'), ['lint', 'openapi.json', '--max-problems', '500'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  process.exitCode = lint.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
