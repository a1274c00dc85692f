// Runs the Playwright suite against the real built app on a free port with a fresh DATA_DIR.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`e2e: no Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  process.exit(1);
}

const port = await new Promise<number>((resolve) => {
  const srv = createServer();
  srv.listen(0, '127.0.0.1', () => {
    const address = srv.address();
    srv.close(() => resolve(typeof address === 'object' && address ? address.port : 3100));
  });
});

const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const result = spawnSync(path.join(root, 'node_modules/.bin/playwright'), ['test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_PORT: String(port),
    E2E_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'leadsift-e2e-')),
    CHROMIUM_PATH: chromium,
  },
});
process.exit(result.status ?? 1);
