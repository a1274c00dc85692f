import { Counter } from 'prom-client';
import type { Tx } from '../../db/client.ts';
import type { Runtime } from '../../runtime-types.ts';
import { notifyJobEvent, type JobNotice } from '../notifications/job-notices.ts';
import { emitWebhookEvent } from '../webhooks/webhook-events.ts';

// The one path of a List Cleaner or research job's state changes. Every change is written and reported in
// the same transaction: `jobStateChanged` is called right after the UPDATE that made it, and feeds
//   - webhooks: `<kind>.completed|failed|paused` — the public names (README, ADR 0036) are these event names;
//   - notifications: completed → 'job_finished', failed → 'job_failed', paused for credits → 'job_paused_credits';
//   - metrics: `leadsift_job_events_total{kind,event}` (this process's count);
//   - the audit: none — the audit log records administrators' actions, and no job change is one.
// A new state is added here once, and every consumer sees it.

export type JobKind = 'filter' | 'research';
/** Why a job paused: its owner, the month's model budget, its "Stop at" limit, or the balance ran out. */
export type PauseReason = 'user' | 'budget' | 'limit' | 'credits';
export type JobState = 'started' | 'paused' | 'resumed' | 'completed' | 'failed';
/** The internal event names: `filter.completed`, `research.paused`, … */
export type JobEventName = `${JobKind}.${JobState}`;

export type JobStateChange =
  | { kind: JobKind; jobId: string; state: Exclude<JobState, 'paused'> }
  | { kind: JobKind; jobId: string; state: 'paused'; reason: PauseReason };

export type JobEventDeps = Pick<Runtime, 'jobs' | 'config' | 'db' | 'log'>;

/** Registered on each app's /metrics registry (cost.metrics.ts); one count per process. */
export const jobEventsTotal = new Counter({
  name: 'leadsift_job_events_total',
  help: 'Job state changes made by this process, by kind and event (counted when written)',
  labelNames: ['kind', 'event'],
  registers: [],
});

const webhookStates = new Set<JobState>(['completed', 'failed', 'paused']);

function noticeOf(change: JobStateChange): JobNotice['type'] | null {
  if (change.state === 'completed') return 'finished';
  if (change.state === 'failed') return 'failed';
  // A pause the user asked for, or set up with a limit, or an administrator's budget is not news to tell.
  if (change.state === 'paused' && change.reason === 'credits') return 'paused_credits';
  return null;
}

/**
 * Reports a state change in the transaction that wrote it. Without `deps` (a test calling a service on its
 * own) nothing leaves. A notification that cannot be written is logged and dropped (its savepoint rolls
 * back), never failing the change; a webhook delivery that cannot be written fails it, as before.
 */
export async function jobStateChanged(deps: JobEventDeps | undefined, tx: Tx, change: JobStateChange): Promise<void> {
  if (!deps) return;
  const event: JobEventName = `${change.kind}.${change.state}`;
  jobEventsTotal.inc({ kind: change.kind, event: change.state });
  if (webhookStates.has(change.state)) {
    await emitWebhookEvent(deps, tx, { type: event as `${JobKind}.${'completed' | 'failed' | 'paused'}`, jobId: change.jobId });
  }
  const notice = noticeOf(change);
  if (notice) {
    try {
      await tx.transaction((savepoint) => notifyJobEvent(deps, { product: change.kind, jobId: change.jobId, type: notice }, savepoint));
    } catch (err) {
      deps.log.warn({ err, ...change }, 'job notification failed');
    }
  }
}
