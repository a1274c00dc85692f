import { usageStatsResponse } from '@leadsift/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../../db/schema/index.ts';
import { createTestUser, signIn, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { uploadCsv } from '../filter/filter.test-helpers.ts';
import { adminUsersResponse } from './admin.schemas.ts';

describe(`admin API (${testDriver})`, () => {
  let ctx: TestContext;
  let admin: TestUser;
  let alice: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    admin = await createTestUser(ctx, { role: 'admin' });
    alice = await createTestUser(ctx);
  });
  afterAll(() => ctx.close());

  const call = (as: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: as?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const post = (url: string, payload?: unknown) => call(admin, 'POST', `/api/usage/admin/${url}`, payload);
  const statsOf = async (u: TestUser) => {
    const answer = usageStatsResponse.parse((await call(u, 'GET', '/api/usage/stats')).json());
    if (!answer.success) throw new Error('no usage stats');
    return answer.data;
  };
  const listed = async (id: string) => {
    const res = await call(admin, 'GET', '/api/usage/admin/users');
    expect(res.statusCode).toBe(200);
    return adminUsersResponse.parse(res.json()).data.find((u) => u.id === id);
  };

  it('answers 401 to anonymous callers and 403 to signed-in non-admins on every route', async () => {
    const routes = [
      ['GET', '/api/usage/admin/users'],
      ['POST', '/api/usage/admin/grant-credits'],
      ['POST', '/api/usage/admin/change-tier'],
      ['POST', '/api/usage/admin/create-user'],
      ['DELETE', `/api/usage/admin/delete-user/${admin.id}`],
    ] as const;
    for (const [method, url] of routes) {
      const body =
        method === 'POST' ? { userId: alice.id, credits: 5, tier: 'internal', email: 'x@example.com', password: 'secret1' } : undefined;
      const anonymous = await call(null, method, url, body);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toEqual({ error: 'Authentication required' });
      const user = await call(alice, method, url, body);
      expect(user.statusCode, `${method} ${url}`).toBe(403);
      expect(user.json()).toEqual({ error: 'Administrator access required' });
    }
    // Nothing happened on the way: alice has no bonus, the admin still exists.
    expect(await statsOf(alice)).toMatchObject({ creditsAvailable: 5000 });
    expect(await listed(admin.id)).toMatchObject({ role: 'admin' });
  });

  it('lists every user with role, tier and credits', async () => {
    expect(await listed(alice.id)).toEqual({
      id: alice.id,
      email: alice.email,
      name: alice.email.split('@')[0],
      role: 'user',
      tier: 'beta_tester',
      credits_available: 5000,
      credits_used_this_month: 0,
      bonus_credits: 0,
      month_reset_date: expect.any(String),
      created_at: expect.any(String),
      disabled: false,
      storage_used_bytes: 0,
    });
    const internal = await createTestUser(ctx, { tier: 'internal' });
    expect(await listed(internal.id)).toMatchObject({ tier: 'internal', credits_available: -1 });
    // The bytes of the user's stored uploads.
    const csv = 'Company,Country\nAcme,DE\n';
    await uploadCsv(ctx, internal, 'a.csv', csv);
    await uploadCsv(ctx, internal, 'b.csv', csv);
    expect(await listed(internal.id)).toMatchObject({ storage_used_bytes: 2 * Buffer.byteLength(csv) });
    expect(await listed(alice.id)).toMatchObject({ storage_used_bytes: 0 });
  });

  it('grants bonus credits that show in the user’s usage stats, with the admin as actor', async () => {
    const res = await post('grant-credits', { userId: alice.id, credits: '250' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { userId: alice.id, credits: 250, reason: 'Admin grant', credits_available: 5250, bonus_credits: 250 },
    });
    expect(await statsOf(alice)).toMatchObject({ creditsAvailable: 5250, creditsTotal: 5250 });
    expect(await listed(alice.id)).toMatchObject({ credits_available: 5250, bonus_credits: 250 });

    expect((await post('grant-credits', { userId: alice.id, credits: 50, reason: 'Goodwill' })).statusCode).toBe(200);
    const rows = await ctx.runtime.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.workspaceId, alice.id), eq(creditLedger.kind, 'grant'), eq(creditLedger.actorId, admin.id)));
    expect(rows.map((r) => [r.delta, r.reason])).toEqual([
      [250, 'Admin grant'],
      [50, 'Goodwill'],
    ]);
  });

  it('refuses a grant without user or credits, with a bad amount, or for an unknown user', async () => {
    for (const body of [
      undefined,
      {},
      { userId: alice.id },
      { credits: 10 },
      { userId: '', credits: 10 },
      { userId: alice.id, credits: '' },
    ]) {
      const res = await post('grant-credits', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ error: 'User ID and credits amount are required' });
    }
    for (const credits of [0, 2.5, 'ten', '1e3', 10 ** 18, '1000000000000000000', 1_000_000_001]) {
      const res = await post('grant-credits', { userId: alice.id, credits });
      expect(res.statusCode, String(credits)).toBe(400);
      expect(res.json()).toEqual({ error: 'Credits must be a whole number from 1 to 1,000,000,000' });
    }
    const hugeCorrection = await post('grant-credits', { userId: alice.id, credits: -(10 ** 18), correction: true, reason: 'x' });
    expect(hugeCorrection.json()).toEqual({ error: 'A correction must be a whole number from -1,000,000,000 to -1' });
    // The largest grants are accepted until the balance would pass PostgreSQL's integer; then 400, nothing changes.
    const rich = await createTestUser(ctx);
    for (const status of [200, 200, 400]) {
      const res = await post('grant-credits', { userId: rich.id, credits: 1_000_000_000 });
      expect(res.statusCode, res.body).toBe(status);
      if (status === 400) expect(res.json()).toEqual({ error: "This grant would take the user's credits past 2,147,483,647" });
    }
    expect((await listed(rich.id))?.bonus_credits).toBe(2_000_000_000);
    // Negative credits only as an explicit correction with a reason of the admin's own.
    for (const body of [{ credits: -5 }, { credits: -5, reason: 'Oops' }, { credits: -5, correction: true }]) {
      const res = await post('grant-credits', { userId: alice.id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ error: 'Negative credits are only allowed as a correction, with a reason' });
    }
    const unknown = await post('grant-credits', { userId: 'no-such-user', credits: 10 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'User not found' });
  });

  it('changes the tier: limits follow, the ledger row names the admin', async () => {
    const bob = await createTestUser(ctx);
    const res = await post('change-tier', { userId: bob.id, tier: 'agency_user' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { userId: bob.id, tier: 'agency_user', credits_available: 25_000 } });
    expect(await statsOf(bob)).toMatchObject({ creditsAvailable: 25_000 });
    const tier = await call(bob, 'GET', '/api/usage/tier');
    expect(tier.json()).toMatchObject({ data: { name: 'agency_user', credits_per_month: 25_000 } });
    expect(await listed(bob.id)).toMatchObject({ tier: 'agency_user', credits_available: 25_000 });
    const [row] = await ctx.runtime.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.workspaceId, bob.id), eq(creditLedger.kind, 'tier_change')));
    expect(row).toMatchObject({ actorId: admin.id, delta: 20_000 });

    expect((await post('change-tier', { userId: bob.id, tier: 'internal' })).statusCode).toBe(200);
    expect(await statsOf(bob)).toMatchObject({ creditsAvailable: -1, creditsTotal: -1 });
  });

  it('refuses a tier change without user or tier, to an unknown tier or for an unknown user', async () => {
    for (const body of [undefined, {}, { userId: alice.id }, { tier: 'internal' }, { userId: alice.id, tier: ' ' }]) {
      const res = await post('change-tier', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ error: 'User ID and tier are required' });
    }
    const unknownTier = await post('change-tier', { userId: alice.id, tier: 'platinum' });
    expect(unknownTier.statusCode).toBe(400);
    expect(unknownTier.json()).toEqual({ error: 'Unknown tier: platinum' });
    expect((await post('change-tier', { userId: 'no-such-user', tier: 'internal' })).statusCode).toBe(404);
    expect(await listed(alice.id)).toMatchObject({ tier: 'beta_tester' });
  });

  it('creates a user who can then sign in, on the default or the given tier', async () => {
    const res = await post('create-user', { email: ' New.Person@Example.com ', password: 'sixsix' });
    expect(res.statusCode, res.body).toBe(201);
    const { user } = res.json() as { user: { id: string; email: string } };
    expect(res.json()).toEqual({ success: true, user: { id: expect.any(String), email: 'new.person@example.com' } });
    expect(await listed(user.id)).toMatchObject({ email: 'new.person@example.com', role: 'user', tier: 'beta_tester', name: 'new.person' });
    const token = await signIn(ctx, 'new.person@example.com', 'sixsix');
    const headers = { authorization: `Bearer ${token}` };
    expect((await ctx.app.inject({ url: '/api/usage/stats', headers })).json()).toMatchObject({ data: { creditsAvailable: 5000 } });

    const staff = await post('create-user', {
      email: 'staff@example.com',
      password: 'secret-staff',
      tier: 'internal',
      name: 'Sta Ff',
      role: 'admin',
    });
    expect(staff.statusCode, staff.body).toBe(201);
    expect(await listed((staff.json() as { user: { id: string } }).user.id)).toMatchObject({
      name: 'Sta Ff',
      role: 'admin',
      tier: 'internal',
      credits_available: -1,
    });
  });

  it('refuses a user without email or password, with a short password, an unknown tier or a taken email', async () => {
    for (const body of [undefined, {}, { email: 'a@example.com' }, { password: 'secret1' }, { email: ' ', password: 'secret1' }]) {
      const res = await post('create-user', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ error: 'Email and password are required' });
    }
    const short = await post('create-user', { email: 'short@example.com', password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: 'Password must be at least 6 characters' });
    const badEmail = await post('create-user', { email: 'not-an-email', password: 'secret1' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ error: 'Please enter a valid email address' });
    const badTier = await post('create-user', { email: 'tier@example.com', password: 'secret1', tier: 'platinum' });
    expect(badTier.statusCode).toBe(400);
    expect(badTier.json()).toEqual({ error: 'Unknown tier: platinum' });
    const taken = await post('create-user', { email: alice.email.toUpperCase(), password: 'secret1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: `A user with the email ${alice.email} already exists` });
    // None of the refused ones exists.
    const emails = adminUsersResponse.parse((await call(admin, 'GET', '/api/usage/admin/users')).json()).data.map((u) => u.email);
    expect(emails).not.toContain('short@example.com');
    expect(emails).not.toContain('tier@example.com');
  });
});
