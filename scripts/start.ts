// `npm start`: build the web app when it is missing or older than its sources, then run the server.
// A production install (`npm ci --omit=dev`, ADR 0053) cannot build: there the prebuilt dist is served as it is.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/**
 * The build's own packages are devDependencies: all resolvable means an install that can (re)build the web app.
 * Vite alone is not enough, as better-auth's optional peers keep it in an `npm ci --omit=dev` tree.
 */
function canBuild(): boolean {
  const web = createRequire(path.join(root, 'apps/web/package.json'));
  try {
    for (const name of ['vite', '@vitejs/plugin-react', '@mui/material']) web.resolve(name);
    return true;
  } catch {
    return false;
  }
}

const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/shared/src'].map((p) => path.join(root, p));
const buildable = canBuild();
if (!buildable && !existsSync(distIndex)) {
  console.error(
    'apps/web/dist is missing and the web build packages are not installed (npm ci --omit=dev): run `npm run build` on a full install first.',
  );
  process.exit(1);
}
const needsBuild =
  !existsSync(distIndex) || (buildable && sources.filter(existsSync).some((s) => newestMtime(s) > statSync(distIndex).mtimeMs));

if (needsBuild) {
  console.log('Building the web app (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../apps/server/src/server.ts');
