import type { FilterJobSettings } from '@leadsift/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { filterJobs } from '../../db/schema/index.ts';

type Job = typeof filterJobs.$inferSelect;

export type ColumnStatus = { status: 'pending' | 'processing' | 'completed'; decided: number; total: number };

/** docs/product.md#entities progress object: percent by decided values, plus per-column state. */
export async function jobProgress(db: Db, job: Job) {
  const rows = await queryRows<{ columnIndex: number; total: number; decided: number }>(
    db,
    sql`
    SELECT column_index AS "columnIndex", count(*)::int AS total, count(decision)::int AS decided
    FROM filter_decisions WHERE filter_id = ${job.id} GROUP BY column_index`,
  );
  const counts = new Map(rows.map((r) => [r.columnIndex, r]));
  const columnStatuses: Record<string, ColumnStatus> = {};
  const columnsInProgress: string[] = [];
  job.selectedColumns.forEach((column, i) => {
    const c = counts.get(job.columnIndexes[i]!) ?? { total: 0, decided: 0 };
    const status = c.decided >= c.total ? 'completed' : c.decided > 0 ? 'processing' : 'pending';
    if (status !== 'completed') columnsInProgress.push(column);
    columnStatuses[column] = { status, decided: c.decided, total: c.total };
  });
  const decided = [...counts.values()].reduce((n, c) => n + c.decided, 0);
  const percent = job.status === 'completed' ? 100 : job.totalValues === 0 ? 0 : Math.floor((decided / job.totalValues) * 100);
  return {
    progress: percent,
    status: job.status,
    message: job.error ? `Failed: ${job.error}` : (job.message ?? ''),
    columnsInProgress: job.status === 'processing' ? columnsInProgress : [],
    columnStatuses,
  };
}

export function filterConfigOf(job: Job): FilterJobSettings {
  return {
    columnConfig: job.columnConfig,
    selectedColumns: job.selectedColumns,
    reasoningText: job.reasoningText,
    model: job.model,
    temperature: job.temperature,
    chunkSize: job.chunkSize,
    logicMode: job.logicMode,
  };
}
