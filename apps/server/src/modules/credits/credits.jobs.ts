import { defineJob } from '../../jobs/queue.ts';
import { creditsResetPayload } from './credits.schemas.ts';
import { resetDueAccounts } from './credits.service.ts';
import type { Runtime } from '../../runtime-types.ts';

/** Daily at 00:15 UTC. Reads apply a due reset lazily anyway; this keeps admin lists and idle accounts current. */
export const CREDITS_RESET_CRON = '15 0 * * *';

/** Resets every account whose monthly reset date has come (idempotent: a second run finds nothing due). */
export const creditsResetJob = defineJob({
  name: 'credits.reset',
  payload: creditsResetPayload,
  handler: async (_data, runtime: Runtime) => {
    const reset = await resetDueAccounts(runtime.db);
    if (reset > 0) runtime.log.info({ reset }, 'monthly credit resets applied');
  },
});

/**
 * Stores the daily schedule (an upsert, so every process may call it at start-up); pg-boss sends
 * each occurrence once however many processes run, and once for occurrences missed while down.
 */
export async function scheduleCreditJobs(runtime: Pick<Runtime, 'boss'>): Promise<void> {
  await runtime.boss.schedule(creditsResetJob.name, CREDITS_RESET_CRON, {}, { tz: 'UTC', missed: 'once' });
}
