// What a backup carries, read from the database's own catalog so tables other features add come along
// without a list to keep up to date (ADR 0016).
import type { PoolClient } from 'pg';
import type { DatabaseHandle } from '../client.ts';

/** Raw SQL on one connection inside one transaction, on either driver. */
export type Sql = { query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]> };

/**
 * Runs `work` in one transaction: on PostgreSQL a REPEATABLE READ snapshot (READ ONLY for reading), on PGlite
 * its single connection (nothing else runs meanwhile). Commits when `work` resolves, rolls back when it throws.
 */
export async function inTransaction<T>(handle: DatabaseHandle, mode: 'read' | 'write', work: (sql: Sql) => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') {
    return handle.pglite.transaction(async (tx) =>
      work({ query: async <R>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows }),
    );
  }
  const client: PoolClient = await handle.pool.connect();
  try {
    await client.query(`BEGIN ISOLATION LEVEL REPEATABLE READ${mode === 'read' ? ' READ ONLY' : ''}`);
    const result = await work({ query: async <R>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as R[] });
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

export type TableInfo = {
  /** `schema.name` as written in the backup. */
  key: string;
  schema: string;
  name: string;
  /** Quoted `"schema"."name"`. */
  ident: string;
  /** Stored columns in table order (generated columns are recomputed, not carried). */
  columns: string[];
  /** Columns fed by a sequence (serial, identity): their sequences are moved past the restored values. */
  sequences: { column: string; sequence: string }[];
};

/** Every application table (schema `public`) and the job queue's own data. */
export const carriedSchemas = ['public', 'pgboss'];
/**
 * In `pgboss` only the jobs and their schedules/subscriptions are data; the rest (version, queues and their
 * partitions, statistics, instances) is the engine's own, recreated by pg-boss on the target.
 */
export const pgbossDataTables = ['job', 'job_dependency', 'schedule', 'subscription'];

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The carried tables, parents before children (foreign keys), each with its columns. */
export async function listTables(sql: Sql): Promise<TableInfo[]> {
  const tables = await sql.query<{ oid: string; schema: string; name: string }>(
    `SELECT c.oid::text AS oid, n.nspname AS schema, c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ANY($1::text[]) AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      ORDER BY n.nspname, c.relname`,
    [carriedSchemas],
  );
  const carried = tables.filter((t) => t.schema !== 'pgboss' || pgbossDataTables.includes(t.name));
  const columns = await sql.query<{ oid: string; column: string; sequence: string | null }>(
    `SELECT a.attrelid::text AS oid, a.attname AS column,
            pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname) AS sequence
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE a.attrelid::text = ANY($1::text[]) AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY a.attrelid, a.attnum`,
    [carried.map((t) => t.oid)],
  );
  const edges = await sql.query<{ child: string; parent: string }>(
    `SELECT conrelid::text AS child, confrelid::text AS parent FROM pg_constraint WHERE contype = 'f' AND conrelid <> confrelid`,
  );
  const infos = new Map<string, TableInfo>();
  for (const t of carried) {
    const cols = columns.filter((c) => c.oid === t.oid);
    infos.set(t.oid, {
      key: `${t.schema}.${t.name}`,
      schema: t.schema,
      name: t.name,
      ident: `${quoteIdent(t.schema)}.${quoteIdent(t.name)}`,
      columns: cols.map((c) => c.column),
      sequences: cols.filter((c) => c.sequence).map((c) => ({ column: c.column, sequence: c.sequence! })),
    });
  }
  // Depth-first topological order: a table comes after every table it references.
  const ordered: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (oid: string) => {
    if (state.get(oid) || !infos.has(oid)) return;
    state.set(oid, 'visiting');
    for (const e of edges) if (e.child === oid) visit(e.parent);
    state.set(oid, 'done');
    ordered.push(infos.get(oid)!);
  };
  for (const oid of infos.keys()) visit(oid);
  return ordered;
}

/** What a backup is checked against: rows per table and the credits ledger's sums per pool (workspace). */
export type Summary = { counts: Record<string, number>; ledger: string };

export async function summarise(sql: Sql, tables: TableInfo[]): Promise<Summary> {
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const [row] = await sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${t.ident}`);
    counts[t.key] = Number(row!.n);
  }
  let ledger = '';
  if (tables.some((t) => t.key === 'public.credit_ledger')) {
    const [row] = await sql.query<{ sums: string | null }>(
      `SELECT string_agg(workspace_id || ':' || d || '/' || b || '/' || u, ',' ORDER BY workspace_id) AS sums
         FROM (SELECT workspace_id, sum(delta) AS d, sum(bonus_delta) AS b, sum(used_delta) AS u
                 FROM public.credit_ledger GROUP BY workspace_id) s`,
    );
    ledger = row?.sums ?? '';
  }
  return { counts, ledger };
}
