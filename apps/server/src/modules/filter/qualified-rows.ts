import type { FilterStats } from '@leadsift/shared';
import { coveredRows } from '@leadsift/shared';
import { eq, sql } from 'drizzle-orm';
import { intArray, queryRows, type Db, type Tx } from '../../db/client.ts';
import { filterJobs, filterResults } from '../../db/schema/index.ts';
import { recentMap } from '../../lib/recent-map.ts';
import { coveredRowsSql, INLINE_KEPT_VALUES, keptRowsSql, type KeptValues } from './qualification.ts';

type Job = typeof filterJobs.$inferSelect;
type Executor = Db | Tx;
type IndexLists = { version: number; kept: Int32Array; excluded: Int32Array };

export function fromBitmap(bitmap: Buffer, totalRows: number): { kept: Int32Array; excluded: Int32Array } {
  let keptCount = 0;
  for (let i = 0; i < totalRows; i++) if (bitmap[i >> 3]! & (1 << (i & 7))) keptCount++;
  const kept = new Int32Array(keptCount);
  const excluded = new Int32Array(totalRows - keptCount);
  let k = 0;
  let e = 0;
  for (let i = 0; i < totalRows; i++) {
    if (bitmap[i >> 3]! & (1 << (i & 7))) kept[k++] = i;
    else excluded[e++] = i;
  }
  return { kept, excluded };
}

/** Each selected column's kept values (override, else decision, is KEEP), listed when there are few. */
async function keptValues(db: Executor, job: Job, inlineLimit: number): Promise<KeptValues[]> {
  const counts = await queryRows<{ columnIndex: number; n: number }>(
    db,
    sql`SELECT column_index AS "columnIndex", count(*)::int AS n FROM filter_decisions
        WHERE filter_id = ${job.id} AND coalesce(override, decision) = 'KEEP' GROUP BY column_index`,
  );
  const many = new Set(counts.filter((c) => c.n > inlineLimit).map((c) => c.columnIndex));
  const listed = new Map<number, string[]>(job.columnIndexes.filter((c) => !many.has(c)).map((c) => [c, []]));
  if (listed.size > 0) {
    const rows = await queryRows<{ columnIndex: number; value: string }>(
      db,
      sql`SELECT column_index AS "columnIndex", value FROM filter_decisions
          WHERE filter_id = ${job.id} AND column_index = ANY(${intArray([...listed.keys()])}) AND coalesce(override, decision) = 'KEEP'`,
    );
    for (const r of rows) listed.get(r.columnIndex)?.push(r.value);
  }
  return job.columnIndexes.map((c) => ({ columnIndex: c, values: listed.get(c) ?? null }));
}

/**
 * The kept rows of the rows a job covers as a bitmap: one pass over the rows (PostgreSQL may split it over its
 * parallel workers) that ORs each kept row's bit into its 32-row word, so only the words come back.
 */
async function keptBitmap(db: Executor, job: Job, totalRows: number, inlineLimit: number): Promise<{ bitmap: Buffer; kept: number }> {
  const q = keptRowsSql(job.id, await keptValues(db, job, inlineLimit), job.logicMode);
  // The planner cannot estimate how many rows the kept lists let through, so the statement gets its plan
  // spelled out: hash the words (a sort spilled to disk), in memory (10,000,000 rows make 312,500 words, a
  // 74 MB hash table: with 4 MB it went to disk in 129 batches, 6.9 s against 3.9 s), and scan in parallel
  // workers where there are some (3.3 s).
  const words = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('enable_sort', 'off', true), set_config('work_mem', '64MB', true),
      set_config('parallel_setup_cost', '0', true), set_config('parallel_tuple_cost', '0', true)`);
    const rows = await queryRows<{ w: number; bits: number }>(
      tx,
      sql`SELECT (r.row_index >> 5)::int AS w, bit_or(1 << (r.row_index & 31))::int AS bits
          FROM upload_rows r ${q.joins} WHERE r.upload_id = ${job.uploadId} AND ${coveredRowsSql(job)} AND ${q.qualifies} GROUP BY 1`,
    );
    // Back to the session's values for what else the caller's transaction runs.
    await tx.execute(sql`SELECT set_config(name, reset_val, true) FROM pg_settings
      WHERE name IN ('enable_sort', 'work_mem', 'parallel_setup_cost', 'parallel_tuple_cost')`);
    return rows;
  });
  return bitmapFromWords(words, totalRows);
}

/** The bitmap of `totalRows` rows from 32-row words (`bits` little-end first: bit k is row 32·w + k), and how many bits are set. */
export function bitmapFromWords(words: Iterable<{ w: number; bits: number }>, totalRows: number): { bitmap: Buffer; kept: number } {
  const bitmap = Buffer.alloc(Math.ceil(totalRows / 8));
  let kept = 0;
  for (const { w, bits } of words) {
    for (let byte = 0; byte < 4; byte++) {
      const at = w * 4 + byte;
      const value = (bits >>> (byte * 8)) & 0xff;
      if (at < bitmap.length) bitmap[at] = value;
      kept += popcount8[value]!;
    }
  }
  return { bitmap, kept };
}

const popcount8 = Uint8Array.from({ length: 256 }, (_, v) => {
  let n = 0;
  for (let x = v; x; x >>= 1) n += x & 1;
  return n;
});

/**
 * Derives which rows qualify, stores them as a bitmap with the stats, and bumps the job's results version.
 * Runs at completion and after overrides — never a model call. A job stopped at its "Stop at" limit has
 * results of the rows it covers. `inlineKeptValues`: how many kept values of a column are listed in the statement.
 */
export async function materializeResults(db: Executor, job: Job, inlineKeptValues = INLINE_KEPT_VALUES): Promise<FilterStats> {
  const total = coveredRows(job.rowCount, job.creditLimit);
  const { bitmap, kept } = await keptBitmap(db, job, total, inlineKeptValues);
  const stats = { totalRows: total, keptRowCount: kept, excludedRowCount: total - kept };
  const [bumped] = await db
    .update(filterJobs)
    .set({ stats, resultsVersion: sql`${filterJobs.resultsVersion} + 1`, updatedAt: new Date() })
    .where(eq(filterJobs.id, job.id))
    .returning({ version: filterJobs.resultsVersion });
  const values = { filterId: job.id, version: bumped?.version ?? 1, totalRows: total, qualified: bitmap };
  await db.insert(filterResults).values(values).onConflictDoUpdate({ target: filterResults.filterId, set: values });
  return stats;
}

// Decoded lists of the most recently read jobs, per process; the version tells a stale entry.
const cache = recentMap<string, IndexLists>(16);

async function indexLists(db: Executor, job: Job): Promise<IndexLists> {
  const hit = cache.get(job.id);
  if (hit && hit.version === job.resultsVersion) return hit;
  let [row] = await db.select().from(filterResults).where(eq(filterResults.filterId, job.id));
  if (!row) {
    await materializeResults(db, job);
    [row] = await db.select().from(filterResults).where(eq(filterResults.filterId, job.id));
  }
  const lists = { version: row!.version, ...fromBitmap(row!.qualified, row!.totalRows) };
  cache.set(job.id, lists);
  return lists;
}

async function cellsOf(db: Executor, job: Job, indexes: Int32Array): Promise<string[][]> {
  if (indexes.length === 0) return [];
  const rows = await queryRows<{ cells: string[] }>(
    db,
    sql`SELECT cells FROM upload_rows WHERE upload_id = ${job.uploadId} AND row_index = ANY(${intArray(indexes)}) ORDER BY row_index`,
  );
  return rows.map((r) => r.cells);
}

/** One page of kept or excluded rows, in file order: primary-key lookups of exactly the rows shown. */
export async function qualifiedPage(
  db: Executor,
  job: Job,
  view: 'kept' | 'excluded',
  page: number,
  pageSize: number,
): Promise<string[][]> {
  return qualifiedSlice(db, job, view, (page - 1) * pageSize, pageSize);
}

/** The cells of `limit` kept or excluded rows from the `offset`-th (file order). */
export async function qualifiedSlice(
  db: Executor,
  job: Job,
  view: 'kept' | 'excluded',
  offset: number,
  limit: number,
): Promise<string[][]> {
  const lists = await indexLists(db, job);
  const all = view === 'kept' ? lists.kept : lists.excluded;
  return cellsOf(db, job, all.subarray(offset, offset + limit));
}

/** Row indexes (in file order) of a finished job's kept or excluded rows: the Research Agent's filter source. */
export async function qualifiedRowIndexes(db: Executor, job: Job, view: 'kept' | 'excluded'): Promise<Int32Array> {
  const lists = await indexLists(db, job);
  return view === 'kept' ? lists.kept : lists.excluded;
}

/** How many rows are kept and excluded now (the export lays its sheets out from these). */
export async function qualifiedCounts(db: Executor, job: Job): Promise<{ kept: number; excluded: number }> {
  const lists = await indexLists(db, job);
  return { kept: lists.kept.length, excluded: lists.excluded.length };
}

/** Kept or excluded rows, or every covered row (`all`, file order), in batches, for exports of any size. */
export async function* qualifiedBatches(
  db: Executor,
  job: Job,
  view: 'kept' | 'excluded' | 'all',
  batchSize = 5000,
): AsyncGenerator<string[][]> {
  const lists = await indexLists(db, job);
  // Kept and excluded rows together are the covered rows 0 … n-1.
  const all =
    view === 'all'
      ? Int32Array.from({ length: lists.kept.length + lists.excluded.length }, (_, i) => i)
      : view === 'kept'
        ? lists.kept
        : lists.excluded;
  for (let start = 0; start < all.length; start += batchSize) yield await cellsOf(db, job, all.subarray(start, start + batchSize));
}
