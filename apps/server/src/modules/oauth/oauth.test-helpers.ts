import { createServer } from 'node:net';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { expect } from 'vitest';
import type { TestUser } from '../../test/factories.ts';

/** A free loopback port: the test app's BASE_URL must be the address the SDK client talks to (RFC 9728 resource). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * An MCP client's OAuth state, in memory: what a desktop assistant keeps between runs. Instead of opening a
 * browser it remembers the authorization URL, which the test then follows as the signed-in user.
 */
export class MemoryOAuthProvider implements OAuthClientProvider {
  readonly redirectUrl = 'http://127.0.0.1:9/oauth/callback';
  authorizationUrl: URL | undefined;
  private client: OAuthClientInformationMixed | undefined;
  private saved: OAuthTokens | undefined;
  private verifier = '';

  private readonly name: string;

  constructor(name: string) {
    this.name = name;
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: this.name,
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  state() {
    return 'state-123';
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.client = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

/**
 * What the user's browser does: opens the authorization URL signed in, lands on the consent page, and answers
 * it as the page does (POST /api/auth/oauth2/consent with the page's signed query). Answers the consent page
 * URL and the code the client gets back on its redirect URI.
 */
export async function consentAsUser(base: string, user: TestUser, authorizationUrl: URL, scope?: string) {
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
