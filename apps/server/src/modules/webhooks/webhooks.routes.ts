import {
  createdWebhookEndpoint,
  updateWebhookEndpointBody,
  webhookDeliveryList,
  webhookEndpoint,
  webhookEndpointBody,
  webhookEndpointList,
} from '@leadsift/shared';
import { z } from 'zod';
import type { AppInstance } from '../../runtime-types.ts';
import { requireUser } from '../../guards/route-guards.ts';
import type { Runtime } from '../../runtime-types.ts';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  resend,
  rotateSecret,
  sendTest,
  updateEndpoint,
} from './webhooks.service.ts';

const idParams = z.object({ id: z.uuid('Webhook endpoint not found') });
const deliveryParams = idParams.extend({ deliveryId: z.string().min(1).max(100) });

/** The caller's webhook endpoints and their delivery log. Sessions only: an API key cannot change where events go. */
export async function webhooksRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const { db } = runtime;
  const own = { preHandler: requireUser, config: { apiKey: false as const } };
  const tags = ['webhooks'];

  app.get(
    '/api/account/webhooks',
    { ...own, schema: { tags, summary: 'Your webhook endpoints (never their secrets)', response: { 200: webhookEndpointList } } },
    async (request) => ({ endpoints: await listEndpoints(db, request.workspace.id) }),
  );

  app.post(
    '/api/account/webhooks',
    {
      ...own,
      schema: {
        tags,
        summary: 'Add an endpoint; the answer holds its signing secret, shown this once',
        body: webhookEndpointBody,
        response: { 201: createdWebhookEndpoint },
      },
    },
    async (request, reply) => reply.status(201).send(await createEndpoint(runtime, request.workspace, request.user.id, request.body)),
  );

  app.put(
    '/api/account/webhooks/:id',
    {
      ...own,
      schema: {
        tags,
        summary: 'Change an endpoint, or enable it again',
        params: idParams,
        body: updateWebhookEndpointBody,
        response: { 200: webhookEndpoint },
      },
    },
    async (request) => updateEndpoint(runtime, request.workspace, request.params.id, request.body),
  );

  app.post(
    '/api/account/webhooks/:id/rotate-secret',
    {
      ...own,
      schema: {
        tags,
        summary: 'A new signing secret, shown this once; the old one stops at once, the delivery log stays',
        params: idParams,
        response: { 200: createdWebhookEndpoint },
      },
    },
    async (request) => {
      const rotated = await rotateSecret(db, request.workspace, request.params.id);
      request.log.info({ userId: request.user.id, endpointId: rotated.id }, 'webhook secret rotated');
      return rotated;
    },
  );

  app.delete(
    '/api/account/webhooks/:id',
    { ...own, schema: { tags, summary: 'Remove an endpoint and its log', params: idParams } },
    async (request, reply) => {
      await deleteEndpoint(db, request.workspace, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/account/webhooks/:id/deliveries',
    {
      ...own,
      schema: { tags, summary: 'The last 100 deliveries with their attempts', params: idParams, response: { 200: webhookDeliveryList } },
    },
    async (request) => ({ deliveries: await listDeliveries(db, request.workspace.id, request.params.id) }),
  );

  app.post(
    '/api/account/webhooks/:id/deliveries/:deliveryId/resend',
    { ...own, schema: { tags, summary: 'Send a finished delivery again (same webhook-id)', params: deliveryParams } },
    async (request, reply) => {
      await resend(runtime, request.workspace, request.params.id, request.params.deliveryId);
      return reply.status(202).send({ queued: true });
    },
  );

  app.post(
    '/api/account/webhooks/:id/test',
    { ...own, schema: { tags, summary: 'Send a ping event to the endpoint', params: idParams } },
    async (request, reply) => reply.status(202).send({ deliveryId: await sendTest(runtime, request.workspace, request.params.id) }),
  );
}
