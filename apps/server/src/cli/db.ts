// Operator CLI for the database (ADR 0016):
//   npm run db -- backup FILE            a consistent snapshot of the configured database (PGlite or PostgreSQL)
//   npm run db -- restore FILE [--force] into an empty data folder or database (--force replaces its data)
//   npm run db -- copy-to postgres://…   PGlite → an empty PostgreSQL database, in one transaction, verified
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config.ts';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../db/client.ts';
import { DataDirInUseError } from '../db/data-lock.ts';
import { inTransaction, type Summary } from '../db/dump/catalog.ts';
import { BackupError, dumpLines, restoreLines } from '../db/dump/dump.ts';
import { checkBackupFile, flatten, readBackupLines, writeDump, writeFileAtomically } from '../db/dump/files.ts';
import { createLogger } from '../logger.ts';
import { controlTokenHeader } from '../modules/ops/ops.routes.ts';
import { restrictNewFiles } from '../lib/private-files.ts';
import { createRuntime } from '../runtime.ts';
import { fail, runCli } from './cli-kit.ts';

const usage = `Usage:
  npm run db -- backup FILE
  npm run db -- restore FILE [--force]
  npm run db -- copy-to postgres://user:password@host:5432/database`;

const rowsIn = (s: Pick<Summary, 'counts'>) => {
  const rows = Object.values(s.counts).reduce((a, b) => a + b, 0);
  return `${rows} rows in ${Object.keys(s.counts).length} tables`;
};

/** A URL fit to print: the password is never shown. */
const safeUrl = (url: string) => url.replace(/(\/\/[^:/@]+):[^@/]*@/, '$1:***@');

/** The configured PGlite folder must hold a database already (backup and copy-to read, never create). */
function requireExistingPglite(config: Config): void {
  if (!existsSync(path.join(config.dbDir, 'PG_VERSION'))) throw new BackupError(`There is no database in DATA_DIR ${config.DATA_DIR} yet.`);
}

async function backup(config: Config, file: string): Promise<number> {
  if (!config.DATABASE_URL) requireExistingPglite(config);
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.dbDir, dataDirLabel: config.DATA_DIR });
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    const control = err.holder.control;
    if (!control) throw new BackupError(`${err.message} Only a running server (npm start) can make a backup while it runs.`);
    // A server holds the folder: it makes the backup in its own process (one snapshot) and streams it here.
    await writeFileAtomically(file, async (out) => {
      const res = await fetch(`${control.url}/api/ops/backup`, { method: 'POST', headers: { [controlTokenHeader]: control.token } });
      if (!res.ok || !res.body)
        throw new BackupError(`The running server (pid ${err.holder.pid}) refused the backup (HTTP ${res.status}).`);
      await pipeline(Readable.fromWeb(res.body as WebReadableStream), out);
      await checkBackupFile(`${file}.partial`);
    });
    const summary = await checkBackupFile(file);
    console.log(`Backup written to ${file} by the running server (${rowsIn(summary)}, ${sizeOf(file)}).`);
    return 0;
  }
  try {
    await writeFileAtomically(file, (out) => inTransaction(handle, 'read', (sql) => writeDump(dumpLines(sql), out)));
  } finally {
    await handle.close();
  }
  console.log(`Backup written to ${file} (${rowsIn(await checkBackupFile(file))}, ${sizeOf(file)}).`);
  return 0;
}

function sizeOf(file: string): string {
  return `${(statSync(file).size / 1024 / 1024).toFixed(1)} MB`;
}

async function restore(config: Config, file: string, force: boolean): Promise<number> {
  if (!existsSync(file)) return fail(`${file} does not exist.`);
  await checkBackupFile(file);
  // Migrations, the job queue's schema and queues: the target is what a start of this version would make.
  const runtime = await createRuntime(config, { log: createLogger('warn', 'leadsift-db') });
  try {
    const summary = await inTransaction(runtime.database, 'write', (sql) => restoreLines(sql, readBackupLines(file), { force }));
    const where = config.DATABASE_URL ? safeUrl(config.DATABASE_URL) : `DATA_DIR ${config.DATA_DIR}`;
    console.log(`Restored ${file} into ${where}: ${rowsIn(summary)}; row counts and credits ledger sums match the backup.`);
  } finally {
    await runtime.close({ timeoutMs: 1000 });
  }
  return 0;
}

async function copyTo(config: Config, url: string): Promise<number> {
  if (!/^postgres(ql)?:\/\/[^/]/.test(url)) return fail('copy-to needs a postgres:// URL of an empty PostgreSQL database.');
  if (config.DATABASE_URL)
    return fail('copy-to copies the embedded database (PGlite, DATA_DIR) into PostgreSQL: unset DATABASE_URL to run it.');
  requireExistingPglite(config);
  const source = await openDatabase({ pgliteDir: config.dbDir, dataDirLabel: config.DATA_DIR });
  try {
    await migrateDatabase(source);
    const target = await createRuntime(loadConfig({ ...process.env, DATABASE_URL: url }), { log: createLogger('warn', 'leadsift-db') });
    try {
      // One transaction on the target: everything arrives and is verified, or nothing does.
      const summary = await inTransaction(target.database, 'write', (targetSql) =>
        inTransaction(source, 'read', (sourceSql) => restoreLines(targetSql, flatten(dumpLines(sourceSql)), { force: false })),
      );
      console.log(
        `Copied ${rowsIn(summary)} from DATA_DIR ${config.DATA_DIR} into ${safeUrl(url)}; row counts and credits ledger sums match.`,
      );
      console.log(`Next: set DATABASE_URL=${safeUrl(url)} (and keep FILES_DIR=${config.filesDir} and AUTH_SECRET) and start LeadSift.`);
    } finally {
      await target.close({ timeoutMs: 1000 });
    }
  } finally {
    await source.close();
  }
  return 0;
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  const [command, target] = positionals;
  if (!target || positionals.length !== 2) return fail(usage);
  // A restored PGlite folder and a written backup are private to this user (docs/security.md).
  restrictNewFiles();
  const config = loadConfig();
  try {
    if (command === 'backup') return await backup(config, path.resolve(target));
    if (command === 'restore') return await restore(config, path.resolve(target), values.force === true);
    if (command === 'copy-to') return await copyTo(config, target);
  } catch (err) {
    if (err instanceof BackupError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  return fail(usage);
}

runCli('db', usage, main);
