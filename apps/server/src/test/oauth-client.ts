// An MCP client's side of OAuth for tests: the server tests (vitest) and the browser test (Playwright) share it.
import { createServer } from 'node:net';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';

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
  readonly redirectUrl: string;
  authorizationUrl: URL | undefined;
  private client: OAuthClientInformationMixed | undefined;
  private saved: OAuthTokens | undefined;
  private verifier = '';

  private readonly name: string;

  constructor(name: string, redirectUrl = 'http://127.0.0.1:9/oauth/callback') {
    this.name = name;
    this.redirectUrl = redirectUrl;
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
 * A bare JSON-RPC `tools/list` to /mcp, without the SDK: what a client sends before it knows it must sign
 * in, so a test can read the 401 and its `WWW-Authenticate` challenge. `authorization` is the header's value.
 */
export function postToolsList(mcpUrl: string | URL, authorization?: string): Promise<Response> {
  return fetch(mcpUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(authorization ? { authorization } : {}),
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
}
