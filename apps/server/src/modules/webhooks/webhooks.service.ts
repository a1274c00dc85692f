import type {
  CreatedWebhookEndpoint,
  UpdateWebhookEndpointBody,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointBody,
  WebhookEventType,
} from '@leadsift/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { isIP } from 'node:net';
import type { Db } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, type WebhookEndpointRow } from '../../db/schema/index.ts';
import { checkWebhookUrl, FetchError, isBlockedAddress } from '../../fetcher/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { Runtime, WorkspaceScope } from '../../runtime-types.ts';
import { assertRole } from '../membership/membership.service.ts';
import { enqueueDelivery, KEPT_DELIVERIES, newMessageId, resendDelivery } from './deliveries.ts';
import { generateWebhookSecret } from './signature.ts';

/** Endpoints one workspace may have. */
const MAX_ENDPOINTS = 20;

export function toEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    consecutiveFailures: row.consecutiveFailures,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The URL rules checked when an endpoint is saved: https (http with WEBHOOKS_ALLOW_HTTP=1), no credentials, no
 * private or loopback IP literal or `localhost` unless RESEARCH_ALLOW_PRIVATE_HOSTS=1. A host name is checked
 * again on every connection (the guard's DNS lookup), so a name that later points inside is refused too.
 */
export function validateWebhookUrl(raw: string, config: Runtime['config']): string {
  const url = new URL(raw);
  try {
    checkWebhookUrl(url, { allowHttp: config.WEBHOOKS_ALLOW_HTTP });
  } catch (err) {
    throw badRequest(err instanceof FetchError ? err.message : 'Invalid webhook URL');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (
    !config.RESEARCH_ALLOW_PRIVATE_HOSTS &&
    ((isIP(host) && isBlockedAddress(host)) || host === 'localhost' || host.endsWith('.localhost'))
  )
    throw badRequest('Webhook URLs cannot point at private, loopback or reserved addresses');
  return url.href;
}

/** The workspace's endpoint (another workspace's answers 404). */
async function ownEndpoint(db: Db, workspaceId: string, id: string): Promise<WebhookEndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.workspaceId, workspaceId)));
  if (!row) throw notFound('Webhook endpoint not found');
  return row;
}

export async function listEndpoints(db: Db, workspaceId: string): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.workspaceId, workspaceId))
    .orderBy(webhookEndpoints.createdAt);
  return rows.map(toEndpoint);
}

/** Owners and admins manage a workspace's webhooks (ADR 0067); others may list them. */
const mayManage = (workspace: WorkspaceScope) => assertRole(workspace, 'admin', 'manage webhooks');

export async function createEndpoint(
  runtime: Runtime,
  workspace: WorkspaceScope,
  userId: string,
  body: WebhookEndpointBody,
): Promise<CreatedWebhookEndpoint> {
  mayManage(workspace);
  const url = validateWebhookUrl(body.url, runtime.config);
  const existing = await runtime.db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.workspaceId, workspace.id));
  if (existing.length >= MAX_ENDPOINTS) throw conflict(`A workspace can have at most ${MAX_ENDPOINTS} webhook endpoints`);
  const secret = generateWebhookSecret();
  const [row] = await runtime.db
    .insert(webhookEndpoints)
    .values({ workspaceId: workspace.id, userId, url, description: body.description ?? '', events: [...new Set(body.events)], secret })
    .returning();
  return { ...toEndpoint(row!), secret };
}

export async function updateEndpoint(
  runtime: Runtime,
  workspace: WorkspaceScope,
  id: string,
  body: UpdateWebhookEndpointBody,
): Promise<WebhookEndpoint> {
  await ownEndpoint(runtime.db, workspace.id, id);
  mayManage(workspace);
  const [row] = await runtime.db
    .update(webhookEndpoints)
    .set({
      ...(body.url !== undefined ? { url: validateWebhookUrl(body.url, runtime.config) } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.events !== undefined ? { events: [...new Set(body.events)] } : {}),
      // Enabling again starts the failure count afresh.
      ...(body.enabled !== undefined ? { enabled: body.enabled, disabledReason: null, consecutiveFailures: 0 } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.workspaceId, workspace.id)))
    .returning();
  return toEndpoint(row!);
}

/**
 * A new signing secret for the endpoint (docs/security.md), answered this once; the old one stops at once. The
 * endpoint keeps its id, settings and delivery log; deliveries sent from now on (retries and resends of older
 * events included) are signed with the new secret.
 */
export async function rotateSecret(db: Db, workspace: WorkspaceScope, id: string): Promise<CreatedWebhookEndpoint> {
  await ownEndpoint(db, workspace.id, id);
  mayManage(workspace);
  const secret = generateWebhookSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({ secret, updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.workspaceId, workspace.id)))
    .returning();
  return { ...toEndpoint(row!), secret };
}

export async function deleteEndpoint(db: Db, workspace: WorkspaceScope, id: string): Promise<void> {
  await ownEndpoint(db, workspace.id, id);
  mayManage(workspace);
  await db.delete(webhookEndpoints).where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.workspaceId, workspace.id)));
}

/** The delivery log: the newest KEPT_DELIVERIES deliveries, each with its attempts (newest first). */
export async function listDeliveries(db: Db, workspaceId: string, endpointId: string): Promise<WebhookDelivery[]> {
  await ownEndpoint(db, workspaceId, endpointId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(KEPT_DELIVERIES);
  const attempts = rows.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(desc(webhookAttempts.id))
    : [];
  return rows.map((r) => ({
    id: r.id,
    eventType: r.eventType,
    status: r.status,
    attempts: r.attempts,
    nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    log: attempts
      .filter((a) => a.deliveryId === r.id)
      .map((a) => ({
        attempt: a.attempt,
        statusCode: a.statusCode,
        error: a.error,
        latencyMs: a.latencyMs,
        response: a.response,
        createdAt: a.createdAt.toISOString(),
      })),
  }));
}

export async function resend(runtime: Runtime, workspace: WorkspaceScope, endpointId: string, deliveryId: string): Promise<void> {
  const endpoint = await ownEndpoint(runtime.db, workspace.id, endpointId);
  mayManage(workspace);
  if (!endpoint.enabled) throw conflict('This endpoint is disabled: enable it before resending');
  if (!(await resendDelivery(runtime, endpointId, deliveryId))) {
    const [row] = await runtime.db
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
    if (!row) throw notFound('Delivery not found');
    throw conflict('This delivery is still being sent');
  }
}

/** Sends a `ping` to the endpoint (the "Send test" button). */
export async function sendTest(runtime: Runtime, workspace: WorkspaceScope, endpointId: string): Promise<string> {
  const endpoint = await ownEndpoint(runtime.db, workspace.id, endpointId);
  mayManage(workspace);
  if (!endpoint.enabled) throw conflict('This endpoint is disabled: enable it before sending a test');
  const key = `ping:${newMessageId()}`;
  const id = await runtime.db.transaction((tx) =>
    enqueueDelivery(runtime, tx, endpointId, {
      type: 'ping',
      eventKey: key,
      data: { endpointId, message: 'A test event from LeadSift. Your endpoint is reachable if you see this.' },
    }),
  );
  return id!;
}
