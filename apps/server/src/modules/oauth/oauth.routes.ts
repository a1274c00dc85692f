import { oauthConnectionList } from '@leadsift/shared';
import { z } from 'zod';
import { authBasePath } from '../../identity/http-endpoints.ts';
import { adminOnly } from '../../guards/route-access.ts';
import { requireUser } from '../../guards/route-guards.ts';
import { actorOf, userIdParams } from '../audit/actor.ts';
import { notFound } from '../../lib/http-error.ts';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema/index.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';
import { disconnect, listConnections } from './oauth.service.ts';

export const authorizationServerMetadataPath = '/.well-known/oauth-authorization-server';

/** Endpoints the plugin describes that this server does not answer over HTTP (http-endpoints.ts). */
const unexposed = [
  'introspection_endpoint',
  'introspection_endpoint_auth_methods_supported',
  'introspection_endpoint_auth_signing_alg_values_supported',
];

const clientParams = z.object({ clientId: z.string().min(1).max(200) });
const userClientParams = userIdParams.extend({ clientId: z.string().min(1).max(200) });

/**
 * OAuth for /mcp (ADR 0043). The authorization-server metadata (RFC 8414) of the issuer
 * `BASE_URL/api/auth`, at the address RFC 8414 derives from it and at the root (where clients that ignore the
 * issuer's path look); the apps a user connected, and Disconnect. The OAuth endpoints themselves are
 * better-auth's, forwarded by plugins/auth.ts.
 */
export async function oauthRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const { db, auth } = runtime;

  const metadata = async () => {
    const document = await auth.api.getOAuthServerConfig();
    return Object.fromEntries(Object.entries(document).filter(([key]) => !unexposed.includes(key)));
  };
  const summary = 'OAuth 2.1 authorization server metadata (RFC 8414) of the issuer that signs in MCP clients';
  app.get(authorizationServerMetadataPath, { schema: { tags: ['oauth'], summary } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=60').send(await metadata()),
  );
  app.get(`${authorizationServerMetadataPath}${authBasePath}`, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=60').send(await metadata()),
  );

  // The caller's own connections (ADR 0067: about the caller, whatever their role in the current workspace).
  const own = { preHandler: requireUser, config: { apiKey: false as const, workspace: 'caller' as const } };
  const tags = ['oauth'];
  app.get(
    '/api/account/connected-apps',
    { ...own, schema: { tags, summary: 'Apps (AI assistants) you connected with OAuth', response: { 200: oauthConnectionList } } },
    async (request) => ({ connections: await listConnections(db, request.user.id) }),
  );
  app.delete(
    '/api/account/connected-apps/:clientId',
    { ...own, schema: { tags, summary: 'Disconnect an app: its tokens and your consent end at once', params: clientParams } },
    async (request, reply) => {
      await disconnect(db, actorOf(request), request.user, request.params.clientId);
      request.log.info({ userId: request.user.id, clientId: request.params.clientId }, 'OAuth app disconnected');
      return reply.status(204).send();
    },
  );

  // An administrator's view of a user's connected apps (docs/security.md): list them, revoke one (audited).
  const adminTags = ['admin'];
  const targetOf = async (userId: string) => {
    const [found] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, userId));
    if (!found) throw notFound('User not found');
    return found;
  };
  app.get(
    '/api/admin/users/:userId/connected-apps',
    {
      ...adminOnly,
      schema: { tags: adminTags, summary: "A user's connected apps (OAuth)", params: userIdParams, response: { 200: oauthConnectionList } },
    },
    async (request) => ({ connections: await listConnections(db, (await targetOf(request.params.userId)).id) }),
  );
  app.delete(
    '/api/admin/users/:userId/connected-apps/:clientId',
    {
      ...adminOnly,
      schema: { tags: adminTags, summary: "Revoke a user's connected app: its tokens and the consent end", params: userClientParams },
    },
    async (request, reply) => {
      await disconnect(db, actorOf(request), await targetOf(request.params.userId), request.params.clientId);
      return reply.status(204).send();
    },
  );
}
