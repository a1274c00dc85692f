import { isSafeNextPath } from '@leadsift/shared';
import { badRequest } from '../lib/http-error.ts';

/** The sign-in fields better-auth redirects the browser to once the provider answers. */
const callbackFields = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL'] as const;

/**
 * A relative callback must be a path of this site by the same rule as the web's `?next=` (docs/security.md):
 * `//evil.example`, `/\evil.example` or a control character is refused with 400. Absolute URLs are left to
 * better-auth's trusted-origin check (ADR 0015).
 */
export function assertSafeCallbackPaths(body: unknown): void {
  if (!body || typeof body !== 'object') return;
  for (const field of callbackFields) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.startsWith('/') && !isSafeNextPath(value)) {
      throw badRequest(`${field}: must be a path of this site`);
    }
  }
}
