// LeadSift's own portable backup (ADR 0016): gzip of JSON lines, written and read by both drivers with
// nothing but SQL — PostgreSQL's row_to_json out, json_populate_recordset in — so no pg_dump is needed and a
// PGlite backup restores into PostgreSQL and back. Lines starting with '#' are control lines, the rest rows:
//   #leadsift-backup {"version":1,"createdAt":…,"migration":…}
//   #table {"table":"public.user","columns":[…]}
//   {"id":"…","email":"…"}            ← one row, as row_to_json wrote it
//   #end {"counts":{"public.user":2,…},"ledger":"…"}
import { quoteIdent, summarise, type Sql, type Summary, type TableInfo, listTables } from './catalog.ts';

export const backupMagic = '#leadsift-backup ';
const batchRows = 2000;

/** A problem with the backup file or the target, told to the operator as one line. */
export class BackupError extends Error {}

async function lastMigration(sql: Sql): Promise<number | null> {
  const [exists] = await sql.query<{ t: string | null }>(`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS t`);
  if (!exists?.t) return null;
  const [row] = await sql.query<{ at: string | null }>(`SELECT max(created_at)::text AS at FROM drizzle.__drizzle_migrations`);
  return row?.at ? Number(row.at) : null;
}

/** The whole database as batches of lines, read in the caller's transaction (one snapshot). */
export async function* dumpLines(sql: Sql): AsyncGenerator<string[]> {
  const tables = await listTables(sql);
  const header = { version: 1, createdAt: new Date().toISOString(), migration: await lastMigration(sql) };
  yield [backupMagic + JSON.stringify(header)];
  const counts: Record<string, number> = {};
  for (const t of tables) {
    yield [`#table ${JSON.stringify({ table: t.key, columns: t.columns })}`];
    const cols = t.columns.map(quoteIdent).join(', ');
    await sql.query(`DECLARE leadsift_dump NO SCROLL CURSOR FOR SELECT row_to_json(r)::text AS j FROM (SELECT ${cols} FROM ${t.ident}) r`);
    let n = 0;
    for (;;) {
      const rows = await sql.query<{ j: string }>(`FETCH ${batchRows} FROM leadsift_dump`);
      if (rows.length === 0) break;
      n += rows.length;
      yield rows.map((r) => r.j);
    }
    await sql.query('CLOSE leadsift_dump');
    counts[t.key] = n;
  }
  const { ledger } = await summarise(
    sql,
    tables.filter((t) => t.key === 'public.credit_ledger'),
  );
  yield [`#end ${JSON.stringify({ counts, ledger } satisfies Summary)}`];
}

/**
 * Tables whose rows are seeded, not entered: the tiers (by migrations) and the /mcp resource that the OAuth
 * provider merges in at every start (ADR 0043). A target holding only these still counts as empty.
 */
const seededTables = ['public.tiers', 'public.oauth_resource'];

/**
 * Restores `lines` (a backup) in the caller's write transaction on a migrated target: refuses a target with
 * data unless `force`, replaces every application table, adds the queue's jobs, moves sequences on, and checks
 * row counts and ledger sums against the backup's own before the caller commits. Returns what was restored.
 */
export async function restoreLines(sql: Sql, lines: AsyncIterable<string>, options: { force: boolean }): Promise<Summary> {
  const tables = await listTables(sql);
  const byKey = new Map(tables.map((t) => [t.key, t]));
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done || !first.value.startsWith(backupMagic)) throw new BackupError('This file is not a LeadSift backup.');
  const header = JSON.parse(first.value.slice(backupMagic.length)) as { version: number; migration: number | null };
  const targetMigration = await lastMigration(sql);
  if (header.version !== 1) throw new BackupError(`This backup has format version ${header.version}; this LeadSift reads version 1.`);
  if (header.migration !== null && (targetMigration === null || targetMigration < header.migration)) {
    throw new BackupError('This backup comes from a newer LeadSift: update this installation first, then restore.');
  }

  const app = tables.filter((t) => t.schema === 'public');
  if (!options.force) {
    const before = await summarise(sql, app);
    const used = Object.entries(before.counts).filter(([key, n]) => n > 0 && !seededTables.includes(key));
    if (used.length > 0) {
      const list = used.map(([key, n]) => `${n} in ${key}`).join(', ');
      throw new BackupError(
        `The target is not empty (${list}). Restore into an empty data folder or database, or add --force to replace everything in it.`,
      );
    }
  }
  // A restore replaces everything on purpose, so the tables' own guards (the audit log's append-only
  // trigger) stand aside for this transaction only; foreign keys stay checked.
  for (const t of app) await sql.query(`ALTER TABLE ${t.ident} DISABLE TRIGGER USER`);
  if (app.length) await sql.query(`TRUNCATE ${app.map((t) => t.ident).join(', ')}`);
  for (const name of ['job_dependency', 'job']) if (byKey.has(`pgboss.${name}`)) await sql.query(`DELETE FROM pgboss.${quoteIdent(name)}`);

  let table: TableInfo | undefined;
  let insertColumns = '';
  let batch: string[] = [];
  let expected: Summary | undefined;
  const skipped = new Set<string>();
  const flush = async () => {
    if (!table || batch.length === 0) return;
    const conflict = table.schema === 'pgboss' ? ' ON CONFLICT DO NOTHING' : '';
    await sql.query(
      `INSERT INTO ${table.ident} (${insertColumns}) OVERRIDING SYSTEM VALUE
       SELECT ${insertColumns} FROM json_populate_recordset(NULL::${table.ident}, $1::json)${conflict}`,
      [`[${batch.join(',')}]`],
    );
    batch = [];
  };
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
    const line = next.value;
    if (line === '') continue;
    if (line.startsWith('#table ')) {
      await flush();
      const meta = JSON.parse(line.slice(7)) as { table: string; columns: string[] };
      table = byKey.get(meta.table);
      if (!table) skipped.add(meta.table);
      insertColumns = table
        ? meta.columns
            .filter((c) => table!.columns.includes(c))
            .map(quoteIdent)
            .join(', ')
        : '';
    } else if (line.startsWith('#end ')) {
      await flush();
      expected = JSON.parse(line.slice(5)) as Summary;
      table = undefined;
    } else if (table) {
      batch.push(line);
      if (batch.length >= batchRows) await flush();
    }
  }
  if (!expected) throw new BackupError('This backup is incomplete: it ends before its last table (nothing was restored).');

  for (const t of tables) {
    for (const s of t.sequences) {
      const col = quoteIdent(s.column);
      await sql.query(`SELECT setval($1::regclass, coalesce(max(${col}), 1), max(${col}) IS NOT NULL) FROM ${t.ident}`, [s.sequence]);
    }
  }
  for (const t of app) await sql.query(`ALTER TABLE ${t.ident} ENABLE TRIGGER USER`);
  const actual = await summarise(sql, tables);
  for (const [key, n] of Object.entries(expected.counts)) {
    if (skipped.has(key)) continue;
    const got = actual.counts[key] ?? 0;
    // The queue's tables may hold the target's own schedule rows besides the backup's.
    if (key.startsWith('pgboss.') ? got < n : got !== n) {
      throw new BackupError(`Verification failed: ${key} has ${got} rows, the backup ${n} (nothing was restored).`);
    }
  }
  if (actual.ledger !== expected.ledger)
    throw new BackupError('Verification failed: the credits ledger sums differ (nothing was restored).');
  if (skipped.size) expected.counts = Object.fromEntries(Object.entries(expected.counts).filter(([k]) => !skipped.has(k)));
  return expected;
}
