import { rowState, stateOf, stateReason, type Decision, type DecisionState } from '@leadsift/shared';
import { sql } from 'drizzle-orm';
import { queryRows, textArray, type Db } from '../../db/client.ts';
import type { filterJobs } from '../../db/schema/index.ts';
import { neutralise } from '../../files/export-format.ts';
import type { XlsxCell } from '../../files/xlsx-writer.ts';
import { qualifiedBatches } from './qualified-rows.ts';

type Job = typeof filterJobs.$inferSelect;

/** Which rows a CSV holds (ADR 0058): the kept ones (the default, as before), the excluded ones, or all in file order. */
export type RowsView = 'qualified' | 'disqualified' | 'all';

/** A value's decision as the exports read it. */
type ValueDecision = { decision: Decision | null; override: Decision | null; reason: string | null; confidence: number | null };

/**
 * The columns every exported row carries after the file's own (ADR 0058): the row's `Decision` (KEEP, EXCLUDE,
 * or REVIEW while an unsure value decides it), `Needs review` (yes / no) and each selected column's `Reason: <column>`.
 */
export function explanationHeader(job: Pick<Job, 'selectedColumns'>): string[] {
  return ['Decision', 'Needs review', ...job.selectedColumns.map((c) => `Reason: ${c}`)];
}

/** The file's columns and the explanation columns, formula-safe. */
export function exportHeader(job: Pick<Job, 'selectedColumns'>, columns: string[]): XlsxCell[] {
  return [...columns, ...explanationHeader(job)].map(neutralise);
}

/** The selected columns' decisions of the values one batch of rows holds: one lookup per column and batch. */
async function decisionsOf(db: Db, job: Job, rows: string[][]): Promise<Map<string, ValueDecision>[]> {
  return Promise.all(
    job.columnIndexes.map(async (col) => {
      const values = [...new Set(rows.map((cells) => cells[col] ?? ''))];
      const found = await queryRows<ValueDecision & { value: string }>(
        db,
        sql`SELECT value, decision, override, reason, confidence FROM filter_decisions
            WHERE filter_id = ${job.id} AND column_index = ${col}::int AND value = ANY(${textArray(values)})`,
      );
      return new Map(found.map((d) => [d.value, d]));
    }),
  );
}

/** One row's explanation cells: its state from its columns' states (three-valued AND/OR), and each column's reason. */
export function explain(job: Pick<Job, 'logicMode'>, decided: (ValueDecision | undefined)[]): XlsxCell[] {
  const states: DecisionState[] = decided.map((d) =>
    d && (d.override ?? d.decision)
      ? stateOf({ decision: (d.override ?? d.decision)!, confidence: d.confidence ?? 0, overridden: d.override !== null })
      : 'REVIEW',
  );
  const state = rowState(states, job.logicMode);
  const reasons = decided.map((d) =>
    d && (d.override ?? d.decision)
      ? stateReason({
          decision: (d.override ?? d.decision)!,
          confidence: d.confidence ?? 0,
          overridden: d.override !== null,
          reason: d.reason ?? '',
        })
      : 'Not decided yet',
  );
  return [state, state === 'REVIEW' ? 'yes' : 'no', ...reasons.map(neutralise)];
}

/** A job's rows of one view in file order, formula-safe, each with its explanation cells, in batches (without the header). */
export async function* explainedRows(db: Db, job: Job, columns: string[], view: RowsView): AsyncGenerator<XlsxCell[][]> {
  const batches = view === 'all' ? qualifiedBatches(db, job, 'all') : qualifiedBatches(db, job, view === 'qualified' ? 'kept' : 'excluded');
  for await (const batch of batches) {
    const decisions = await decisionsOf(db, job, batch);
    yield batch.map((cells) => [
      ...columns.map((_, i) => neutralise(cells[i] ?? '')),
      ...explain(
        job,
        job.columnIndexes.map((col, i) => decisions[i]!.get(cells[col] ?? '')),
      ),
    ]);
  }
}
