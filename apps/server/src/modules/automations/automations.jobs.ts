import { defineJob } from '../../jobs/queue.ts';
import type { Runtime } from '../../runtime-types.ts';
import { runAutomation } from './run.service.ts';
import { runJobRef, runPayload } from './run-queue.ts';

/**
 * One run of one automation (ADR 0065), sent by a push (debounced), its cron schedule or "Run now" — all keyed by
 * the automation's id on a 'stately' queue, so one waits and one works per automation. A failed run is recorded
 * as the run's (never retried here: the next trigger tries again); an hour covers a large file's read and ingest.
 */
export const automationRunJob = defineJob({
  name: runJobRef.name,
  payload: runPayload,
  policy: 'stately',
  retryLimit: 0,
  expireInSeconds: 60 * 60,
  concurrency: 2,
  handler: async (data, runtime: Runtime) => {
    await runAutomation(runtime, data.automationId, data.trigger);
  },
});
