import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../db/schema/index.ts';
import { createTestUser, randomAddress, signIn } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';

describe('sign-in, sessions and first-run setup', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('offers first-run setup exactly once and signs the administrator in', async () => {
    expect((await ctx.app.inject('/api/auth-config')).json()).toEqual({
      needsSetup: true,
      providers: { google: false, sso: false },
      baseUrlMissing: true,
      email: false,
    });

    const short = await ctx.app.inject({
      method: 'POST',
      url: '/api/setup/admin',
      payload: { name: 'A', email: 'admin@example.com', password: '12345' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Password must be at least 6 characters');

    const [first, second] = await Promise.all([
      ctx.app.inject({
        method: 'POST',
        url: '/api/setup/admin',
        payload: { name: 'Ada', email: 'admin@example.com', password: 'secret1' },
      }),
      ctx.app.inject({ method: 'POST', url: '/api/setup/admin', payload: { name: 'Eve', email: 'eve@example.com', password: 'secret1' } }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const winner = first.statusCode === 201 ? first : second;
    expect(winner.headers['set-auth-token']).toEqual(expect.any(String));

    const me = await ctx.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${winner.headers['set-auth-token']}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.role).toBe('admin');
    expect(me.json().profile).toMatchObject({ tier: 'beta_tester', isStaff: true });

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/setup/admin',
      payload: { name: 'X', email: 'x@example.com', password: 'secret1' },
    });
    expect(again.statusCode).toBe(409);
    expect((await ctx.app.inject('/api/auth-config')).json().needsSetup).toBe(false);
  });

  it('accepts bearer and cookie sessions, and sign-out revokes the session on the server', async () => {
    const user = await createTestUser(ctx);
    expect((await ctx.app.inject({ url: '/api/me', headers: user.headers })).statusCode).toBe(200);

    const cookieLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: randomAddress(),
      payload: { email: user.email, password: user.password },
    });
    const cookie = String(cookieLogin.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // BASE_URL is http in tests
    const byCookie = await ctx.app.inject({ url: '/api/me', headers: { cookie: cookie.split(';')[0]! } });
    expect(byCookie.statusCode).toBe(200);

    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: user.headers, payload: {} });
    expect(out.statusCode).toBe(200);
    const after = await ctx.app.inject({ url: '/api/me', headers: user.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'Authentication required' });
  });

  it('answers a wrong password and an unknown email with the same text', async () => {
    const user = await createTestUser(ctx);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: randomAddress(),
      payload: { email: user.email, password: 'nope-nope' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: randomAddress(),
      payload: { email: 'ghost@example.com', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('never returns the password hash or another session token', async () => {
    const user = await createTestUser(ctx);
    const [row] = await ctx.runtime.db.select({ password: account.password }).from(account).where(eq(account.userId, user.id));
    expect(row?.password).toBeTruthy();
    const hash = row!.password!;
    const bodies = [
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: randomAddress(),
          payload: { email: user.email, password: user.password },
        })
      ).body,
      (await ctx.app.inject({ url: '/api/me', headers: user.headers })).body,
      (await ctx.app.inject({ url: '/api/auth/get-session', headers: user.headers })).body,
      (await ctx.app.inject({ url: `/api/profiles/${user.id}`, headers: user.headers })).body,
    ];
    for (const body of bodies) {
      expect(body).not.toContain(hash);
      expect(body).not.toMatch(/"password"/);
    }
  });

  it('hides another user’s profile from a non-admin (404) and shows it to an admin', async () => {
    const alice = await createTestUser(ctx);
    const bob = await createTestUser(ctx);
    const boss = await createTestUser(ctx, { role: 'admin' });
    expect((await ctx.app.inject({ url: `/api/profiles/${alice.id}`, headers: alice.headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/profiles/${alice.id}`, headers: bob.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/profiles/${alice.id}`, headers: boss.headers })).json().id).toBe(alice.id);
    expect((await ctx.app.inject({ url: `/api/profiles/${alice.id}` })).statusCode).toBe(401);
  });

  it('refuses anonymous sign-up: accounts come from setup, admins or the CLI', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: randomAddress(),
      payload: { email: 'new@example.com', password: 'secret1', name: 'N' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: randomAddress(),
          payload: { email: 'new@example.com', password: 'secret1' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses state-changing auth calls from an untrusted origin', async () => {
    const user = await createTestUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: randomAddress(),
      headers: { origin: 'https://evil.example', cookie: 'leadsift.session_token=x' },
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(403);
  });

  it('rate limits sign-in attempts per account with a 429 and a message', async () => {
    const user = await createTestUser(ctx);
    const attempts = [];
    for (let i = 0; i < 12; i++) {
      // Different client addresses: the per-account limit must hold on its own.
      attempts.push(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: `10.0.0.${i + 1}`,
          payload: { email: user.email, password: 'wrong-password' },
        }),
      );
    }
    // 10 attempts a minute per account, the successful sign-in of createTestUser included.
    expect(attempts.slice(0, 9).map((r) => r.statusCode)).toEqual(Array(9).fill(401));
    expect(attempts[9]!.statusCode).toBe(429);
    expect(attempts[11]!.json().error).toMatch(/Too many sign-in attempts/);
    await expect(signIn(ctx, user.email, user.password)).rejects.toThrow(/429/);
  });

  it('rate limits sign-in attempts per IP', async () => {
    const results = [];
    for (let i = 0; i < 12; i++) {
      results.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/auth/sign-in/email',
            remoteAddress: '10.9.9.9',
            payload: { email: `p${i}@example.com`, password: 'wrong-password' },
          })
        ).statusCode,
      );
    }
    expect(results.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(results.at(-1)).toBe(429);
  });
});
