import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { fixedTrustedOrigins } from '../identity/better-auth.ts';
import { forbidden } from '../lib/http-error.ts';
import { apiKeyFromHeaders } from '../lib/api-key-format.ts';
import { ownOrigin } from '../guards/web-request.ts';

type OriginConfig = Pick<Config, 'BASE_URL' | 'baseUrlSet' | 'trustedOrigins' | 'NODE_ENV'>;

/** The session cookie better-auth sets (`leadsift.session_token`, `__Secure-` prefixed over https). */
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?leadsift\.session_token=/;
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const foreignOriginMessage = 'This request comes from another site and was refused.';

/**
 * Cookie-authenticated writes from another site are refused with 403 (docs/security.md): SameSite=Lax alone let a
 * foreign page POST with the user's cookie. A request is judged only when the cookie is what authenticates it
 * (no Authorization, no API key — a page of another site cannot set those without a preflight this server
 * never grants). Foreign means `Sec-Fetch-Site: cross-site`, or an `Origin` that is neither trusted (ADR 0015)
 * nor, without BASE_URL, the request's own. Requests with neither header (non-browser clients) go on as before.
 * /api/auth/* is better-auth's, which checks the origin of cookie requests itself.
 */
export function registerOriginGuard(app: FastifyInstance, config: OriginConfig): void {
  const fixed = fixedTrustedOrigins(config);
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || request.url.startsWith('/api/auth/')) return;
    const { headers } = request;
    if (!headers.cookie || !sessionCookie.test(headers.cookie) || headers.authorization || apiKeyFromHeaders(headers) !== null) return;
    if (headers['sec-fetch-site'] === 'cross-site') throw forbidden(foreignOriginMessage);
    const origin = headers.origin;
    if (origin === undefined) return;
    if (fixed.includes(origin) || (!config.baseUrlSet && origin === ownOrigin(request))) return;
    throw forbidden(foreignOriginMessage);
  });
}
