import { adminApiKeyList, apiKeyList, apiKeySummary, createApiKeyBody, createdApiKey } from '@leadsift/shared';
import { z } from 'zod';
import type { AppInstance } from '../../runtime-types.ts';
import { adminOnly } from '../../guards/route-access.ts';
import { requireUser } from '../../guards/route-guards.ts';
import type { Runtime } from '../../runtime-types.ts';
import { actorOf, userIdParams } from '../audit/actor.ts';
import { createApiKey, listAllApiKeys, listApiKeys, revokeApiKey } from './api-keys.service.ts';

const idParams = z.object({ id: z.uuid('API key not found') });

/**
 * The caller's personal API keys (sessions only: a key cannot mint or revoke keys), and every user's keys for
 * administrators.
 */
export async function apiKeysRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const { db } = runtime;
  const own = { preHandler: requireUser, config: { apiKey: false as const } };
  const tags = ['api keys'];

  app.get(
    '/api/account/api-keys',
    { ...own, schema: { tags, summary: "The workspace's API keys (never the keys themselves)", response: { 200: apiKeyList } } },
    async (request) => ({ keys: await listApiKeys(db, request.workspace.id) }),
  );

  app.post(
    '/api/account/api-keys',
    {
      ...own,
      schema: {
        tags,
        summary: 'Create an API key in the workspace (owners and admins); the answer holds the key, shown this once',
        body: createApiKeyBody,
        response: { 201: createdApiKey },
      },
    },
    async (request, reply) => {
      const created = await createApiKey(db, actorOf(request), request.workspace, request.body);
      request.log.info({ userId: request.user.id, keyId: created.id, scope: created.scope }, 'API key created');
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/account/api-keys/:id',
    {
      ...own,
      schema: {
        tags,
        summary: "Revoke one of the workspace's API keys at once (owners and admins)",
        params: idParams,
        response: { 200: apiKeySummary },
      },
    },
    async (request) => revokeApiKey(db, actorOf(request), request.params.id, request.workspace),
  );

  app.get(
    '/api/admin/api-keys',
    { ...adminOnly, schema: { tags: ['admin'], summary: "Every user's API keys", response: { 200: adminApiKeyList } } },
    async () => ({ keys: await listAllApiKeys(db) }),
  );

  app.get(
    '/api/admin/users/:userId/api-keys',
    {
      ...adminOnly,
      schema: { tags: ['admin'], summary: "One user's API keys", params: userIdParams, response: { 200: adminApiKeyList } },
    },
    async (request) => ({ keys: await listAllApiKeys(db, request.params.userId) }),
  );

  app.delete(
    '/api/admin/api-keys/:id',
    {
      ...adminOnly,
      schema: { tags: ['admin'], summary: "Revoke any user's API key", params: idParams, response: { 200: apiKeySummary } },
    },
    async (request) => revokeApiKey(db, actorOf(request), request.params.id, null),
  );
}
