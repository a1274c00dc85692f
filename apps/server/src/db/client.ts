import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataLock, type DataLock } from './data-lock.ts';
import { openPglite } from './pglite.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the rest of the code sees; it does not know which driver runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type DbOrTx = Db | Tx;

export type DatabaseHandle =
  | { kind: 'pglite'; db: Db; pglite: PGlite; lock: DataLock | null; close: () => Promise<void> }
  | {
      kind: 'postgres';
      db: Db;
      pool: pg.Pool;
      /**
       * A URL for what needs a session of its own (migrations under a session advisory lock, pg-boss's
       * LISTEN): DIRECT_DATABASE_URL when DATABASE_URL points at a transaction-mode pooler, else DATABASE_URL.
       */
      directConnectionString: string;
      close: () => Promise<void>;
    };

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseOptions = {
  /** postgres:// URL; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** A direct connection beside a pooler (DIRECT_DATABASE_URL); `databaseUrl` when absent. */
  directDatabaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /** How the operator wrote DATA_DIR, for the 'in use' message. */
  dataDirLabel?: string;
  poolSize?: number;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      pool,
      directConnectionString: options.directDatabaseUrl ?? options.databaseUrl,
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  // The lock comes first: a second opener must leave without touching the folder (ADR 0013).
  const lock = dir.startsWith('memory://') ? null : acquireDataLock(dir, options.dataDirLabel ?? path.dirname(dir));
  let pglite: PGlite;
  try {
    pglite = await openPglite(dir);
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite,
    lock,
    close: async () => {
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * Applies the committed SQL migrations. Several processes may start at once on PostgreSQL: a session advisory
 * lock serialises them, taken on a direct connection of its own (a transaction-mode pooler would hand the
 * lock and the unlock to different server sessions).
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder });
    return;
  }
  const client = new pg.Client({ connectionString: handle.directConnectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727274)');
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
    await client.end();
  }
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw SQL query; both drivers answer `execute` with `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * An `int[]` literal for `= ANY(...)`. Only for integers the server made itself (column and row indexes):
 * they are inlined, which keeps one plan for both drivers and any length.
 */
export function intArray(values: ArrayLike<number>): SQL {
  const list = Array.from(values, (v) => {
    if (!Number.isInteger(v)) throw new Error(`intArray: ${v} is not an integer`);
    return v;
  });
  return sql.raw(`ARRAY[${list.join(',')}]::int[]`);
}

/**
 * A `text[]` constant for `= ANY(...)`, inlined and quoted by pg's escapeLiteral: both drivers then plan it as a
 * constant, which PostgreSQL looks cells up in with a hash (PGlite plans a bound array as a parameter and
 * searches it element by element).
 */
export function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
  return sql.raw(`${pg.escapeLiteral(literal)}::text[]`);
}
