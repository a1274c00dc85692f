import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { fixedTrustedOrigins } from '../identity/better-auth.ts';
import { badRequest, forbidden } from '../lib/http-error.ts';
import { apiKeyFromHeaders } from '../modules/api-keys/api-key-format.ts';
import { ownOrigin } from './auth.ts';

type OriginConfig = Pick<Config, 'BASE_URL' | 'baseUrlSet' | 'trustedOrigins' | 'NODE_ENV'>;

export const copyLinkNeedsBaseUrl =
  "Set BASE_URL to make copied links: this request does not show the page's own address (Origin), so the link could point anywhere.";

/**
 * Where the administrator's copied invitation and reset links point (docs/security.md): BASE_URL when set. Without it,
 * the page's `Origin` — one this server trusts (BASE_URL's default, TRUSTED_ORIGINS), or the page's own as a
 * browser vouches for it (`Sec-Fetch-Site: same-origin`, which no page can set) — never `Host` or
 * `X-Forwarded-Proto`, which anyone sending the request chooses. Anything else: 400 asking for BASE_URL.
 */
export function copyLinkOrigin(request: FastifyRequest, config: OriginConfig): string {
  if (config.baseUrlSet) return config.BASE_URL;
  const origin = request.headers.origin;
  if (origin && fixedTrustedOrigins(config).includes(origin)) return origin;
  if (origin && origin !== 'null' && request.headers['sec-fetch-site'] === 'same-origin') {
    try {
      return new URL(origin).origin;
    } catch {
      // not an origin: refused below
    }
  }
  throw badRequest(copyLinkNeedsBaseUrl);
}

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
