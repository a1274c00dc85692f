import { auth, UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { mcpTools } from '../mcp/mcp-server.ts';
import { consentAsUser, freePort, MemoryOAuthProvider, postToolsList } from './oauth.test-helpers.ts';

const rateLimit = 25;

describe(`MCP over OAuth 2.1 with the SDK's client auth (${testDriver})`, () => {
  let ctx: TestContext;
  let base: string;
  let mcpUrl: URL;
  let owner: TestUser;
  const clients: Client[] = [];

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    ctx = await createTestApp({ env: { BASE_URL: base, API_KEY_RATE_LIMIT: String(rateLimit) } });
    await ctx.app.listen({ port, host: '127.0.0.1' });
    mcpUrl = new URL('/mcp', base);
    owner = await createTestUser(ctx);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await ctx?.close();
  });

  const connectWith = async (provider: MemoryOAuthProvider) => {
    const client = new Client({ name: 'oauth-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }));
    clients.push(client);
    return client;
  };

  /** Discovery from the 401, registration, authorization by `user` on the consent page, token. */
  const signIn = async (user: TestUser, name: string, scope?: string) => {
    const provider = new MemoryOAuthProvider(name);
    await expect(connectWith(provider)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(provider.clientInformation()?.client_id).toBeTruthy();
    const url = provider.authorizationUrl!;
    expect(url.origin + url.pathname).toBe(`${base}/api/auth/oauth2/authorize`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('resource')).toBe(mcpUrl.toString());
    const { redirect, code } = await consentAsUser(base, user, url, scope);
    expect(redirect.origin + redirect.pathname).toBe(provider.redirectUrl);
    expect(redirect.searchParams.get('state')).toBe('state-123');
    expect(await auth(provider, { serverUrl: mcpUrl, authorizationCode: code! })).toBe('AUTHORIZED');
    return provider;
  };

  const listWith = (token: string) => postToolsList(mcpUrl, `Bearer ${token}`);
  const refresh = (clientId: string, refreshToken: string) =>
    fetch(`${base}/api/auth/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: clientId,
        resource: mcpUrl.toString(),
      }),
    });

  it('publishes the protected-resource and authorization-server metadata', async () => {
    const resource = await (await fetch(`${base}/.well-known/oauth-protected-resource`)).json();
    expect(resource).toMatchObject({ resource: mcpUrl.toString(), authorization_servers: [`${base}/api/auth`] });
    for (const path of ['/.well-known/oauth-authorization-server/api/auth', '/.well-known/oauth-authorization-server']) {
      const res = await fetch(base + path);
      expect(res.status, path).toBe(200);
      const metadata = (await res.json()) as Record<string, unknown>;
      expect(metadata).toMatchObject({
        issuer: `${base}/api/auth`,
        authorization_endpoint: `${base}/api/auth/oauth2/authorize`,
        token_endpoint: `${base}/api/auth/oauth2/token`,
        registration_endpoint: `${base}/api/auth/oauth2/register`,
        code_challenge_methods_supported: ['S256'],
      });
      expect(metadata.introspection_endpoint).toBeUndefined();
    }
    const docs = (await (await fetch(`${base}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
    for (const path of [
      '/api/auth/oauth2/register',
      '/api/auth/oauth2/authorize',
      '/api/auth/oauth2/token',
      '/.well-known/oauth-authorization-server',
    ]) {
      expect(Object.keys(docs.paths), path).toContain(path);
    }
  });

  it('discovers, registers, is authorized on the consent page, gets a token bound to /mcp, lists and calls tools; Disconnect ends it', async () => {
    const provider = await signIn(owner, 'Test Assistant');
    const token = provider.tokens()!.access_token;
    expect(token).toMatch(/^lso_/);
    const client = await connectWith(provider);
    const names = (await client.listTools()).tools.map((t) => t.name).sort();
    expect(names).toEqual(mcpTools.map((t) => t.name).sort());
    const account = await client.callTool({ name: 'get_account', arguments: {} });
    expect(account.isError).toBeFalsy();
    expect(JSON.stringify(account.structuredContent)).toContain(owner.email);

    // The account page lists the app; Disconnect removes its tokens and the consent.
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/account/connected-apps', headers: owner.headers });
    expect(listed.json().connections).toEqual([expect.objectContaining({ name: 'Test Assistant', scope: 'full' })]);
    const clientId = provider.clientInformation()!.client_id;
    // The refresh token (offline_access) renews the access token without the browser.
    const refreshToken = provider.tokens()!.refresh_token!;
    expect(refreshToken).toMatch(/^lsr_/);
    const refreshed = await refresh(clientId, refreshToken);
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as { access_token: string; refresh_token: string };
    expect(renewed.access_token).toMatch(/^lso_/);
    expect((await listWith(renewed.access_token)).status).toBe(200);

    const gone = await ctx.app.inject({ method: 'DELETE', url: `/api/account/connected-apps/${clientId}`, headers: owner.headers });
    expect(gone.statusCode, gone.body).toBe(204);
    const after = await listWith(token);
    expect(after.status).toBe(401);
    expect((await listWith(renewed.access_token)).status).toBe(401);
    const refusedRefresh = await refresh(clientId, renewed.refresh_token);
    expect(refusedRefresh.status).toBe(400);
    expect(((await refusedRefresh.json()) as { error: string }).error).toBe('invalid_grant');
    expect(after.headers.get('www-authenticate')).toContain(`resource_metadata="${base}/.well-known/oauth-protected-resource"`);
    await expect(client.listTools()).rejects.toThrow();
    const again = await ctx.app.inject({ method: 'GET', url: '/api/account/connected-apps', headers: owner.headers });
    expect(again.json().connections).toEqual([]);
  });

  it('answers OAuth errors in their RFC 6749 shape, and refuses a token that is not one', async () => {
    const token = await fetch(`${base}/api/auth/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'nope',
        code_verifier: 'x'.repeat(43),
        client_id: 'nobody',
        redirect_uri: 'http://127.0.0.1:9/cb',
      }),
    });
    expect(token.status).toBeGreaterThanOrEqual(400);
    expect(((await token.json()) as { error: string }).error).toMatch(/^invalid_(client|grant|request)$/);
    const forged = await postToolsList(mcpUrl, 'Bearer lso_notatoken');
    expect(forged.status).toBe(401);
    expect(forged.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });

  it("read-only consent shows only read tools; an administrator's token acts as a plain user and reaches no REST route", async () => {
    const admin = await createTestUser(ctx, { role: 'admin' });
    const provider = await signIn(admin, 'Read Only Assistant', 'read');
    const client = await connectWith(provider);
    const tools = (await client.listTools()).tools.map((t) => t.name).sort();
    expect(tools).toEqual(
      mcpTools
        .filter((t) => t.scope === 'read')
        .map((t) => t.name)
        .sort(),
    );
    const token = provider.tokens()!.access_token;
    for (const url of ['/api/admin/api-keys', '/api/me', '/api/account/connected-apps']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, url).toBe(401);
    }
    // Another user cannot disconnect the administrator's app.
    const clientId = provider.clientInformation()!.client_id;
    const other = await ctx.app.inject({ method: 'DELETE', url: `/api/account/connected-apps/${clientId}`, headers: owner.headers });
    expect(other.statusCode).toBe(404);
  });
  it('deleting a user deletes their connected apps and tokens with them', async () => {
    const admin = await createTestUser(ctx, { role: 'admin' });
    const leaving = await createTestUser(ctx);
    const provider = await signIn(leaving, 'Short-lived Assistant');
    expect((await listWith(provider.tokens()!.access_token)).status).toBe(200);
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/usage/admin/delete-user/${leaving.id}`, headers: admin.headers });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await listWith(provider.tokens()!.access_token)).status).toBe(401);
  });
  it('counts a token in API_KEY_RATE_LIMIT as a key: 429 with Retry-After past it', async () => {
    const provider = await signIn(owner, 'Busy Assistant', 'read');
    const token = provider.tokens()!.access_token;
    // The window is the calendar minute. 2 × limit + 1 requests cannot all fit in the two windows a loop of
    // under a minute can touch, so some request is limited whatever the clock says when the loop starts; the
    // first `rateLimit` always pass (a window holds at most that many, and the next starts empty).
    const answers = [];
    for (let i = 0; i <= 2 * rateLimit; i++) answers.push(await listWith(token));
    expect(answers.slice(0, rateLimit).map((r) => r.status)).toEqual(Array(rateLimit).fill(200));
    const limited = answers.find((r) => r.status === 429);
    expect(limited, 'some request was limited').toBeDefined();
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited!.json()) as { error: { message: string } }).error.message).toMatch(/Too many requests with this access token/);
  });
});
