import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, randomAddress, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';

const lan = '192.168.1.20:3000';

async function signInFrom(ctx: TestContext, user: TestUser, headers: Record<string, string>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: randomAddress(),
    headers,
    payload: { email: user.email, password: user.password },
  });
  return { status: res.statusCode, body: res.json() as { token?: string; error?: string } };
}

describe(`sign-in origins (${testDriver})`, () => {
  describe('BASE_URL not set: the page’s own origin', () => {
    let ctx: TestContext;
    let user: TestUser;
    beforeAll(async () => {
      ctx = await createTestApp();
      user = await createTestUser(ctx);
    });
    afterAll(() => ctx.close());

    it('accepts a sign-in from whatever address the server was opened at', async () => {
      for (const host of [lan, 'leadsift.lan', '127.0.0.1:3000']) {
        const res = await signInFrom(ctx, user, { host, origin: `http://${host}` });
        expect(res.status, host).toBe(200);
        expect(res.body.token).toBeTruthy();
      }
    });

    it('takes the scheme from X-Forwarded-Proto only from a proxy TRUST_PROXY names', async () => {
      const headers = { host: 'leads.example.com', 'x-forwarded-proto': 'https', origin: 'https://leads.example.com' };
      // No TRUST_PROXY: any client could claim https, so the header is ignored and the origin does not match.
      expect((await signInFrom(ctx, user, headers)).status).toBe(403);
      const behindProxy = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
      try {
        const proxied = await signInFrom(behindProxy, await createTestUser(behindProxy), headers);
        expect(proxied.status).toBe(200);
      } finally {
        await behindProxy.close();
      }
    });

    it('still refuses a page of another site, with a message that says what to set', async () => {
      const res = await signInFrom(ctx, user, { host: lan, origin: 'https://evil.example' });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('This address (https://evil.example) is not one this server trusts. Set BASE_URL or TRUSTED_ORIGINS.');
      expect(res.body.token).toBeUndefined();
    });

    it('does not take the origin from headers a client chooses', async () => {
      const forwardedHost = await signInFrom(ctx, user, { host: lan, 'x-forwarded-host': 'evil.example', origin: 'http://evil.example' });
      expect(forwardedHost.status).toBe(403);
      const ours = await signInFrom(ctx, user, {
        host: lan,
        'x-leadsift-request-origin': 'https://evil.example',
        origin: 'https://evil.example',
      });
      expect(ours.status).toBe(403);
      const otherScheme = await signInFrom(ctx, user, { host: lan, origin: `https://${lan}` });
      expect(otherScheme.status).toBe(403);
    });

    it('tells the login page that BASE_URL is missing', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth-config' });
      expect(res.json()).toMatchObject({ baseUrlMissing: true });
    });
  });

  describe('BASE_URL set: BASE_URL and TRUSTED_ORIGINS only', () => {
    let ctx: TestContext;
    let user: TestUser;
    beforeAll(async () => {
      ctx = await createTestApp({
        env: { BASE_URL: 'https://leads.example.com', TRUSTED_ORIGINS: 'http://10.0.0.5:3000, https://crm.example.com/' },
      });
      user = await createTestUser(ctx);
    });
    afterAll(() => ctx.close());

    it('accepts BASE_URL’s origin and each trusted origin', async () => {
      for (const origin of ['https://leads.example.com', 'http://10.0.0.5:3000', 'https://crm.example.com']) {
        const res = await signInFrom(ctx, user, { host: new URL(origin).host, origin });
        expect(res.status, origin).toBe(200);
      }
    });

    it('refuses any other origin, even the address the request was sent to', async () => {
      const own = await signInFrom(ctx, user, { host: lan, origin: `http://${lan}` });
      expect(own.status).toBe(403);
      expect(own.body.error).toBe(`This address (http://${lan}) is not one this server trusts. Set BASE_URL or TRUSTED_ORIGINS.`);
      const evil = await signInFrom(ctx, user, { host: 'leads.example.com', origin: 'https://evil.example' });
      expect(evil.status).toBe(403);
    });

    it('tells the login page that BASE_URL is set', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth-config' });
      expect(res.json()).toMatchObject({ baseUrlMissing: false });
    });
  });
});
