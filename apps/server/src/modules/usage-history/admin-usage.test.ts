import { adminUsageHistoryResponse, utcDay, type AdminUsageHistory } from '@leadsift/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelCallLog } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { charge } from '../credits/credits.service.ts';

const DAY = 86_400_000;

describe(`GET /api/usage/admin/history (${testDriver})`, () => {
  let ctx: TestContext;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  const now = Date.now();
  const daysAgo = (n: number) => new Date(now - n * DAY);

  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    admin = await createTestUser(ctx, { role: 'admin' });
    [alice, bob] = [await createTestUser(ctx), await createTestUser(ctx)];
    const { db } = ctx.runtime;
    await db.transaction(async (tx) => {
      await charge(tx, alice.id, 300, { memberId: alice.id, jobRef: 'f1', reason: 'List Cleaner: a', now: daysAgo(60) });
      await charge(tx, alice.id, 50, { memberId: alice.id, jobRef: 'f2', reason: 'List Cleaner: b', now: daysAgo(3) });
      await charge(tx, bob.id, 7, { memberId: bob.id, jobRef: 'r1', reason: 'Research: x.com', now: daysAgo(3) });
    });
    const call = (userId: string, model: string, outcome: 'ok' | 'failed', n: number, at: Date) => ({
      userId,
      model,
      outcome,
      provider: 'openai',
      inputTokens: 1_000_000 * n,
      outputTokens: 0,
      latencyMs: 5,
      createdAt: at,
    });
    await db.insert(modelCallLog).values([
      call(alice.id, 'gpt-4o-mini', 'ok', 1, daysAgo(3)), // $0.15
      call(alice.id, 'gpt-4o-mini', 'failed', 0, daysAgo(3)),
      call(bob.id, 'gpt-4o-mini', 'ok', 2, daysAgo(1)), // $0.30
      call(bob.id, 'llama3', 'ok', 1, daysAgo(1)), // no price
      call(alice.id, 'gpt-4o', 'ok', 1, daysAgo(60)), // $2.50, only in the 90 days
    ]);
  });
  afterAll(() => ctx.close());

  const history = async (days?: number): Promise<AdminUsageHistory> => {
    const res = await ctx.app.inject({ url: `/api/usage/admin/history${days ? `?days=${days}` : ''}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    return adminUsageHistoryResponse.parse(res.json()).data;
  };

  it('answers 401 anonymous, 403 to a signed-in user, 400 to a period it does not offer', async () => {
    expect((await ctx.app.inject({ url: '/api/usage/admin/history' })).statusCode).toBe(401);
    const asUser = await ctx.app.inject({ url: '/api/usage/admin/history', headers: alice.headers });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.body).not.toContain('gpt-4o');
    expect((await ctx.app.inject({ url: '/api/usage/admin/history?days=7', headers: admin.headers })).statusCode).toBe(400);
  });

  it('both routes are in the OpenAPI document, the period as a query parameter', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json() as {
      paths: Record<string, { get?: { parameters?: Array<{ name: string }> } }>;
    };
    expect(doc.paths['/api/usage/history']?.get).toBeDefined();
    expect(doc.paths['/api/usage/admin/history']?.get?.parameters?.map((p) => p.name)).toEqual(['days']);
  });

  it('gives 30 days of credits and model cost, the top users and every model', async () => {
    const h = await history();
    expect(h.periodDays).toBe(30);
    expect(h.days).toHaveLength(30);
    expect(h.days.at(-1)?.date).toBe(utcDay(new Date(now)));
    const day = (n: number) => h.days.find((d) => d.date === utcDay(daysAgo(n)));
    expect(day(3)).toMatchObject({ credits: 57, tokens: 1_000_000 });
    expect(day(3)?.costUsd).toBeCloseTo(0.15);
    expect(day(1)?.costUsd).toBeCloseTo(0.3);
    expect(h.totals.credits).toBe(57);
    expect(h.totals.modelCalls).toBe(4);
    expect(h.unpricedModels).toEqual(['llama3']);

    expect(h.topUsers.map((u) => [u.userId, u.credits, u.modelCalls])).toEqual([
      [alice.id, 50, 2],
      [bob.id, 7, 2],
    ]);
    expect(h.topUsers[0]?.label).not.toBe('Deleted user');
    expect(h.topUsers[1]?.costUsd).toBeNull(); // Bob used a model without a price

    const mini = h.models.find((m) => m.model === 'gpt-4o-mini');
    expect(mini).toMatchObject({ modelCalls: 3, failedCalls: 1, inputTokens: 3_000_000 });
    expect(mini?.failureRate).toBeCloseTo(1 / 3);
    expect(mini?.costUsd).toBeCloseTo(0.45);
    expect(h.models.find((m) => m.model === 'llama3')?.costUsd).toBeNull();
    expect(h.models.some((m) => m.model === 'gpt-4o')).toBe(false);
  });

  it('reaches back 90 days when asked', async () => {
    const h = await history(90);
    expect(h.days).toHaveLength(90);
    expect(h.totals.credits).toBe(357);
    expect(h.totals.costUsd).toBeCloseTo(2.95);
    expect(h.topUsers[0]).toMatchObject({ userId: alice.id, credits: 350 });
  });
});
