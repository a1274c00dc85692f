import type { WebhookMessageType } from '@leadsift/shared';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { queryRows, type Tx } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, type WebhookDeliveryRow } from '../../db/schema/index.ts';
import { createGuardedPoster, FetchError, type GuardedPoster } from '../../fetcher/index.ts';
import { defineJob } from '../../jobs/queue.ts';
import type { Runtime } from '../../runtime-types.ts';
import { base62 } from '../../lib/api-key-format.ts';
import { notify } from '../notifications/notifications.service.ts';
import { judgeAttempt, nextDelaySeconds, type AttemptResult } from './retry-policy.ts';
import { signWebhook } from './signature.ts';

/** An endpoint is disabled after this many deliveries in a row failed for good. */
export const DISABLE_AFTER_FAILURES = 20;
/** Deliveries kept per endpoint for the log. */
export const KEPT_DELIVERIES = 100;
const RESPONSE_BYTES = 1024;
/** How long an attempt holds its delivery (the timeout plus a margin); a worker that died frees it after this. */
const CLAIM_SECONDS = 60;

export const newMessageId = () => `msg_${base62(randomBytes(16), 22)}`;

type Deps = Pick<Runtime, 'jobs'>;

/**
 * Writes one delivery of one message to one endpoint and enqueues its first attempt, in the caller's
 * transaction (so an event is delivered exactly when what it reports commits). `eventKey` names the event:
 * the same key for the same endpoint is one delivery, however often it is emitted.
 */
export async function enqueueDelivery(
  deps: Deps,
  tx: Tx,
  endpointId: string,
  message: { type: WebhookMessageType; eventKey: string; data: Record<string, unknown>; at?: Date },
): Promise<string | null> {
  const id = newMessageId();
  const body = JSON.stringify({ type: message.type, timestamp: (message.at ?? new Date()).toISOString(), data: message.data });
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({ id, endpointId, eventType: message.type, eventKey: message.eventKey, body, nextAttemptAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  if (!row) return null;
  await deps.jobs.sendInTx(tx, webhookDeliverJob, { deliveryId: id, attempt: 0, manual: false });
  return id;
}

type Claimed = WebhookDeliveryRow & { url: string; secret: string; enabled: boolean; userId: string | null; workspaceId: string };

const posters = new WeakMap<object, GuardedPoster>();
function posterFor(runtime: Pick<Runtime, 'config'>): GuardedPoster {
  let poster = posters.get(runtime.config);
  if (!poster) {
    poster = createGuardedPoster({
      allowPrivateHosts: runtime.config.RESEARCH_ALLOW_PRIVATE_HOSTS,
      allowHttp: runtime.config.WEBHOOKS_ALLOW_HTTP,
    });
    posters.set(runtime.config, poster);
  }
  return poster;
}

/**
 * One attempt of a delivery (the `webhook.deliver` job). The claim lets exactly one worker send attempt n
 * of a delivery that is still pending, so a delivery that succeeded is never sent again by a retry.
 */
export async function attemptDelivery(runtime: Runtime, deliveryId: string, attempt: number, manual: boolean): Promise<void> {
  const [claimed] = await queryRows<Claimed>(
    runtime.db,
    sql`
    UPDATE webhook_deliveries d SET status = 'sending', claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
    FROM webhook_endpoints e
    WHERE d.id = ${deliveryId} AND e.id = d.endpoint_id AND d.attempts = ${attempt}
      AND (d.status = 'pending' OR (d.status = 'sending' AND d.claimed_until < now()))
    RETURNING d.id, d.endpoint_id AS "endpointId", d.event_type AS "eventType", d.body, d.attempts,
      e.url, e.secret, e.enabled, e.user_id AS "userId", e.workspace_id AS "workspaceId"`,
  );
  if (!claimed) {
    const [row] = await runtime.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
    // Another worker holds it right now (this job is a redelivery): let pg-boss try again after its claim.
    if (row?.status === 'sending' && row.attempts === attempt) throw new Error(`webhook delivery ${deliveryId} is being sent`);
    return;
  }
  if (!claimed.enabled) {
    await finish(runtime, claimed, attempt, { kind: 'error', code: 'disabled', message: 'The endpoint is disabled' }, 0, '', true);
    return;
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const started = performance.now();
  let result: AttemptResult;
  let response = '';
  let latencyMs: number;
  try {
    const answer = await posterFor(runtime).post(claimed.url, {
      headers: {
        'content-type': 'application/json',
        'user-agent': 'LeadSift-Webhooks/1.0',
        'webhook-id': claimed.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(claimed.secret, claimed.id, timestamp, claimed.body),
      },
      body: claimed.body,
      timeoutMs: runtime.webhookTiming.timeoutMs,
      maxBytes: RESPONSE_BYTES,
    });
    result = { kind: 'response', status: answer.status, retryAfter: answer.headers.get('retry-after') };
    response = answer.body;
    latencyMs = answer.latencyMs;
  } catch (err) {
    const code = err instanceof FetchError ? err.code : 'network';
    // Where the endpoint's name resolved goes to the server log, not to the user's delivery log.
    if (err instanceof FetchError && err.blockedAddress) {
      runtime.log.warn(
        { deliveryId: claimed.id, host: new URL(claimed.url).hostname, address: err.blockedAddress },
        'webhook to a private address refused',
      );
    }
    result = { kind: 'error', code, message: err instanceof Error ? err.message : String(err) };
    latencyMs = Math.round(performance.now() - started);
  }
  await finish(runtime, claimed, attempt, result, latencyMs, response, manual);
}

/** Records the attempt and decides: done, another attempt later (a new job, with its delay), or failed for good. */
async function finish(
  runtime: Runtime,
  delivery: Claimed,
  attempt: number,
  result: AttemptResult,
  latencyMs: number,
  response: string,
  noRetry: boolean,
): Promise<void> {
  const verdict = judgeAttempt(result);
  const made = attempt + 1;
  const delay = verdict === 'retry' && !noRetry ? nextDelaySeconds(made, result, runtime.webhookTiming.retryDelaysSeconds) : null;
  const disabled = await runtime.db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      attempt: made,
      statusCode: result.kind === 'response' ? result.status : null,
      error: result.kind === 'error' ? result.message.slice(0, 500) : null,
      latencyMs,
      response: response.slice(0, RESPONSE_BYTES),
    });
    const now = new Date();
    if (verdict === 'succeeded') {
      await tx
        .update(webhookDeliveries)
        .set({ status: 'succeeded', attempts: made, claimedUntil: null, nextAttemptAt: null, finishedAt: now })
        .where(eq(webhookDeliveries.id, delivery.id));
      await tx.update(webhookEndpoints).set({ consecutiveFailures: 0 }).where(eq(webhookEndpoints.id, delivery.endpointId));
      return false;
    }
    if (delay !== null) {
      await tx
        .update(webhookDeliveries)
        .set({ status: 'pending', attempts: made, claimedUntil: null, nextAttemptAt: new Date(now.getTime() + delay * 1000) })
        .where(eq(webhookDeliveries.id, delivery.id));
      await runtime.jobs.sendInTx(tx, webhookDeliverJob, { deliveryId: delivery.id, attempt: made, manual: false }, { startAfter: delay });
      return false;
    }
    await tx
      .update(webhookDeliveries)
      .set({ status: 'failed', attempts: made, claimedUntil: null, nextAttemptAt: null, finishedAt: now })
      .where(eq(webhookDeliveries.id, delivery.id));
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
      .where(eq(webhookEndpoints.id, delivery.endpointId))
      .returning({ failures: webhookEndpoints.consecutiveFailures, enabled: webhookEndpoints.enabled });
    if (endpoint && endpoint.enabled && endpoint.failures >= DISABLE_AFTER_FAILURES) {
      const reason = `Disabled after ${endpoint.failures} failed deliveries in a row`;
      const [off] = await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: reason, updatedAt: now })
        .where(eq(webhookEndpoints.id, delivery.endpointId))
        .returning({ url: webhookEndpoints.url });
      await notifyEndpointDisabled(runtime, tx, delivery, off?.url ?? '', reason);
      return true;
    }
    return false;
  });
  if (disabled)
    runtime.log.warn({ endpointId: delivery.endpointId, userId: delivery.userId }, 'webhook endpoint disabled after repeated failures');
  await pruneDeliveries(runtime, delivery.endpointId);
}

/** Keeps the newest KEPT_DELIVERIES finished deliveries of an endpoint (pending ones are never dropped). */
async function pruneDeliveries(runtime: Runtime, endpointId: string): Promise<void> {
  await runtime.db.execute(sql`
    DELETE FROM webhook_deliveries WHERE endpoint_id = ${endpointId} AND status IN ('succeeded', 'failed') AND id NOT IN (
      SELECT id FROM webhook_deliveries WHERE endpoint_id = ${endpointId} ORDER BY created_at DESC LIMIT ${KEPT_DELIVERIES})`);
}

/** Sends a finished delivery again, once, with the same `webhook-id` (the receiver can tell it is the same event). */
export async function resendDelivery(runtime: Runtime, endpointId: string, deliveryId: string): Promise<boolean> {
  return runtime.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: new Date(), finishedAt: null })
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookDeliveries.endpointId, endpointId),
          sql`${webhookDeliveries.status} IN ('succeeded', 'failed')`,
        ),
      )
      .returning({ attempts: webhookDeliveries.attempts });
    if (!row) return false;
    await runtime.jobs.sendInTx(tx, webhookDeliverJob, { deliveryId, attempt: row.attempts, manual: true });
    return true;
  });
}

// The job lives beside the attempt it runs: an attempt queues the next one (no import circle).
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

/**
 * Tells the member who made the endpoint (bell and, per their settings, email) in the transaction that disabled
 * it; nobody when their account is gone.
 */
async function notifyEndpointDisabled(
  runtime: Runtime,
  tx: Tx,
  endpoint: { userId: string | null; workspaceId: string },
  url: string,
  reason: string,
): Promise<void> {
  const { userId, workspaceId } = endpoint;
  if (!userId) return;
  const title = 'A webhook endpoint was disabled';
  const body = `${reason}: ${url}. Fix the receiver, then enable the endpoint again on your account page.`;
  const email = { subject: title, heading: title, paragraphs: [body] };
  await notify(runtime, tx, { userId, workspaceId, kind: 'webhook_disabled', title, body, link: '/account', email }, tx);
}
