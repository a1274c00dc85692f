import { api } from '../../../lib/api-client';
import { readAuthError } from './read-auth-error';
import { authFailedMessage } from './types';
import type { SocialProvider } from './types';

/** Where the provider sends the browser back (SPEC §2). */
export const authCallbackPath = '/auth/callback';

const requests: Record<SocialProvider, { path: string; body: Record<string, string> }> = {
  google: { path: '/api/auth/sign-in/social', body: { provider: 'google', callbackURL: authCallbackPath } },
  sso: { path: '/api/auth/sign-in/oauth2', body: { providerId: 'sso', callbackURL: authCallbackPath } },
};

/** Starts a social or SSO sign-in; resolves the provider's authorisation URL to send the browser to. */
export async function startSocialSignIn(provider: SocialProvider): Promise<string> {
  const { path, body } = requests[provider];
  const response = await api.post(path, body);
  if (!response.ok) throw new Error(await readAuthError(response, authFailedMessage));
  const data = (await response.json()) as { url?: unknown };
  if (typeof data.url !== 'string' || !data.url) throw new Error(authFailedMessage);
  return data.url;
}
