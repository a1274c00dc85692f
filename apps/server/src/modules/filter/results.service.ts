import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { filterDecisions, filterJobs, type Decision, type FilterStats } from '../../db/schema/index.ts';
import { completeOverride, type Override } from './filter.schemas.ts';
import { qualificationSql } from './qualification.ts';

type Job = typeof filterJobs.$inferSelect;
type Executor = Db | Tx;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Counts qualified rows with the decisions and overrides as they are now. */
export async function computeStats(db: Executor, job: Job): Promise<FilterStats> {
  const q = qualificationSql(job.id, job.columnIndexes, job.logicMode);
  const [row] = rowsOf<{ total: number; kept: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS total, count(*) FILTER (WHERE ${q.qualifies})::int AS kept
      FROM upload_rows r ${q.joins} WHERE r.upload_id = ${job.uploadId}`),
  );
  const total = row?.total ?? 0;
  const kept = row?.kept ?? 0;
  return { totalRows: total, keptRowCount: kept, excludedRowCount: total - kept };
}

/** Rows in which some selected column's value has no decision yet (what a refund covers). */
export async function undecidedRowCount(db: Executor, job: Job): Promise<number> {
  const q = qualificationSql(job.id, job.columnIndexes, job.logicMode);
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM upload_rows r ${q.joins} WHERE r.upload_id = ${job.uploadId} AND ${q.undecided}`),
  );
  return row?.n ?? 0;
}

export type RowPage = { rows: Record<string, string>[]; total: number };

/** A page of kept or excluded rows as objects keyed by column name, in file order. */
export async function rowPage(
  db: Executor,
  job: Job,
  columns: string[],
  view: 'kept' | 'excluded',
  page: number,
  pageSize: number,
): Promise<Record<string, string>[]> {
  const q = qualificationSql(job.id, job.columnIndexes, job.logicMode);
  const filter: SQL = view === 'kept' ? q.qualifies : sql`NOT ${q.qualifies}`;
  const rows = rowsOf<{ cells: string[] }>(
    await db.execute(sql`
      SELECT r.cells FROM upload_rows r ${q.joins}
      WHERE r.upload_id = ${job.uploadId} AND ${filter}
      ORDER BY r.row_index LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
  );
  return rows.map((r) => toRecord(columns, r.cells));
}

/** Streams kept or excluded rows in batches by keyset (row_index), for exports of any size. */
export async function* rowBatches(db: Executor, job: Job, view: 'kept' | 'excluded', batchSize = 5000): AsyncGenerator<string[][]> {
  const q = qualificationSql(job.id, job.columnIndexes, job.logicMode);
  const filter: SQL = view === 'kept' ? q.qualifies : sql`NOT ${q.qualifies}`;
  let after = -1;
  for (;;) {
    const rows = rowsOf<{ rowIndex: number; cells: string[] }>(
      await db.execute(sql`
        SELECT r.row_index AS "rowIndex", r.cells FROM upload_rows r ${q.joins}
        WHERE r.upload_id = ${job.uploadId} AND r.row_index > ${after} AND ${filter}
        ORDER BY r.row_index LIMIT ${batchSize}`),
    );
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.rowIndex;
    yield rows.map((r) => r.cells);
  }
}

export function toRecord(columns: string[], cells: string[]): Record<string, string> {
  const record: Record<string, string> = {};
  columns.forEach((c, i) => (record[c] = cells[i] ?? ''));
  return record;
}

export type DecisionEntry = {
  decision: Decision;
  reason: string;
  frequency: number;
  confidence: number;
  overridden: boolean;
  modelDecision: Decision | null;
};

/** SPEC's llmValueDecisions: column → value → decision (override applied, marked). */
export async function decisionMap(db: Executor, job: Job): Promise<Record<string, Record<string, DecisionEntry>>> {
  const rows = await db.select().from(filterDecisions).where(eq(filterDecisions.filterId, job.id));
  const map: Record<string, Record<string, DecisionEntry>> = Object.fromEntries(job.selectedColumns.map((c) => [c, {}]));
  for (const r of rows) {
    const column = job.selectedColumns[job.columnIndexes.indexOf(r.columnIndex)];
    if (!column || (r.decision === null && r.override === null)) continue;
    map[column]![r.value] = {
      decision: r.override ?? r.decision ?? 'EXCLUDE',
      reason: r.reason ?? '',
      frequency: r.frequency,
      confidence: r.confidence ?? 0,
      overridden: r.override !== null,
      modelDecision: r.decision,
    };
  }
  return map;
}

/** Stores complete overrides (incomplete ones are ignored, SPEC §5) and re-derives the stats — no model call. */
export async function applyOverrides(db: Db, job: Job, raw: unknown[]): Promise<{ applied: number; stats: FilterStats }> {
  const overrides: Override[] = raw.flatMap((o) => {
    const parsed = completeOverride.safeParse(o);
    return parsed.success && job.selectedColumns.includes(parsed.data.column) ? [parsed.data] : [];
  });
  return db.transaction(async (tx) => {
    let applied = 0;
    for (const o of overrides) {
      const columnIndex = job.columnIndexes[job.selectedColumns.indexOf(o.column)]!;
      // Choosing what the model said clears the override instead of storing a copy of it.
      const updated = await tx
        .update(filterDecisions)
        .set({ override: sql`CASE WHEN ${filterDecisions.decision} = ${o.decision} THEN NULL ELSE ${o.decision} END` })
        .where(
          and(
            eq(filterDecisions.filterId, job.id),
            eq(filterDecisions.columnIndex, columnIndex),
            eq(filterDecisions.valueHash, sql`md5(${o.value})`),
          ),
        )
        .returning({ v: filterDecisions.valueHash });
      applied += updated.length;
    }
    const stats = await computeStats(tx, job);
    if (job.status === 'completed') await tx.update(filterJobs).set({ stats, updatedAt: new Date() }).where(eq(filterJobs.id, job.id));
    return { applied, stats };
  });
}
