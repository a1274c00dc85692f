import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../../db/schema/index.ts';
import { createTestUser, randomAddress, signIn, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { auditRows } from '../admin/admin.test-helpers.ts';
import { authBasePath, httpAuthEndpoints } from '../../identity/http-endpoints.ts';

/** A local OpenID Connect issuer, so the SSO plugin is configured exactly as in production. */
async function startIssuer(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (request.url !== '/.well-known/openid-configuration') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        issuer: base,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        userinfo_endpoint: `${base}/userinfo`,
        jwks_uri: `${base}/jwks`,
        id_token_signing_alg_values_supported: ['RS256'],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

type Endpoint = { path?: string; options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } } };

describe(`better-auth over HTTP: only the endpoints the app uses (${testDriver})`, () => {
  let ctx: TestContext;
  let issuer: { url: string; server: Server };
  let admin: TestUser;
  let origin: string;
  beforeAll(async () => {
    issuer = await startIssuer();
    ctx = await createTestApp({
      work: false,
      env: {
        GOOGLE_CLIENT_ID: 'google-client',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        OIDC_ISSUER: issuer.url,
        OIDC_CLIENT_ID: 'sso-client',
        OIDC_CLIENT_SECRET: 'sso-secret',
      },
    });
    admin = await createTestUser(ctx, { role: 'admin' });
    origin = new URL(ctx.config.BASE_URL).origin;
  });
  afterAll(async () => {
    await ctx.close();
    issuer.server.close();
  });

  /** A call with an administrator's bearer token from a trusted origin: better-auth would accept it. */
  const asAdmin = (method: string, url: string, payload?: object, token = admin.token) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: randomAddress(),
      headers: { authorization: `Bearer ${token}`, origin },
      ...(method === 'GET' || method === 'HEAD' ? {} : { payload: payload ?? {} }),
    });
  const refusedByUs = (method: string, url: string) => ({ error: `Not found: ${method} ${new URL(url, 'http://x').pathname}` });

  it('answers only the listed endpoints of every one better-auth registers; the rest never reach it', async () => {
    const registered = Object.values(ctx.runtime.auth.api as unknown as Record<string, Endpoint>).filter(
      (endpoint) => typeof endpoint.path === 'string' && !endpoint.options?.metadata?.SERVER_ONLY,
    );
    // The admin plugin's endpoints are among them: the list is better-auth's own, not ours.
    expect(registered.map((e) => e.path)).toEqual(expect.arrayContaining(['/admin/impersonate-user', '/admin/set-role', '/sign-up/email']));

    const reachable: string[] = [];
    for (const endpoint of registered) {
      const methods = [endpoint.options?.method ?? 'GET'].flat();
      for (const method of methods) {
        const url = `${authBasePath}${endpoint.path!.replace(/:[^/]+/g, 'probe')}`;
        // Sign-out ends the session it is sent with: give it one of its own.
        const token = endpoint.path === '/sign-out' ? await signIn(ctx, admin.email, admin.password) : admin.token;
        const res = await asAdmin(method, url, {}, token);
        const gated = res.statusCode === 404 && res.body === JSON.stringify(refusedByUs(method, url));
        if (!gated) {
          expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
          reachable.push(`${method} ${endpoint.path}`);
        }
      }
    }
    // ADR 0031's list. A new endpoint (a plugin, an upgrade) stays closed until it is added to http-endpoints.ts.
    expect(reachable.sort()).toEqual(
      [
        'GET /callback/:id',
        'GET /error',
        'GET /get-session',
        'POST /sign-in/email',
        'POST /sign-in/social',
        'POST /sign-out',
        // The account page and password recovery (ADR 0035).
        'POST /request-password-reset',
        'POST /reset-password',
        'POST /change-password',
        'GET /list-sessions',
        'POST /revoke-session',
        'POST /revoke-other-sessions',
        // OAuth for /mcp (ADR 0043).
        'POST /oauth2/register',
        'GET /oauth2/authorize',
        'POST /oauth2/token',
        'POST /oauth2/revoke',
        'GET /oauth2/public-client',
        'POST /oauth2/consent',
      ].sort(),
    );
    // Every listed endpoint is one better-auth really has (no stale entries).
    for (const { path, methods } of httpAuthEndpoints) {
      const found = registered.find((e) => e.path === path);
      expect(found, path).toBeDefined();
      for (const method of methods) expect([found!.options?.method].flat(), path).toContain(method);
    }
  });

  it('refuses every administrative request of the issue with an admin session, and nothing changes or is audited', async () => {
    const boss = await createTestUser(ctx, { role: 'admin' });
    const target = await createTestUser(ctx);
    const auditBefore = (await auditRows(ctx)).length;
    const requests: Array<[string, string, object?]> = [
      ['POST', '/admin/impersonate-user', { userId: target.id }],
      ['POST', '/admin/set-user-password', { userId: target.id, newPassword: 'chosen-by-admin' }],
      ['POST', '/admin/set-role', { userId: target.id, role: 'admin' }],
      ['POST', '/admin/ban-user', { userId: target.id }],
      ['POST', '/admin/create-user', { email: 'made-by-plugin@example.com', password: 'secret12', name: 'P', role: 'admin' }],
      ['GET', '/admin/list-users'],
      ['POST', '/admin/revoke-user-sessions', { userId: target.id }],
      ['POST', '/admin/remove-user', { userId: target.id }],
    ];
    // The same doors by other spellings of the path.
    const tricks = [
      '/admin/set-role/',
      '//admin/set-role',
      '/sign-in/../admin/set-role',
      '/sign-in/%2e%2e/admin/set-role',
      '/sign-in\\..\\admin/set-role',
      '/ADMIN/SET-ROLE',
      '/admin/set-role?x=/sign-in/email',
    ];
    for (const path of tricks) requests.push(['POST', path, { userId: target.id, role: 'admin' }]);
    requests.push(['HEAD', '/admin/list-users']);

    for (const [method, path, body] of requests) {
      const res = await asAdmin(method, `${authBasePath}${path}`, body, boss.token);
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(404);
    }

    const [row] = await ctx.runtime.db.select().from(user).where(eq(user.id, target.id));
    expect(row).toMatchObject({ role: 'user', banned: false });
    expect(await ctx.runtime.db.select().from(user).where(eq(user.email, 'made-by-plugin@example.com'))).toEqual([]);
    expect((await ctx.runtime.db.select().from(session).where(eq(session.userId, target.id))).length).toBeGreaterThan(0);
    await expect(signIn(ctx, target.email, target.password)).resolves.toEqual(expect.any(String));
    expect((await auditRows(ctx)).length).toBe(auditBefore);
    // The audited door still works.
    const viaApp = await asAdmin('POST', `/api/admin/users/${target.id}/role`, { role: 'admin' }, boss.token);
    expect(viaApp.statusCode, viaApp.body).toBe(200);
    expect((await auditRows(ctx)).length).toBe(auditBefore + 1);
  });

  it('has impersonation off in the server-side API too', async () => {
    const boss = await createTestUser(ctx, { role: 'admin' });
    const target = await createTestUser(ctx);
    const headers = new Headers({ authorization: `Bearer ${boss.token}` });
    await expect(ctx.runtime.auth.api.impersonateUser({ body: { userId: target.id }, headers })).rejects.toMatchObject({
      statusCode: 403,
    });
    // Other admin-plugin permissions our role keeps are unchanged.
    await expect(ctx.runtime.auth.api.listUsers({ query: {}, headers })).resolves.toMatchObject({ total: expect.any(Number) });
  });

  it('keeps sign-in, session and sign-out working', async () => {
    const token = await signIn(ctx, admin.email, admin.password);
    const got = await asAdmin('GET', `${authBasePath}/get-session`, undefined, token);
    expect(got.statusCode).toBe(200);
    expect(got.json().user.id).toBe(admin.id);
    expect((await asAdmin('POST', `${authBasePath}/sign-out`, {}, token)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    const social = await asAdmin('POST', `${authBasePath}/sign-in/social`, { provider: 'sso', callbackURL: '/auth/callback' });
    expect(social.statusCode, social.body).toBe(200);
    const authorize = new URL(social.json().url);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${issuer.url}/authorize`);
    // The redirect URI to register at the provider (docs/self-hosting.md, "Signing in"): one of the endpoints answered.
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${ctx.config.BASE_URL.replace(/\/$/, '')}${authBasePath}/callback/sso`);
  });
});
