import { z } from 'zod';
import { formatCount } from './format.ts';

// Re-running only what failed (ADR 0066): "Decide the undecided" of a List Cleaner job and "Retry websites not
// visited" of a research job. Both answer what they ask for and what it costs; `?dryRun=true` answers the same
// without doing it, so a confirmation can show the cost first.

/** `?dryRun=true` (or 1): say what would be done and charged, do nothing. */
export const rerunQuery = z.object({ dryRun: z.enum(['true', 'false', '1', '0']).optional() });
export const isDryRun = (query: { dryRun?: string | undefined }) => query.dryRun === 'true' || query.dryRun === '1';

/** POST /api/filter/jobs/:id/redecide. */
export const redecideAnswer = z.object({
  success: z.literal(true),
  dryRun: z.boolean(),
  /** The model is asked now (false: a dry run, or nothing to ask). */
  started: z.boolean(),
  /** Distinct values asked again: undecided, needing review or never decided — not overridden. */
  values: z.number().int().min(0),
  /** The same per selected column. */
  byColumn: z.record(z.string(), z.number().int().min(0)),
  /** Rows of the list (those the job covers) that hold at least one of them. */
  rows: z.number().int().min(0),
  /** Charged (or, on a dry run, to be charged): 1 credit for each of those rows. */
  credits: z.number().int().min(0),
  /** The job's status after the call. */
  status: z.string(),
  message: z.string(),
});
export type RedecideAnswer = z.infer<typeof redecideAnswer>;

/** POST /api/research/jobs/:id/retry. */
export const retryWebsitesAnswer = z.object({
  success: z.literal(true),
  dryRun: z.boolean(),
  started: z.boolean(),
  /** Websites not visited (could not be reached or researched) that are tried again. */
  websites: z.number().int().min(0),
  creditsPerWebsite: z.number().int().min(1),
  /** At most this many credits: each website is charged as its visit starts, and refunded if it still cannot be visited. */
  credits: z.number().int().min(0),
  status: z.string(),
  message: z.string(),
});
export type RetryWebsitesAnswer = z.infer<typeof retryWebsitesAnswer>;

const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

export const REDECIDE_NOTHING = 'Nothing to decide again: every value is decided (by rules, the model or you). Nothing was charged.';
export const REDECIDE_NO_MODEL =
  'No AI model is configured: the offline keyword matcher would give the same answers again. ' +
  'An administrator can configure a model (AI_PROVIDER), then the undecided values can be decided.';
export const RETRY_NOTHING = 'Nothing to retry: every website was visited. Nothing was charged.';

/** 'Asks the model again for 12 values in 30 rows — 30 credits.' (`started`: it has begun). */
export function redecideMessage(values: number, rows: number, started: boolean): string {
  if (values === 0) return REDECIDE_NOTHING;
  const verb = started ? 'Asking' : 'Asks';
  return `${verb} the model again for ${plural(values, 'value')} in ${plural(rows, 'row')} — ${plural(rows, 'credit')}.`;
}

/** 'Retrying 3 websites not visited — at most 3 credits; a website that still cannot be visited is refunded.' */
export function retryMessage(websites: number, credits: number, started: boolean): string {
  if (websites === 0) return RETRY_NOTHING;
  const verb = started ? 'Retrying' : 'Retries';
  return `${verb} ${plural(websites, 'website')} not visited — at most ${plural(credits, 'credit')}; a website that still cannot be visited is refunded.`;
}

/** Why a job cannot be re-run now (409), or null: it is still working, or paused with work of its own left. */
export function rerunRefusal(kind: 'filter' | 'research', status: string, pausedFor: string | null): string | null {
  if (status === 'processing' || status === 'created') return 'This job is still running: wait until it finishes, then try again.';
  // A List Cleaner job stopped at its "Stop at" limit has results of the rows it covers (ADR 0044): those may be decided again.
  if (status === 'paused' && !(kind === 'filter' && pausedFor === 'limit'))
    return kind === 'filter'
      ? 'This job is paused: resume it to decide the rest of its values first.'
      : 'This job is paused: resume it to visit the websites it has not started first.';
  return null;
}
