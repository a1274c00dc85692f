import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.ts';
import { invalidOriginCode, signInRateLimit, untrustedOriginMessage, type Auth } from '../identity/better-auth.ts';
import { hitAccountLimit } from '../modules/auth/account-limit.ts';
import { withNativeLoopbackDefault } from '../identity/oauth-provider.ts';
import { revokeSessionBody, withoutSessionTokens } from '../identity/session-list.ts';
import { assertSafeCallbackPaths } from '../identity/callback-paths.ts';
import { documentedOAuthEndpoints, isHttpAuthEndpoint } from '../identity/http-endpoints.ts';
import type { AppInstance, AuthSession, Runtime, SessionUser, WorkspaceScope } from '../runtime-types.ts';
import { overResetLimit, resetRequestAnswer } from '../modules/accounts/password-reset.service.ts';
import { revokeKeysAfterPassword, takeKeyRevocation } from '../modules/accounts/password-keys.ts';
import { auditOAuthAnswer } from '../modules/oauth/oauth-audit.ts';
import { checkRegistration } from '../modules/oauth/registration.ts';
import { isDisabledSession, presentedSessionTokens } from '../modules/admin/disabled-sessions.ts';
import { authenticateApiKey } from '../modules/api-keys/api-keys.service.ts';
import { findMembership, resolveWorkspace } from '../modules/membership/membership.service.ts';
import { WORKSPACE_HEADER } from '@leadsift/shared';
import { sendWebResponse, toWebRequest } from '../guards/web-request.ts';

const sessionEndingPaths = [
  '/api/auth/reset-password',
  '/api/auth/change-password',
  '/api/auth/revoke-session',
  '/api/auth/revoke-other-sessions',
  '/api/auth/revoke-sessions',
];
const endsOtherSessions = (url: string) => sessionEndingPaths.some((p) => url === p || url.startsWith(`${p}?`));

/** Our wording of better-auth's 'If this email exists…', the same for every address. */
function sameResetAnswer(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ status: true, message: resetRequestAnswer }), { status: response.status, headers });
}

/**
 * better-auth answers errors as `{ message, code }`; docs/product.md#api clients read `error`, so both are given.
 * 'Invalid origin' becomes a sentence that names the address and what to set.
 */
async function withErrorField(response: Response, request: FastifyRequest): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.json().catch(() => null)) as { message?: string; code?: string; error?: unknown } | null;
  let message = body?.message ?? 'Authentication failed. Please try again.';
  if (body?.code === invalidOriginCode) message = untrustedOriginMessage(callerOrigin(request));
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, message, error: message }), { status: response.status, headers });
}

/** The origin the caller's page claims (Origin, else Referer's), shown in the untrusted-origin message. */
function callerOrigin(request: FastifyRequest): string {
  const claimed = request.headers.origin ?? request.headers.referer ?? '';
  try {
    return new URL(claimed).origin;
  } catch {
    return claimed.slice(0, 200) || 'unknown';
  }
}

/** The session's chosen workspace (`X-Workspace`), or null when the header is absent or blank. */
function workspaceHeaderOf(request: FastifyRequest): string | null {
  const raw = request.headers[WORKSPACE_HEADER.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value.slice(0, 200) : null;
}

export function registerAuth(app: AppInstance, runtime: Runtime): void {
  const auth: Auth = runtime.auth;
  const baseUrl = runtime.config.BASE_URL;

  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorateRequest('workspace', null as unknown as WorkspaceScope);
  registerApiKeyAuth(app, runtime);
  const sessions = runtime.sessionCache;
  const credentialsOf = (request: FastifyRequest) => `${request.headers.authorization ?? ''}|${request.headers.cookie ?? ''}`;

  app.decorateRequest('getSession', function (this: FastifyRequest & { _session?: Promise<AuthSession | null> }) {
    const credentials = credentialsOf(this);
    const cached = credentials === '|' ? undefined : sessions.get(credentials);
    this._session ??= cached
      ? Promise.resolve(cached)
      : auth.api
          .getSession({ headers: toWebRequest(this, baseUrl).headers })
          .then((s) => {
            const session = s ? (s as unknown as AuthSession) : null;
            if (session && new Date(session.session.expiresAt).getTime() > Date.now()) sessions.set(credentials, session);
            return session;
          })
          .catch(() => null);
    return this._session;
  });

  app.decorateRequest('endedByDisabling', function (this: FastifyRequest) {
    return isDisabledSession(runtime.db, presentedSessionTokens(this.headers)).catch(() => false);
  });

  // The request's workspace (ADR 0067), read on every request: membership is one primary-key lookup, so removing a
  // member takes effect on their next request, whatever they sign in with.
  app.decorateRequest('resolveWorkspace', async function (this: FastifyRequest, userId: string, fixed: string | null, lenient: boolean) {
    if (fixed !== null) return findMembership(runtime.db, fixed, userId);
    const named = workspaceHeaderOf(this);
    const scope = await resolveWorkspace(runtime.db, userId, named);
    return scope ?? (lenient && named ? resolveWorkspace(runtime.db, userId, null) : null);
  });

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    // Only the endpoints the app uses are answered; the rest (the admin plugin's among them) never reach
    // better-auth (ADR 0031). The path is judged exactly as better-auth will see it.
    const pathname = new URL(request.url, baseUrl).pathname;
    if (!isHttpAuthEndpoint(request.method, pathname)) {
      return reply.status(404).send({ error: `Not found: ${request.method} ${pathname}` });
    }
    if (request.method === 'POST' && pathname === '/api/auth/sign-in/email') {
      const email = String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();
      if (email && (await hitAccountLimit(runtime.db, email, signInRateLimit(runtime.config)))) {
        throw new HttpError(429, 'Too many sign-in attempts for this account. Please wait a minute and try again.');
      }
    }
    if (request.method === 'POST' && pathname === '/api/auth/request-password-reset') {
      // Over the per-address limit the answer is the same as always (nothing tells whether the address
      // has an account), and nothing is sent.
      const email = String((request.body as { email?: unknown } | undefined)?.email ?? '');
      if (email && (await overResetLimit(runtime.db, email))) return reply.send({ status: true, message: resetRequestAnswer });
    }
    if (request.method === 'POST' && pathname === '/api/auth/change-password' && request.body && typeof request.body === 'object') {
      // Changing the password always ends the other sessions (the caller's own goes on with a new token).
      (request.body as Record<string, unknown>).revokeOtherSessions = true;
    }
    if (request.method === 'POST' && pathname.startsWith('/api/auth/sign-in/')) assertSafeCallbackPaths(request.body);
    if (request.method === 'POST' && pathname === '/api/auth/oauth2/register') {
      // Field caps, the redirect-host allow-list and the daily counts (docs/security.md) before the plugin stores anything.
      const refused = await checkRegistration(runtime.db, runtime.config, request.body, request.ip);
      if (refused) return reply.status(refused.status).send({ error: refused.error, error_description: refused.error_description });
      request.body = withNativeLoopbackDefault(request.body);
    }
    const caller = pathname === '/api/auth/list-sessions' || pathname === '/api/auth/revoke-session' ? await request.getSession() : null;
    if (request.method === 'POST' && pathname === '/api/auth/revoke-session' && caller) {
      request.body = await revokeSessionBody(runtime.db, caller.user.id, request.body);
    }
    if (pathname === '/api/auth/sign-out' || pathname.startsWith('/api/auth/revoke')) sessions.forget(credentialsOf(request));
    // "Also revoke my API keys" on a password reset or change (docs/security.md): read before better-auth sees the body.
    const keyRevocation = await takeKeyRevocation(runtime, request, pathname);
    const response = await auth.handler(toWebRequest(request, baseUrl));
    if (response.ok && keyRevocation) await revokeKeysAfterPassword(runtime, keyRevocation, request.ip || null);
    await auditOAuthAnswer(runtime, request, pathname, response);
    // Sessions of other devices just ended: none may live on in this node's cache.
    if (response.ok && request.method === 'POST' && endsOtherSessions(request.url)) sessions.clear();
    let answer = request.url.startsWith('/api/auth/request-password-reset') && response.ok ? sameResetAnswer(response) : response;
    if (pathname === '/api/auth/list-sessions') answer = await withoutSessionTokens(answer, caller?.session.token);
    // OAuth answers keep their RFC 6749 shape (`error` is a code such as invalid_grant that clients act on).
    if (pathname.startsWith('/api/auth/oauth2/')) return sendWebResponse(reply, answer);
    return sendWebResponse(reply, await withErrorField(answer, request));
  };

  // better-auth applies its own per-IP limits (database-backed, shared by every node).
  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', schema: { hide: true }, config: { rateLimit: false }, handler: forward });
  // The OAuth endpoints, listed in /api/docs; the token and revocation endpoints take form bodies (RFC 6749),
  // passed on to better-auth as they came.
  app.register(async (oauth) => {
    oauth.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    for (const route of documentedOAuthEndpoints) {
      oauth.route({
        method: route.method,
        url: `/api/auth${route.path}`,
        schema: { tags: ['oauth'], summary: route.summary },
        config: { rateLimit: false },
        handler: forward,
      });
    }
  });
}

/** What `requireApiKeyCaller` (guards/api-key-guard.ts) reads: the key lookup and the rate limit. */
function registerApiKeyAuth(app: AppInstance, runtime: Runtime): void {
  app.decorateRequest('apiKey', null);
  app.decorateRequest('authenticateApiKey', function (key: string) {
    return authenticateApiKey(runtime.db, key);
  });
  app.decorateRequest('apiKeyRateLimit', { getter: () => runtime.config.API_KEY_RATE_LIMIT });
}
