import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { fixedTrustedOrigins } from '../identity/better-auth.ts';
import { badRequest } from '../lib/http-error.ts';

export type OriginConfig = Pick<Config, 'BASE_URL' | 'baseUrlSet' | 'trustedOrigins' | 'NODE_ENV'>;

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
