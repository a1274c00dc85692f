import { z } from 'zod';
import { formatCount } from './format.ts';

/** "Stop at N credits" (ADR 0044): an optional per-job limit on Run (List Cleaner and Research). */
export const creditLimit = z.number().int().min(1).max(100_000_000).nullish();

/** POST …/jobs/:id/resume: optionally a new "Stop at" limit (null removes it). */
export const resumeJobBody = z.object({ creditLimit }).nullish();
export type ResumeJobBody = z.input<typeof resumeJobBody>;

/** The message of a job paused at its "Stop at" limit: `done` of `total` (websites, or rows of a list). */
export const creditLimitMessage = (done: number, total: number) =>
  `Stopped at the limit you set — ${formatCount(done)} of ${formatCount(total)} done`;

/**
 * The rows a List Cleaner job covers (1 credit a row): the first `limit` of its `rowCount` rows in file
 * order, or all of them when there is no limit or it is not below the row count.
 */
export function coveredRows(rowCount: number, limit: number | null | undefined): number {
  return limit == null ? rowCount : Math.min(rowCount, limit);
}

/** The credit-cost panel's line for a limit below the row count: 'Stops after 100 of 250 rows — 100 credits'. */
export function stopAtLine(rowCount: number, limit: number | null | undefined): string | null {
  const rows = coveredRows(rowCount, limit);
  if (rows >= rowCount) return null;
  const n = formatCount;
  return `Stops after ${n(rows)} of ${n(rowCount)} rows — ${n(rows)} credit${rows === 1 ? '' : 's'}`;
}
