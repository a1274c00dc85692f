export { freePort, MemoryOAuthProvider, postToolsList } from '../../test/oauth-client.ts';
import { expect } from 'vitest';
import type { TestUser } from '../../test/factories.ts';

/**
 * What the user's browser does: opens the authorization URL signed in, lands on the consent page, and answers
 * it as the page does (POST /api/auth/oauth2/consent with the page's signed query). Answers the consent page
 * URL and the code the client gets back on its redirect URI.
 */
export async function consentAsUser(base: string, user: Pick<TestUser, 'headers'>, authorizationUrl: URL, scope?: string) {
  // A browser navigation gets a 302; fetch (Sec-Fetch-Mode: cors) gets the same address as JSON.
  const authorize = await fetch(authorizationUrl, { headers: user.headers, redirect: 'manual' });
  const location = authorize.status === 302 ? authorize.headers.get('location') : ((await authorize.json()) as { url: string }).url;
  const consentPage = new URL(location!, base);
  expect(consentPage.pathname).toBe('/oauth/consent');
  const answer = await fetch(new URL('/api/auth/oauth2/consent', base), {
    method: 'POST',
    headers: { ...user.headers, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ accept: true, oauth_query: consentPage.search.slice(1), ...(scope ? { scope } : {}) }),
  });
  const body = (await answer.json()) as { url?: string; redirect_uri?: string };
  expect(answer.status, JSON.stringify(body)).toBe(200);
  const redirect = new URL(body.url ?? body.redirect_uri ?? '');
  return { consentPage, redirect, code: redirect.searchParams.get('code') };
}
