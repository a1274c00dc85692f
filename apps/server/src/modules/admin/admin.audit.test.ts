import { auditActions as contractActions, auditResponse, type AuditEntry } from '@leadsift/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { adminAudit } from '../../db/schema/index.ts';
import { createTestUser, signIn, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { auditRows, callAs } from './admin.test-helpers.ts';

describe(`admin audit log (${testDriver})`, () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    admin = await createTestUser(ctx, { role: 'admin', email: 'root-admin@example.com' });
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, as: TestUser | null = admin) =>
    callAs(ctx, as, method, url, payload);
  const usage = async (u: TestUser) => ({
    stats: ((await call('GET', '/api/usage/stats', undefined, u)).json() as { data: Record<string, unknown> }).data,
    tier: ((await call('GET', '/api/usage/tier', undefined, u)).json() as { data: Record<string, unknown> }).data,
  });
  /** Runs `action`, expecting `status` and exactly `entries` new audit rows; returns the new rows. */
  async function expectAudited(action: () => ReturnType<typeof call>, status: number, entries: number) {
    const before = (await auditRows(ctx)).length;
    const res = await action();
    expect(res.statusCode, res.body).toBe(status);
    const rows = (await auditRows(ctx)).slice(before);
    expect(rows, JSON.stringify(rows)).toHaveLength(entries);
    return rows;
  }
  const audit = async (query = '') => {
    const res = await call('GET', `/api/admin/audit${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return auditResponse.parse(res.json());
  };

  it('grants credits and corrections: the user sees them, one entry each with before → after, reason and IP', async () => {
    const alice = await createTestUser(ctx);
    const [grant] = await expectAudited(() => call('POST', '/api/usage/admin/grant-credits', { userId: alice.id, credits: 300 }), 200, 1);
    expect(grant).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'grant_credits',
      targetUserId: alice.id,
      targetEmail: alice.email,
      before: { credits_available: 5000, bonus_credits: 0 },
      after: { credits_available: 5300, bonus_credits: 300, credits: 300 },
      reason: 'Admin grant',
      ip: '127.0.0.1',
    });
    expect((await usage(alice)).stats).toMatchObject({ creditsAvailable: 5300 });

    const correction = { userId: alice.id, credits: -100, correction: true, reason: 'Granted twice' };
    const [fix] = await expectAudited(() => call('POST', '/api/usage/admin/grant-credits', correction), 200, 1);
    expect(fix).toMatchObject({ before: { bonus_credits: 300 }, after: { bonus_credits: 200, credits: -100 }, reason: 'Granted twice' });
    expect((await usage(alice)).stats).toMatchObject({ creditsAvailable: 5200 });

    // Failed actions write nothing and change nothing.
    const tooMuch = { ...correction, credits: -201 };
    await expectAudited(() => call('POST', '/api/usage/admin/grant-credits', tooMuch), 400, 0);
    await expectAudited(() => call('POST', '/api/usage/admin/grant-credits', { userId: alice.id, credits: 0 }), 400, 0);
    await expectAudited(() => call('POST', '/api/usage/admin/grant-credits', { userId: 'nobody', credits: 5 }), 404, 0);
    await expectAudited(() => call('POST', '/api/usage/admin/grant-credits', { userId: alice.id, credits: -5 }), 400, 0);
    expect((await usage(alice)).stats).toMatchObject({ creditsAvailable: 5200 });
  });

  it('changes tiers: /api/usage/tier and stats follow, one entry per change, none for a refused one', async () => {
    const bob = await createTestUser(ctx);
    const [entry] = await expectAudited(
      () => call('POST', '/api/usage/admin/change-tier', { userId: bob.id, tier: 'agency_user' }),
      200,
      1,
    );
    expect(entry).toMatchObject({
      action: 'change_tier',
      before: { tier: 'beta_tester', credits_available: 5000 },
      after: { tier: 'agency_user', credits_available: 25_000 },
    });
    expect(await usage(bob)).toMatchObject({
      stats: { creditsAvailable: 25_000 },
      tier: { name: 'agency_user', credits_per_month: 25_000 },
    });
    await expectAudited(() => call('POST', '/api/usage/admin/change-tier', { userId: bob.id, tier: 'platinum' }), 400, 0);
    await expectAudited(() => call('POST', '/api/usage/admin/change-tier', { userId: 'nobody', tier: 'internal' }), 404, 0);
    expect((await usage(bob)).tier).toMatchObject({ name: 'agency_user' });
  });

  it('creates and deletes users: the deleted user’s entries stay, found by email', async () => {
    const email = 'temp.person@example.com';
    const [created] = await expectAudited(
      () => call('POST', '/api/usage/admin/create-user', { email, password: 'sixsix', tier: 'internal', name: 'Temp' }),
      201,
      1,
    );
    expect(created).toMatchObject({
      action: 'create_user',
      targetEmail: email,
      before: null,
      after: { name: 'Temp', role: 'user', tier: 'internal' },
    });
    const token = await signIn(ctx, email, 'sixsix');
    const temp = { id: created!.targetUserId, email, password: 'sixsix', token, headers: { authorization: `Bearer ${token}` } };
    expect(await usage(temp)).toMatchObject({ stats: { creditsAvailable: -1 }, tier: { name: 'internal' } });
    await expectAudited(() => call('POST', '/api/usage/admin/create-user', { email, password: 'sixsix' }), 409, 0);
    await expectAudited(() => call('POST', '/api/usage/admin/create-user', { email: 'x@example.com', password: 'short' }), 400, 0);
    await expectAudited(
      () => call('POST', '/api/usage/admin/create-user', { email: 'y@example.com', password: 'sixsix', tier: 'gold' }),
      400,
      0,
    );
    await expectAudited(() => call('POST', '/api/usage/admin/grant-credits', { userId: temp.id, credits: 7 }), 200, 1);

    const [deleted] = await expectAudited(() => call('DELETE', `/api/usage/admin/delete-user/${temp.id}`), 200, 1);
    expect(deleted).toMatchObject({ action: 'delete_user', targetUserId: temp.id, targetEmail: email, after: null });
    expect(deleted?.before).toMatchObject({ name: 'Temp', role: 'user', tier: 'internal' });
    expect((await call('GET', '/api/usage/stats', undefined, temp)).statusCode).toBe(401);
    await expectAudited(() => call('DELETE', `/api/usage/admin/delete-user/${temp.id}`), 404, 0);
    await expectAudited(() => call('DELETE', `/api/usage/admin/delete-user/${admin.id}`), 400, 0);

    const history = await audit(`?target=${encodeURIComponent('TEMP.person')}`);
    expect(history.data.map((e) => e.action)).toEqual(['delete_user', 'grant_credits', 'create_user']);
    expect(history.total).toBe(3);
  });

  it('pages newest first and filters by actor, target and action', async () => {
    const other = await createTestUser(ctx, { role: 'admin', email: 'second-admin@example.com' });
    const carol = await createTestUser(ctx, { email: 'carol-audit@example.com' });
    for (const credits of [1, 2, 3]) await call('POST', '/api/usage/admin/grant-credits', { userId: carol.id, credits }, other);
    await call('POST', '/api/usage/admin/change-tier', { userId: carol.id, tier: 'internal' }, other);

    const all = await audit();
    const total = (await auditRows(ctx)).length;
    expect(all.total).toBe(total);
    expect(all.data[0]).toMatchObject({ action: 'change_tier', actorEmail: 'second-admin@example.com' });
    const ids = all.data.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const byActor = await audit('?actor=second-admin');
    expect(byActor.data.map((e: AuditEntry) => e.actorId)).toEqual(Array(4).fill(other.id));
    expect((await audit(`?actor=${other.id}`)).total).toBe(4);
    const grants = await audit(`?target=carol-audit&action=grant_credits&pageSize=2`);
    expect(grants).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(grants.data.map((e) => e.after?.credits)).toEqual([3, 2]);
    const page2 = await audit(`?target=carol-audit&action=grant_credits&pageSize=2&page=2`);
    expect(page2.data.map((e) => e.after?.credits)).toEqual([1]);
    // LIKE wildcards are plain text in a filter.
    expect((await audit('?actor=%25')).total).toBe(0);
    expect((await call('GET', '/api/admin/audit?action=drop')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/audit?pageSize=1000')).statusCode).toBe(400);
  });

  it('is append-only: the database refuses to change or remove an entry', async () => {
    const [first] = await auditRows(ctx);
    expect(first).toBeDefined();
    await expect(ctx.runtime.db.update(adminAudit).set({ reason: 'rewritten' }).where(eq(adminAudit.id, first!.id))).rejects.toThrow();
    await expect(ctx.runtime.db.delete(adminAudit).where(eq(adminAudit.id, first!.id))).rejects.toThrow();
    await expect(ctx.runtime.db.execute(sql`TRUNCATE admin_audit`)).rejects.toThrow();
    const [still] = await ctx.runtime.db.select().from(adminAudit).where(eq(adminAudit.id, first!.id));
    expect(still?.reason).toBe(first!.reason);
  });
  it("stores exactly the actions of the API contract (the table's CHECK and packages/shared list the same)", async () => {
    const [check] = await queryRows<{ def: string }>(
      ctx.runtime.db,
      sql`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'admin_audit_action_check'`,
    );
    const inCheck = [...(check?.def.matchAll(/'([a-z_]+)'/g) ?? [])].map((m) => m[1]);
    expect(inCheck.sort()).toEqual([...contractActions].sort());
  });
});
