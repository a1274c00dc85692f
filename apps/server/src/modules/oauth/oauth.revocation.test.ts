import { auth, UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, oauthAccessToken, oauthClient, oauthConsent, oauthRefreshToken } from '../../db/schema/index.ts';
import { createTestUser, randomAddress, signIn, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { purgeUnusedClients } from './oauth.jobs.ts';
import { consentAsUser, freePort, MemoryOAuthProvider, postToolsList } from './oauth.test-helpers.ts';

// Every action that ends a user's sessions ends their connected apps' OAuth grants in the same
// transaction; the old access token answers 401 at /mcp and the old refresh token is refused.
describe(`Revoking access revokes AI assistants (${testDriver})`, () => {
  let ctx: TestContext;
  let base: string;
  let mcpUrl: URL;
  let admin: TestUser;
  const clients: Client[] = [];

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    ctx = await createTestApp({ env: { BASE_URL: base } });
    await ctx.app.listen({ port, host: '127.0.0.1' });
    mcpUrl = new URL('/mcp', base);
    admin = await createTestUser(ctx, { role: 'admin' });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await ctx?.close();
  });

  const call = (as: { headers: Record<string, string> } | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: as?.headers ?? {}, remoteAddress: randomAddress(), ...(payload ? { payload } : {}) });

  /** The user connects an assistant (registration, consent, code → tokens). */
  const connect = async (user: TestUser, name = 'Assistant') => {
    const provider = new MemoryOAuthProvider(name);
    const client = new Client({ name: 'revocation-test', version: '1.0.0' });
    clients.push(client);
    await expect(client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }))).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    const { code } = await consentAsUser(base, user, provider.authorizationUrl!);
    expect(await auth(provider, { serverUrl: mcpUrl, authorizationCode: code! })).toBe('AUTHORIZED');
    const tokens = provider.tokens()!;
    expect((await postToolsList(mcpUrl, `Bearer ${tokens.access_token}`)).status).toBe(200);
    return { provider, clientId: provider.clientInformation()!.client_id, access: tokens.access_token, refresh: tokens.refresh_token! };
  };
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
  const grantsOf = async (userId: string) => {
    const { db } = ctx.runtime;
    return (
      (await db.select().from(oauthAccessToken).where(eq(oauthAccessToken.userId, userId))).length +
      (await db.select().from(oauthRefreshToken).where(eq(oauthRefreshToken.userId, userId))).length +
      (await db.select().from(oauthConsent).where(eq(oauthConsent.userId, userId))).length
    );
  };
  /** The old access token answers 401 at /mcp, the old refresh token is refused, and no grant row is left. */
  const expectRevoked = async (userId: string, grant: Awaited<ReturnType<typeof connect>>) => {
    expect((await postToolsList(mcpUrl, `Bearer ${grant.access}`)).status).toBe(401);
    const refused = await refresh(grant.clientId, grant.refresh);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('invalid_grant');
    expect(await grantsOf(userId)).toBe(0);
  };
  const createKey = async (user: TestUser) => {
    const res = await call(user, 'POST', '/api/account/api-keys', { name: 'k', scope: 'read' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().key as string;
  };
  const keyWorks = async (key: string) => (await postToolsList(mcpUrl, `Bearer ${key}`)).status === 200;
  const auditOf = async (userId: string) => ctx.runtime.db.select().from(adminAudit).where(eq(adminAudit.targetUserId, userId));

  it("an administrator's Sign out everywhere ends the grants; with revokeApiKeys the keys too (audited)", async () => {
    const user = await createTestUser(ctx);
    const grant = await connect(user);
    const key = await createKey(user);
    const res = await call(admin, 'POST', `/api/admin/users/${user.id}/sign-out-everywhere`, { reason: 'lost laptop' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ sessionsEnded: 1, apiKeysRevoked: 0 });
    await expectRevoked(user.id, grant);
    expect(await keyWorks(key)).toBe(true);

    const again = await connect({ ...user, headers: { authorization: `Bearer ${await signIn(ctx, user.email, user.password)}` } });
    const both = await call(admin, 'POST', `/api/admin/users/${user.id}/sign-out-everywhere`, { revokeApiKeys: true });
    expect(both.json().data).toMatchObject({ apiKeysRevoked: 1 });
    await expectRevoked(user.id, again);
    expect(await keyWorks(key)).toBe(false);
    const entries = (await auditOf(user.id)).filter((a) => a.action === 'sign_out_everywhere');
    expect(entries.map((a) => a.after)).toEqual([
      expect.objectContaining({ apiKeysRevoked: 0, oauthGrantsRevoked: { accessTokens: 1, refreshTokens: 1, consents: 1 } }),
      expect.objectContaining({ apiKeysRevoked: 1, oauthGrantsRevoked: { accessTokens: 1, refreshTokens: 1, consents: 1 } }),
    ]);
  });

  it('disabling ends the grants and the keys; enabling brings no grant back', async () => {
    const user = await createTestUser(ctx);
    const grant = await connect(user);
    const key = await createKey(user);
    expect((await call(admin, 'POST', `/api/admin/users/${user.id}/disable`, {})).statusCode).toBe(200);
    await expectRevoked(user.id, grant);
    expect(await keyWorks(key)).toBe(false);
    expect((await call(admin, 'POST', `/api/admin/users/${user.id}/enable`, {})).statusCode).toBe(200);
    await expectRevoked(user.id, grant);
    expect(await keyWorks(key)).toBe(false);
  });

  it('disabling with revokeApiKeys: false keeps the keys (they answer 401 while the user is disabled)', async () => {
    const user = await createTestUser(ctx);
    const key = await createKey(user);
    const res = await call(admin, 'POST', `/api/admin/users/${user.id}/disable`, { revokeApiKeys: false });
    expect(res.json().data).toMatchObject({ apiKeysRevoked: 0 });
    expect((await call(admin, 'POST', `/api/admin/users/${user.id}/enable`, {})).statusCode).toBe(200);
    expect(await keyWorks(key)).toBe(true);
  });

  it('a password reset ends the grants in its transaction; revokeApiKeys revokes the keys too (audited)', async () => {
    const user = await createTestUser(ctx);
    const grant = await connect(user);
    const key = await createKey(user);
    const link = (await call(admin, 'POST', `/api/admin/users/${user.id}/password-reset`, { copy: true })).json().link as string;
    const token = new URL(link).searchParams.get('token')!;
    const reset = await call(null, 'POST', '/api/auth/reset-password', { token, newPassword: 'a-new-password', revokeApiKeys: true });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectRevoked(user.id, grant);
    expect(await keyWorks(key)).toBe(false);
    const entry = (await auditOf(user.id)).find((a) => a.action === 'revoke_api_keys');
    expect(entry).toMatchObject({ actorId: user.id, after: { apiKeysRevoked: 1, via: 'reset_password' } });
  });

  it('a password reset without revokeApiKeys keeps the keys; a failed reset (bad token) revokes nothing', async () => {
    const user = await createTestUser(ctx);
    const grant = await connect(user);
    const key = await createKey(user);
    const bad = await call(null, 'POST', '/api/auth/reset-password', { token: 'no-such-token', newPassword: 'a-new-password' });
    expect(bad.statusCode).toBe(400);
    expect((await postToolsList(mcpUrl, `Bearer ${grant.access}`)).status).toBe(200);
    const link = (await call(admin, 'POST', `/api/admin/users/${user.id}/password-reset`, { copy: true })).json().link as string;
    const token = new URL(link).searchParams.get('token')!;
    expect((await call(null, 'POST', '/api/auth/reset-password', { token, newPassword: 'a-new-password' })).statusCode).toBe(200);
    await expectRevoked(user.id, grant);
    expect(await keyWorks(key)).toBe(true);
  });

  it('a password change ends the grants (a wrong current password ends nothing); revokeApiKeys revokes the keys', async () => {
    const user = await createTestUser(ctx);
    const grant = await connect(user);
    const key = await createKey(user);
    const wrong = await call(user, 'POST', '/api/auth/change-password', { currentPassword: 'wrong-one', newPassword: 'new-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect((await postToolsList(mcpUrl, `Bearer ${grant.access}`)).status).toBe(200);
    const changed = await call(user, 'POST', '/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'new-password-1',
      revokeApiKeys: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectRevoked(user.id, grant);
    expect(await keyWorks(key)).toBe(false);
    expect((await auditOf(user.id)).find((a) => a.action === 'revoke_api_keys')?.after).toMatchObject({ via: 'change_password' });
  });

  it("administrators list and revoke a user's connected apps and list their API keys (audited)", async () => {
    const user = await createTestUser(ctx);
    const grant = await connect(user, 'Listed Assistant');
    await createKey(user);
    const other = await createTestUser(ctx);
    await createKey(other);
    const apps = await call(admin, 'GET', `/api/admin/users/${user.id}/connected-apps`);
    expect(apps.statusCode, apps.body).toBe(200);
    expect(apps.json().connections).toEqual([expect.objectContaining({ clientId: grant.clientId, name: 'Listed Assistant' })]);
    const keys = await call(admin, 'GET', `/api/admin/users/${user.id}/api-keys`);
    expect(keys.statusCode, keys.body).toBe(200);
    expect(keys.json().keys).toEqual([expect.objectContaining({ userId: user.id, ownerEmail: user.email })]);
    for (const url of [`/api/admin/users/${user.id}/connected-apps`, `/api/admin/users/${user.id}/api-keys`]) {
      expect((await call(user, 'GET', url)).statusCode, url).toBe(403);
    }
    expect((await call(user, 'DELETE', `/api/admin/users/${user.id}/connected-apps/${grant.clientId}`)).statusCode).toBe(403);
    const revoked = await call(admin, 'DELETE', `/api/admin/users/${user.id}/connected-apps/${grant.clientId}`);
    expect(revoked.statusCode, revoked.body).toBe(204);
    await expectRevoked(user.id, grant);
    expect((await call(admin, 'DELETE', `/api/admin/users/${user.id}/connected-apps/${grant.clientId}`)).statusCode).toBe(404);
    const entry = (await auditOf(user.id)).find((a) => a.action === 'oauth_disconnect');
    expect(entry).toMatchObject({ actorId: admin.id, after: expect.objectContaining({ clientId: grant.clientId }) });
  });

  it('the daily purge deletes clients nobody connected within OAUTH_UNUSED_CLIENT_DAYS, and keeps connected ones', async () => {
    const user = await createTestUser(ctx);
    const kept = await connect(user, 'Kept Assistant');
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/oauth2/register',
      remoteAddress: randomAddress(),
      payload: { client_name: 'Never used', redirect_uris: ['http://127.0.0.1:9/cb'], token_endpoint_auth_method: 'none' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const fresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/oauth2/register',
      remoteAddress: randomAddress(),
      payload: { client_name: 'New today', redirect_uris: ['http://127.0.0.1:9/cb'], token_endpoint_auth_method: 'none' },
    });
    const unused = registered.json().client_id as string;
    const ids = [kept.clientId, unused, fresh.json().client_id as string];
    const { db } = ctx.runtime;
    await db.execute(sql`UPDATE oauth_client SET created_at = now() - interval '8 days' WHERE client_id IN (${kept.clientId}, ${unused})`);
    expect(await purgeUnusedClients(db, 7)).toBeGreaterThanOrEqual(1);
    const left = (await db.select({ clientId: oauthClient.clientId }).from(oauthClient).where(inArray(oauthClient.clientId, ids))).map(
      (r) => r.clientId,
    );
    expect(left.sort()).toEqual([kept.clientId, ids[2]!].sort());
    expect((await postToolsList(mcpUrl, `Bearer ${kept.access}`)).status).toBe(200);
  });
});
