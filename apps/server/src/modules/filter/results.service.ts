import {
  completeOverride,
  needsReview,
  stateOf,
  type Decision,
  type DecisionState,
  type FilterStats,
  type Override,
} from '@leadsift/shared';
import { and, eq, sql } from 'drizzle-orm';
import { REVIEW_CONFIDENCE } from '@leadsift/shared';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { filterDecisions, type filterJobs } from '../../db/schema/index.ts';
import { coveredRowsSql, undecidedSql } from './qualification.ts';
import { materializeResults } from './qualified-rows.ts';

type Job = typeof filterJobs.$inferSelect;
type Executor = Db | Tx;

/** Covered rows in which some selected column's value has no decision yet (what a refund covers). */
export async function undecidedRowCount(db: Executor, job: Job): Promise<number> {
  const q = undecidedSql(job.id, job.columnIndexes);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM upload_rows r ${q.joins} WHERE r.upload_id = ${job.uploadId} AND ${coveredRowsSql(job)} AND ${q.undecided}`,
  );
  return row?.n ?? 0;
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
  /** Unsure and not overridden (ADR 0058). */
  needsReview: boolean;
  state: DecisionState;
};

/** The documented llmValueDecisions: column → value → decision (override applied, marked). */
export async function decisionMap(db: Executor, job: Job): Promise<Record<string, Record<string, DecisionEntry>>> {
  const rows = await db.select().from(filterDecisions).where(eq(filterDecisions.filterId, job.id));
  const map: Record<string, Record<string, DecisionEntry>> = Object.fromEntries(job.selectedColumns.map((c) => [c, {}]));
  for (const r of rows) {
    const column = job.selectedColumns[job.columnIndexes.indexOf(r.columnIndex)];
    if (!column || (r.decision === null && r.override === null)) continue;
    const value = { decision: r.override ?? r.decision ?? 'EXCLUDE', confidence: r.confidence ?? 0, overridden: r.override !== null };
    map[column]![r.value] = {
      ...value,
      reason: r.reason ?? '',
      frequency: r.frequency,
      modelDecision: r.decision,
      needsReview: needsReview(value),
      state: stateOf(value),
    };
  }
  return map;
}

/** Stores complete overrides (incomplete ones are ignored, docs/product.md#validation) and re-derives the stats — no model call. */
export async function applyOverrides(db: Db, job: Job, raw: unknown[], by: string): Promise<{ applied: number; stats: FilterStats }> {
  const overrides: Override[] = raw.flatMap((o) => {
    const parsed = completeOverride.safeParse(o);
    return parsed.success && job.selectedColumns.includes(parsed.data.column) ? [parsed.data] : [];
  });
  return db.transaction(async (tx) => {
    let applied = 0;
    for (const o of overrides) {
      const columnIndex = job.columnIndexes[job.selectedColumns.indexOf(o.column)]!;
      // Choosing what rules or the model said with confidence clears the override instead of storing a copy of it;
      // for an unsure value the same choice is the user's decision, kept, so it no longer needs review (ADR 0058).
      // REVIEW takes the user's decision back.
      const override =
        o.decision === 'REVIEW'
          ? sql`NULL`
          : sql`CASE WHEN ${filterDecisions.decision} = ${o.decision} AND coalesce(${filterDecisions.confidence}, 0) >= ${REVIEW_CONFIDENCE}
              THEN NULL ELSE ${o.decision} END`;
      // Who made the override and when (ADR 0067); a cleared override names nobody.
      const overriddenBy = sql`CASE WHEN (${override}) IS NULL THEN NULL ELSE ${by}::text END`;
      const overriddenAt = sql`CASE WHEN (${override}) IS NULL THEN NULL ELSE now() END`;
      const updated = await tx
        .update(filterDecisions)
        .set({ override, overriddenBy, overriddenAt })
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
    // A finished job's qualified rows (or a stopped one's, ADR 0044) are re-derived now; a running one's when it completes.
    const stats =
      hasResults(job) && applied > 0
        ? await materializeResults(tx, job)
        : (job.stats ?? { totalRows: job.rowCount, keptRowCount: 0, excludedRowCount: job.rowCount });
    return { applied, stats };
  });
}

/** Distinct values whose decision is under the review threshold and that the user has not overridden. */
export async function valuesNeedingReview(db: Db, filterId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM filter_decisions
        WHERE filter_id = ${filterId} AND override IS NULL AND decision IS NOT NULL AND confidence < ${REVIEW_CONFIDENCE}`,
  );
  return row?.n ?? 0;
}

/** A job paused at its "Stop at" limit shows and exports the results of the rows it covers (ADR 0044). */
export function hasResults(job: Pick<Job, 'status' | 'pausedFor'>): boolean {
  return job.status === 'completed' || (job.status === 'paused' && job.pausedFor === 'limit');
}
