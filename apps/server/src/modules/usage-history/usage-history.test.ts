import { usageHistoryResponse, usageStatsResponse, utcDay } from '@leadsift/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { researchJobs } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { charge, refund } from '../credits/credits.service.ts';

const DAY = 86_400_000;

describe(`GET /api/usage/history (${testDriver})`, () => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  const now = Date.now();
  const daysAgo = (n: number) => new Date(now - n * DAY);

  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    [alice, bob] = [await createTestUser(ctx), await createTestUser(ctx)];
    const { db } = ctx.runtime;
    // A research job with enhanced web search: 2 credits per website, 1 of them for the search.
    await db.insert(researchJobs).values({
      id: 'rj-search',
      workspaceId: alice.id,
      userId: alice.id,
      name: 'with search',
      instructions: 'B2B SaaS',
      enableWebSearch: true,
      model: 'gpt-4o-mini',
      sourceType: 'file',
      uploadId: 'u1',
      columnName: 'Website',
      columnIndex: 0,
      creditsPerWebsite: 2,
      totalRows: 3,
      totalWebsites: 3,
    });
    await db.transaction(async (tx) => {
      // The account opens 5 days ago, so the cycle starts then.
      await charge(tx, alice.id, 120, { memberId: alice.id, jobRef: 'f1', reason: 'List Cleaner: leads', now: daysAgo(5) });
      await refund(tx, alice.id, 20, { memberId: alice.id, jobRef: 'f1', reason: 'List Cleaner failed: leads', now: daysAgo(4) });
      for (let i = 0; i < 3; i++)
        await charge(tx, alice.id, 2, { memberId: alice.id, jobRef: 'rj-search', reason: `Research: site${i}.com`, now: daysAgo(2) });
      await refund(tx, alice.id, 2, {
        memberId: alice.id,
        jobRef: 'rj-search',
        reason: 'Research refund: site0.com could not be visited',
        now: daysAgo(2),
      });
      await charge(tx, alice.id, 1, { memberId: alice.id, jobRef: 'rj-gone', reason: 'Research: deleted-job.com', now: daysAgo(1) });
      await charge(tx, bob.id, 999, { memberId: bob.id, jobRef: 'fb', reason: 'List Cleaner: bob', now: daysAgo(1) });
    });
  });
  afterAll(() => ctx.close());

  const history = async (u: TestUser, url = '/api/usage/history') => {
    const res = await ctx.app.inject({ url, headers: u.headers });
    expect(res.statusCode).toBe(200);
    return usageHistoryResponse.parse(res.json()).data;
  };

  it('requires sign-in', async () => {
    expect((await ctx.app.inject({ url: '/api/usage/history' })).statusCode).toBe(401);
  });

  it('sums per day and per kind what the ledger says, and the total is the credits used this cycle', async () => {
    // The last day is the server's today, which is the test's today unless a UTC midnight fell in between.
    const todayBefore = utcDay(new Date());
    const h = await history(alice);
    const todayAfter = utcDay(new Date());
    expect(h.days.map((d) => d.date)).toEqual(h.days.map((_, i) => utcDay(new Date(daysAgo(5).getTime() + i * DAY))));
    expect([todayBefore, todayAfter]).toContain(h.days.at(-1)?.date);
    const day = (n: number) => h.days.find((d) => d.date === utcDay(daysAgo(n)));
    expect(day(5)).toMatchObject({ listCleaner: 120, research: 0, webSearch: 0 });
    expect(day(4)).toMatchObject({ listCleaner: -20, research: 0, webSearch: 0 });
    expect(day(3)).toMatchObject({ listCleaner: 0, research: 0, webSearch: 0 });
    expect(day(2)).toMatchObject({ listCleaner: 0, research: 2, webSearch: 2 });
    expect(day(1)).toMatchObject({ listCleaner: 0, research: 1, webSearch: 0 });
    expect(h.byKind).toEqual({ listCleaner: 100, research: 3, webSearch: 2 });

    const [ledger] = await queryRows<{ used: number }>(
      ctx.runtime.db,
      sql`SELECT sum(used_delta)::int AS used FROM credit_ledger WHERE user_id = ${alice.id} AND kind IN ('charge', 'refund')`,
    );
    expect(h.total).toBe(ledger?.used);
    const stats = usageStatsResponse.parse((await ctx.app.inject({ url: '/api/usage/stats', headers: alice.headers })).json());
    expect(stats.success && stats.data.creditsUsed).toBe(h.total);
    expect(Date.parse(h.cycleStart)).toBe(daysAgo(5).getTime());
  });

  it("never shows another user's usage, whatever the request carries", async () => {
    const own = await history(bob);
    expect(own.total).toBe(999);
    expect(own.byKind).toEqual({ listCleaner: 999, research: 0, webSearch: 0 });
    const spoofed = await history(alice, `/api/usage/history?userId=${bob.id}`);
    expect(spoofed.total).toBe(105);
    expect(spoofed.days.some((d) => d.listCleaner === 999)).toBe(false);
  });

  it('starts again after the monthly reset', async () => {
    const { db } = ctx.runtime;
    // Move Bob's reset into the past: the next read applies it and his cycle is empty.
    await db.execute(sql`UPDATE credit_accounts SET month_reset_date = now() - interval '1 hour' WHERE workspace_id = ${bob.id}`);
    const after = await history(bob);
    expect(after.total).toBe(0);
    expect(after.days.every((d) => d.listCleaner + d.research + d.webSearch === 0)).toBe(true);
  });
});
