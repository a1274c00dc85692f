import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedPgliteDir } from './pglite-template.ts';
import { createTestDatabase, testDriver } from './test-db.ts';

/** Runs an operator CLI (apps/server/src/cli/<script>.ts) as a real process on a database of its own. */
export function cliHarness(script: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `leadsift-${script}-cli-`));
  let dbUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  return {
    /** On PostgreSQL, a fresh database; on PGlite a data folder as a first start leaves it. */
    async setup(): Promise<void> {
      if (testDriver === 'postgres') ({ url: dbUrl, drop } = await createTestDatabase());
      else await seedPgliteDir(path.join(dataDir, 'db'));
    },
    run: (...args: string[]) =>
      spawnSync(process.execPath, [path.resolve(import.meta.dirname, '../cli', `${script}.ts`), ...args], {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(dbUrl ? { DATABASE_URL: dbUrl } : {}) },
        encoding: 'utf8',
        timeout: 60_000,
      }),
    async cleanup(): Promise<void> {
      await drop?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
