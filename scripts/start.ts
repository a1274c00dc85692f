// `npm start`: build the web app when it is missing or older than its sources, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');

function newestMtime(target: string): number {
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/shared/src'].map((p) => path.join(root, p));
const needsBuild = !existsSync(distIndex) || sources.filter(existsSync).some((s) => newestMtime(s) > statSync(distIndex).mtimeMs);

if (needsBuild) {
  console.log('Building the web app (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../apps/server/src/server.ts');
