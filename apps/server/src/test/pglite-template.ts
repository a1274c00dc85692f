// On PGlite every test app used to start with initdb and every migration: seconds each, the largest part of
// most server test files. Instead, the first app of a run builds a data folder as a first start leaves it
// (schema, pg-boss, schedules) and every later app starts from a copy of it. The folder is named after what
// shapes it (the migrations and the pg-boss version), so a changed migration builds a new one.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { migrationsFolder } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { createRuntime } from '../runtime.ts';

const root = path.resolve(import.meta.dirname, '../../../../.tmp/pglite-templates');

function templateKey(): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  const require = createRequire(import.meta.url);
  hash.update(String((require('pg-boss/package.json') as { version: string }).version));
  return hash.digest('hex').slice(0, 16);
}

let ready: Promise<string> | undefined;

/** The run's migrated PGlite data folder, built on first use (several test processes may race: one wins). */
function template(): Promise<string> {
  ready ??= (async () => {
    const dir = path.join(root, templateKey());
    if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
    mkdirSync(root, { recursive: true });
    const dataDir = mkdtempSync(path.join(root, 'build-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
      const runtime = await createRuntime(config, { log: createLogger('silent'), localFiles: true });
      await runtime.close();
      try {
        renameSync(config.dbDir, dir);
      } catch (err) {
        // Another test process finished first: its folder is the same.
        if (!existsSync(path.join(dir, 'PG_VERSION'))) throw err;
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    return dir;
  })();
  return ready;
}

/** Puts a copy of the migrated template into `dbDir` (a folder that does not exist yet). */
export async function seedPgliteDir(dbDir: string): Promise<void> {
  cpSync(await template(), dbDir, { recursive: true });
}
