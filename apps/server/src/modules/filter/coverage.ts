import { sql, type SQL } from 'drizzle-orm';
import { intArray, type Tx } from '../../db/client.ts';
import type { filterJobs } from '../../db/schema/index.ts';
import { readInstructions } from '../../knowledge/index.ts';
import { decideColumnByRules } from './rules-step.ts';

// The rows a List Cleaner job covers (ADR 0044): with a "Stop at N credits" limit below its row
// count, the first N rows of the list in file order. Its decision rows are the distinct values of those rows;
// a resume with a higher limit (or none) adds the values of the rows it newly covers.

type Job = typeof filterJobs.$inferSelect;

/**
 * (column_index, value, frequency) of the first `rows` rows of the upload: the whole list's are upload_values
 * (counted once per upload), a part's are counted from its rows.
 */
function valuesOfRows(uploadId: string, columnIndexes: number[], rows: number, rowCount: number): SQL {
  if (rows >= rowCount)
    return sql`SELECT column_index, value, frequency FROM upload_values
               WHERE upload_id = ${uploadId}::uuid AND column_index = ANY(${intArray(columnIndexes)})`;
  return sql`SELECT c.ci AS column_index, coalesce(r.cells[c.ci + 1], '') AS value, count(*)::int AS frequency
             FROM upload_rows r CROSS JOIN unnest(${intArray(columnIndexes)}) AS c(ci)
             WHERE r.upload_id = ${uploadId}::uuid AND r.row_index < ${rows}::int
             GROUP BY 1, 2`;
}

/** A new job's decision rows: the distinct values of the rows it covers, most frequent first, numbered into chunks per column. */
export async function insertDecisions(
  tx: Tx,
  job: { filterId: string; uploadId: string; columnIndexes: number[]; chunkSize: number; rows: number; rowCount: number },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO filter_decisions (filter_id, column_index, value_hash, value, frequency, chunk_no)
    SELECT ${job.filterId}, v.column_index, md5(v.value), v.value, v.frequency,
           ((row_number() OVER (PARTITION BY v.column_index ORDER BY v.frequency DESC, v.value)) - 1) / ${job.chunkSize}::int
    FROM (${valuesOfRows(job.uploadId, job.columnIndexes, job.rows, job.rowCount)}) v`);
}

/**
 * A resume covers more rows (`rows`, more than before): the values already there take the new frequencies,
 * the new ones are added and numbered into chunks after the column's last, and rules decide what they can.
 * The job's value totals are counted again.
 */
export async function extendCoverage(tx: Tx, job: Job, rows: number): Promise<void> {
  const values = valuesOfRows(job.uploadId, job.columnIndexes, rows, job.rowCount);
  await tx.execute(sql`
    UPDATE filter_decisions d SET frequency = v.frequency FROM (${values}) v
    WHERE d.filter_id = ${job.id} AND d.column_index = v.column_index AND d.value_hash = md5(v.value)`);
  await tx.execute(sql`
    INSERT INTO filter_decisions (filter_id, column_index, value_hash, value, frequency, chunk_no)
    SELECT ${job.id}, n.column_index, md5(n.value), n.value, n.frequency,
           coalesce((SELECT max(chunk_no) + 1 FROM filter_decisions d WHERE d.filter_id = ${job.id} AND d.column_index = n.column_index), 0)
             + ((row_number() OVER (PARTITION BY n.column_index ORDER BY n.frequency DESC, n.value)) - 1) / ${job.chunkSize}::int
    FROM (${values}) n
    WHERE NOT EXISTS (SELECT 1 FROM filter_decisions d
                      WHERE d.filter_id = ${job.id} AND d.column_index = n.column_index AND d.value_hash = md5(n.value))`);
  const ruleColumns = job.useRules
    ? job.selectedColumns.flatMap((c, i) => (readInstructions(job.columnConfig[c]?.instructions ?? '').ok ? [i] : []))
    : [];
  if (ruleColumns.length > 0) await tx.execute(sql`ANALYZE filter_decisions`);
  for (const i of ruleColumns) {
    const column = job.selectedColumns[i]!;
    await decideColumnByRules(tx, job.id, job.columnIndexes[i]!, job.columnConfig[column]?.instructions ?? '', job.chunkSize, column);
  }
  await tx.execute(sql`
    UPDATE filter_jobs SET
      total_values = (SELECT count(*)::int FROM filter_decisions WHERE filter_id = ${job.id}),
      decided_values = (SELECT count(decision)::int FROM filter_decisions WHERE filter_id = ${job.id})
    WHERE id = ${job.id}`);
}
