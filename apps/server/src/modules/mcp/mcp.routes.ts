import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance, Runtime } from '../../runtime-types.ts';
import { keyRateLimitError } from '../../guards/api-key-guard.ts';
import { apiKeyFromHeaders } from '../../lib/api-key-format.ts';
import { authenticateApiKey } from '../api-keys/api-keys.service.ts';
import { findMembership } from '../membership/membership.service.ts';
import { authBasePath } from '../../identity/http-endpoints.ts';
import { mcpResourceOf, oauthScopes } from '../../identity/oauth-provider.ts';
import { authenticateOAuthToken, isOAuthAccessToken, tokenRateLimited } from '../oauth/oauth.service.ts';
import { ownOrigin } from '../../guards/web-request.ts';
import { createMcpServer } from './mcp-server.ts';
import type { McpCaller } from './mcp-tool.ts';

/** A tool argument may carry a whole list (upload_list): larger than the API's 2 MB JSON bodies. */
export const MCP_BODY_LIMIT = 15 * 1024 * 1024;

export const mcpPath = '/mcp';
export const protectedResourcePath = '/.well-known/oauth-protected-resource';

const missingCredentials =
  'Sign in: send a personal API key (Authorization: Bearer lsk_…, account page → API keys), or connect with OAuth.';
const invalidKey = 'This API key is not valid: it was revoked, it expired, or it never existed.';
const invalidToken = 'This access token is not valid: it expired, the app was disconnected, or it was not issued for /mcp.';

/**
 * RFC 9728: what a client that got a 401 learns about /mcp: the resource its tokens must be bound to, and
 * LeadSift's own authorization server (issuer `BASE_URL/api/auth`, ADR 0043).
 */
export function protectedResourceMetadata(baseUrl: string) {
  return {
    resource: mcpResourceOf(baseUrl),
    authorization_servers: [new URL(authBasePath, baseUrl).toString()],
    bearer_methods_supported: ['header'],
    // What an MCP client asks for when it knows no better (SEP-835): both levels, the consent page lets the user
    // choose, and offline_access so the client can renew its hour-long token without the browser.
    scopes_supported: [...oauthScopes],
    resource_name: 'LeadSift',
    resource_documentation: new URL('/api/docs', baseUrl).toString(),
  };
}

function refuse(reply: FastifyReply, baseUrl: string, status: 401 | 403 | 429, message: string, retryAfter?: number) {
  const invalid = message === invalidKey || message === invalidToken;
  const metadata = new URL(protectedResourcePath, baseUrl).toString();
  // RFC 6750 §3: no error code when no credential came; invalid_token for one that is not (or no longer) valid.
  if (status === 401) reply.header('WWW-Authenticate', `Bearer resource_metadata="${metadata}"${invalid ? ', error="invalid_token"' : ''}`);
  if (retryAfter !== undefined) reply.header('Retry-After', String(retryAfter));
  return reply.status(status).send({ jsonrpc: '2.0', error: { code: -32001, message }, id: null });
}

/**
 * The caller of an MCP request: the maker of an API key, with the key's scope and rate limit, in the key's workspace,
 * or the user an OAuth access token was issued to, with the scope they consented to, in the workspace the grant was
 * made in (ADR 0067). Membership is read on every request: a member who left, or was removed, is refused as an
 * invalid credential. Cookies are never read here (a page of another site could otherwise drive /mcp as its visitor).
 */
async function callerOf(
  runtime: Runtime,
  request: FastifyRequest,
): Promise<McpCaller | { status: 401 | 429; message: string; retryAfter?: number }> {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer && isOAuthAccessToken(bearer)) {
    const counted = await authenticateOAuthToken(runtime.db, bearer, mcpResourceOf(runtime.config.BASE_URL));
    if (!counted) return { status: 401, message: invalidToken };
    const limited = tokenRateLimited(counted, runtime.config.API_KEY_RATE_LIMIT);
    if (limited) return { status: 429, message: limited.message, retryAfter: limited.seconds };
    const workspace = await findMembership(runtime.db, counted.workspaceId, counted.caller.userId);
    return workspace ? { ...counted.caller, workspace } : { status: 401, message: invalidToken };
  }
  const key = apiKeyFromHeaders(request.headers);
  if (key === null) return { status: 401, message: missingCredentials };
  const caller = await authenticateApiKey(runtime.db, key);
  if (!caller) return { status: 401, message: invalidKey };
  const limited = keyRateLimitError(caller, runtime.config.API_KEY_RATE_LIMIT);
  if (limited) return { status: 429, message: limited.message, retryAfter: limited.retryAfterSeconds ?? 1 };
  const workspace = await findMembership(runtime.db, caller.workspaceId, caller.user.id);
  if (!workspace) return { status: 401, message: invalidKey };
  return { userId: caller.user.id, email: caller.user.email, name: caller.user.name, scope: caller.scope, workspace };
}

/**
 * The MCP transport spec asks servers to check `Origin` (DNS rebinding): a browser page may only call /mcp from
 * an origin this server trusts (BASE_URL's, TRUSTED_ORIGINS, or — BASE_URL unset — the request's own). MCP
 * clients outside a browser send no Origin and pass.
 */
export function foreignOrigin(runtime: Pick<Runtime, 'config'>, request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin === undefined) return null;
  const { config } = runtime;
  const allowed = new Set([new URL(config.BASE_URL).origin, ...config.trustedOrigins]);
  if (!config.baseUrlSet) {
    const own = ownOrigin(request);
    if (own) allowed.add(own);
  }
  return allowed.has(origin) ? null : origin;
}

/**
 * `/mcp`: the Model Context Protocol over Streamable HTTP, stateless (ADR 0040). Each POST gets a protocol
 * server and transport of its own, made for its caller and closed with the request, so any web node answers
 * any request and nothing lives between them. GET (a standing event stream) and DELETE (ending a session)
 * have no meaning without sessions: 405.
 */
export async function mcpRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const baseUrl = runtime.config.BASE_URL;

  app.get(protectedResourcePath, { schema: { tags: ['mcp'], summary: 'OAuth protected resource metadata of /mcp (RFC 9728)' } }, async () =>
    protectedResourceMetadata(baseUrl),
  );
  app.get(`${protectedResourcePath}${mcpPath}`, { schema: { hide: true } }, async () => protectedResourceMetadata(baseUrl));

  // The caller of each request, found in preParsing: after the per-address limit (an onRequest hook), before
  // Fastify reads a byte of the body (docs/security.md).
  const callers = new WeakMap<FastifyRequest, McpCaller>();

  app.post(
    mcpPath,
    {
      bodyLimit: MCP_BODY_LIMIT,
      // The per-address limit (RATE_LIMIT_MAX) applies as everywhere, before the credential is looked up; each
      // key and token also has its own per-minute limit (API_KEY_RATE_LIMIT), counted in the database.
      preParsing: async (request, reply, payload) => {
        const foreign = foreignOrigin(runtime, request);
        // Nothing of the body is read on a refusal: the connection closes instead of draining up to 15 MB.
        if (foreign)
          return refuse(reply.header('connection', 'close'), baseUrl, 403, `Requests from ${foreign.slice(0, 200)} are not allowed.`);
        const caller = await callerOf(runtime, request);
        if ('status' in caller)
          return refuse(reply.header('connection', 'close'), baseUrl, caller.status, caller.message, caller.retryAfter);
        callers.set(request, caller);
        return payload;
      },
      schema: {
        tags: ['mcp'],
        summary: 'Model Context Protocol endpoint (Streamable HTTP, JSON-RPC); see docs/automation.md, "Use LeadSift from an AI assistant"',
      },
    },
    async (request, reply) => {
      const caller = callers.get(request);
      if (!caller) throw new Error('MCP caller missing after preParsing');
      const server = createMcpServer(runtime, caller);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      try {
        await server.connect(transport);
        await transport.handleRequest(request.raw, reply.raw, request.body);
      } catch (err) {
        request.log.error({ err }, 'MCP request failed');
        if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'application/json' });
        reply.raw.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal server error' }, id: null }));
      }
      return reply;
    },
  );

  const noSessions = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(405)
      .header('Allow', 'POST')
      .send({
        jsonrpc: '2.0',
        error: { code: -32000, message: 'Method not allowed: this server is stateless; POST each request.' },
        id: null,
      });
  app.get(mcpPath, { schema: { hide: true } }, noSessions);
  app.delete(mcpPath, { schema: { hide: true } }, noSessions);
}
