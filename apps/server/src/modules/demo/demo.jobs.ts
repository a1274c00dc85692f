import { eq, sql } from 'drizzle-orm';
import { demoRequests } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/queue.ts';
import { demoForwardPayload } from './demo.schemas.ts';
import type { Runtime } from '../../runtime-types.ts';

/** Forwards a stored demo request to DEMO_WEBHOOK_URL; a failure is recorded and retried with backoff. */
export const demoForwardJob = defineJob({
  name: 'demo.forward',
  payload: demoForwardPayload,
  // Backoff from 1 s doubling: 14 retries span well over a day before the row is left for an operator.
  retryLimit: 14,
  retryDelaySeconds: 1,
  handler: async ({ demoRequestId }, runtime: Runtime) => {
    const url = runtime.config.DEMO_WEBHOOK_URL;
    const [row] = await runtime.db.select().from(demoRequests).where(eq(demoRequests.id, demoRequestId));
    if (!row || row.forwardedAt || !url) return;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          firstname: row.firstName,
          lastname: row.lastName,
          email: row.email,
          company: row.company,
          context: { pageUri: row.pageUri ?? runtime.config.BASE_URL, pageName: 'Demo Request' },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Demo webhook answered ${response.status}`);
      await runtime.db
        .update(demoRequests)
        .set({ forwardedAt: new Date(), forwardAttempts: sql`${demoRequests.forwardAttempts} + 1`, lastError: null })
        .where(eq(demoRequests.id, demoRequestId));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await runtime.db
        .update(demoRequests)
        .set({ forwardAttempts: sql`${demoRequests.forwardAttempts} + 1`, lastError: message.slice(0, 500) })
        .where(eq(demoRequests.id, demoRequestId));
      runtime.log.warn({ demoRequestId, error: message }, 'demo request forward failed; will retry');
      throw err;
    }
  },
});
