import { z } from 'zod';
import { defineJob } from '../../jobs/queue.ts';
import type { Runtime } from '../../runtime.ts';
import { attemptDelivery } from './deliveries.ts';

export const webhookDeliverPayload = z.object({
  deliveryId: z.string(),
  /** Attempts made before this one; a job whose delivery has moved on finds nothing to do. */
  attempt: z.number().int().min(0),
  /** A Resend: one attempt, no automatic retries. */
  manual: z.boolean(),
});

/**
 * One attempt of one webhook delivery. The retries of the delivery itself (with their own delays and
 * Retry-After) are new jobs sent by the attempt; pg-boss's own retries only cover a worker that died or a
 * database error.
 */
export const webhookDeliverJob = defineJob({
  name: 'webhook.deliver',
  payload: webhookDeliverPayload,
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
  concurrency: 4,
  handler: async ({ deliveryId, attempt, manual }, runtime: Runtime) => {
    await attemptDelivery(runtime, deliveryId, attempt, manual);
  },
});
