import { automationTriggers } from '@leadsift/shared';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';
import type { JobRef } from '../../jobs/queue.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { Runtime } from '../../runtime-types.ts';

// How an automation's runs are queued (ADR 0065). One pg-boss queue, 'automations.run', policy 'stately', every job
// keyed by the automation's id: at most one run waits and one works per automation, on every node together. So
// pushed rows are debounced by sending a run that starts after the window (a push while it waits adds nothing),
// "Run now" moves a waiting run to now, and the cron schedule (pg-boss's scheduler: one job per period however
// many processes) sends its job under the same key.

export const runPayload = z.object({ automationId: z.uuid(), trigger: z.enum(automationTriggers) });
export type RunPayload = z.infer<typeof runPayload>;

/** The run job as senders name it; its handler is automations.jobs.ts (which imports the run, which imports this). */
export const runJobRef: JobRef<RunPayload> = { name: 'automations.run', payload: runPayload };

/**
 * Queues a run to start after `delaySeconds` (0: now) in the caller's transaction. When one is already waiting,
 * nothing is added; `hurry` then moves the waiting one to now (Run now, a full batch of pushed rows).
 * Returns when the waiting run starts.
 */
export async function queueRun(
  runtime: Pick<Runtime, 'jobs'>,
  tx: Tx,
  payload: RunPayload,
  options: { delaySeconds: number; hurry: boolean },
): Promise<Date> {
  const startAfter = new Date(Date.now() + options.delaySeconds * 1000);
  const sent = await runtime.jobs.sendInTx(tx, runJobRef, payload, {
    singletonKey: payload.automationId,
    ...(options.delaySeconds > 0 ? { startAfter } : {}),
  });
  if (sent) return startAfter;
  if (options.hurry) await runtime.jobs.rescheduleInTx(tx, runJobRef, payload.automationId, new Date(), payload);
  return (await waitingRuns(tx, payload.automationId))[0] ?? new Date();
}

/** When the automation's waiting runs start (at most one: the queue is 'stately'). */
export async function waitingRuns(db: DbOrTx, automationId: string): Promise<Date[]> {
  const rows = await queryRows<{ startAfter: string | Date }>(
    db,
    sql`SELECT start_after AS "startAfter" FROM pgboss.job
        WHERE name = ${runJobRef.name} AND singleton_key = ${automationId} AND state = 'created' ORDER BY start_after`,
  );
  return rows.map((r) => new Date(r.startAfter));
}

/** Stores (or replaces) the automation's cron schedule; an expression the scheduler cannot read is a 400. */
export async function scheduleRuns(runtime: Pick<Runtime, 'boss'>, automationId: string, cron: string): Promise<void> {
  const payload: RunPayload = { automationId, trigger: 'schedule' };
  try {
    await runtime.boss.schedule(runJobRef.name, cron, payload, { key: automationId, tz: 'UTC', singletonKey: automationId });
  } catch (err) {
    throw badRequest(`The schedule "${cron}" is not a cron expression the scheduler can read: ${(err as Error).message}`);
  }
}

export async function unscheduleRuns(runtime: Pick<Runtime, 'boss'>, automationId: string): Promise<void> {
  await runtime.boss.unschedule(runJobRef.name, automationId);
}

/** The cron expression pg-boss holds for the automation, or null (tests check that a pause removes it). */
export async function storedSchedule(runtime: Pick<Runtime, 'boss'>, automationId: string): Promise<string | null> {
  return (await runtime.boss.getSchedule(runJobRef.name, automationId))?.cron ?? null;
}
