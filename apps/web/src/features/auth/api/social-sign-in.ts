import { api, readError } from '../../../lib/api-client';
import { authFailedMessage } from './types';
import type { SocialProvider } from './types';

/** Where the provider sends the browser back (docs/product.md#screens). */
export const authCallbackPath = '/auth/callback';

/**
 * Starts a social or SSO sign-in; resolves the provider's authorisation URL to send the browser to.
 * better-auth 1.7 registers generic OAuth providers (our 'sso') as social providers, so both go
 * through /sign-in/social; the older /sign-in/oauth2 endpoint no longer exists.
 */
export async function startSocialSignIn(provider: SocialProvider): Promise<string> {
  const response = await api.post('/api/auth/sign-in/social', { provider, callbackURL: authCallbackPath });
  if (!response.ok) throw new Error(await readError(response, authFailedMessage, 'auth'));
  const data = (await response.json()) as { url?: unknown };
  if (typeof data.url !== 'string' || !data.url) throw new Error(authFailedMessage);
  return data.url;
}
