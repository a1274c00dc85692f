import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePersonalWorkspace } from '../modules/membership/membership.service.ts';
import { createApiKey } from '../modules/api-keys/api-keys.service.ts';
import { createTestUser, randomAddress, type TestUser } from '../test/factories.ts';
import { testDriver } from '../test/test-db.ts';
import { createTestApp, type TestContext } from '../test/test-runtime.ts';
import { copyLinkNeedsBaseUrl } from '../guards/copy-link-origin.ts';
import { foreignOriginMessage } from './origin-guard.ts';

describe(`cookie-authenticated writes from another site (${testDriver})`, () => {
  let ctx: TestContext;
  let user: TestUser;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    user = await createTestUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: randomAddress(),
      payload: { email: user.email, password: user.password },
    });
    const setCookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('leadsift.session_token='));
    cookie = setCookie!.split(';')[0]!;
  });
  afterAll(() => ctx.close());

  const rename = (headers: Record<string, string>, name = 'Renamed') =>
    ctx.app.inject({ method: 'PUT', url: '/api/account/profile', headers: { host: 'localhost:3000', ...headers }, payload: { name } });

  it('refuses a foreign Origin or Sec-Fetch-Site: cross-site with 403, changing nothing', async () => {
    const probes: Array<Record<string, string>> = [
      { cookie, origin: 'https://evil.example' },
      { cookie, 'sec-fetch-site': 'cross-site' },
      { cookie, origin: 'null' },
      { cookie, origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of probes) {
      const res = await rename(headers, 'Hijacked');
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error).toBe(foreignOriginMessage);
    }
    const me = await ctx.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.json().user.name).not.toBe('Hijacked');
  });

  it('keeps same-origin pages, the page’s own address without BASE_URL, and clients that send neither header', async () => {
    expect((await rename({ cookie, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await rename({ cookie, host: 'leads.lan:3000', origin: 'http://leads.lan:3000' })).statusCode).toBe(200);
    expect((await rename({ cookie })).statusCode).toBe(200);
  });

  it('leaves bearer and API key callers alone, whatever Origin they send', async () => {
    const foreign = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expect((await rename({ ...foreign, ...user.headers, cookie })).statusCode).toBe(200);
    const { key } = await createApiKey(
      ctx.runtime.db,
      { id: user.id, email: user.email, ip: null },
      await ensurePersonalWorkspace(ctx.runtime.db, user.id),
      { name: 'k', scope: 'full' },
    );
    const keyed = await ctx.app.inject({
      method: 'POST',
      url: '/api/export-links',
      headers: { ...foreign, 'x-api-key': key },
      payload: {},
    });
    expect(keyed.statusCode).not.toBe(403);
  });
});

describe(`copied invitation and reset links without BASE_URL (${testDriver})`, () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createTestUser(ctx, { role: 'admin' });
  });
  afterAll(() => ctx.close());

  const invite = (headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: { ...admin.headers, ...headers },
      payload: { email: `invitee-${Math.random().toString(36).slice(2)}@example.com`, tier: 'beta_tester', role: 'user' },
    });

  it('never builds a link on Host or X-Forwarded-Proto: 400 asking for BASE_URL', async () => {
    const probes: Array<Record<string, string>> = [
      { host: 'attacker.example' },
      { host: 'attacker.example', 'x-forwarded-proto': 'https' },
      { host: 'attacker.example', origin: 'http://attacker.example' },
    ];
    for (const headers of probes) {
      const res = await invite(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(400);
      expect(res.json().error).toBe(copyLinkNeedsBaseUrl);
    }
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${admin.id}/password-reset`,
      headers: { ...admin.headers, host: 'attacker.example' },
      payload: { copy: true },
    });
    expect(reset.statusCode).toBe(400);
  });

  it("builds it on the page's Origin: a trusted one, or the page's own as the browser vouches for it", async () => {
    const trusted = await invite({ host: 'attacker.example', origin: 'http://localhost:3000' });
    expect(trusted.json().link).toMatch(/^http:\/\/localhost:3000\/invite\?token=/);
    const own = await invite({ host: 'leads.lan:3000', origin: 'http://leads.lan:3000', 'sec-fetch-site': 'same-origin' });
    expect(own.json().link).toMatch(/^http:\/\/leads\.lan:3000\/invite\?token=/);
  });
});
