import { checkCreditsResponse, tierResponse, usageStatsResponse } from '@leadsift/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { grantBonus } from './credits.grants.ts';
import { charge } from './credits.service.ts';

describe(`usage API (${testDriver})`, () => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    [alice, bob] = [await createTestUser(ctx), await createTestUser(ctx)];
  });
  afterAll(() => ctx.close());

  const stats = async (u: TestUser, url = '/api/usage/stats') => {
    const res = await ctx.app.inject({ url, headers: u.headers });
    expect(res.statusCode).toBe(200);
    return usageStatsResponse.parse(res.json());
  };
  const checkCredits = (u: TestUser, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/usage/check-credits', headers: u.headers, payload: payload as object });

  it('requires sign-in for every usage call', async () => {
    for (const [method, url] of [
      ['GET', '/api/usage/stats'],
      ['GET', '/api/usage/tier'],
      ['POST', '/api/usage/check-credits'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, ...(method === 'POST' ? { payload: { creditsNeeded: 1 } } : {}) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Authentication required' });
    }
  });

  it('answers a new beta tester with the full monthly credits and the tier', async () => {
    const before = Date.now();
    const answer = await stats(alice);
    expect(answer).toMatchObject({ success: true, data: { creditsUsed: 0, creditsAvailable: 5000, creditsTotal: 5000, percentUsed: 0 } });
    // The next reset is a month away.
    const resetDate = answer.success ? Date.parse(answer.data.resetDate) : 0;
    expect(resetDate).toBeGreaterThan(before + 27 * 24 * 3600 * 1000);

    const tier = await ctx.app.inject({ url: '/api/usage/tier', headers: alice.headers });
    expect(tierResponse.parse(tier.json())).toEqual({
      success: true,
      data: { name: 'beta_tester', displayName: 'Beta Tester', credits_per_month: 5000, max_websites_per_job: 1000 },
    });
  });

  it('shows each caller only their own figures, whatever ids the request carries', async () => {
    await ctx.runtime.db.transaction((tx) =>
      charge(tx, alice.id, 4000, { memberId: alice.id, jobRef: 'job-1', reason: 'List Cleaner: leads' }),
    );
    const alices = { data: { creditsUsed: 4000, creditsAvailable: 1000, creditsTotal: 5000, percentUsed: 80 } };
    expect(await stats(alice)).toMatchObject(alices);
    expect(await stats(alice, `/api/usage/stats?userId=${bob.id}`)).toMatchObject(alices);
    expect(await stats(bob)).toMatchObject({ data: { creditsUsed: 0, creditsAvailable: 5000, percentUsed: 0 } });

    const aliceCheck = await checkCredits(alice, { creditsNeeded: 1001, userId: bob.id });
    expect(checkCreditsResponse.parse(aliceCheck.json())).toEqual({ success: true, data: { hasCredits: false, creditsAvailable: 1000 } });
    expect((await checkCredits(alice, { creditsNeeded: 1000 })).json()).toEqual({
      success: true,
      data: { hasCredits: true, creditsAvailable: 1000 },
    });
    expect((await checkCredits(bob, { creditsNeeded: 1001 })).json()).toEqual({
      success: true,
      data: { hasCredits: true, creditsAvailable: 5000 },
    });
  });

  it('counts bonus credits in the total and the available credits', async () => {
    await grantBonus(ctx.runtime.db, { workspaceId: alice.id, amount: 1000, actorId: null });
    expect(await stats(alice)).toMatchObject({ data: { creditsUsed: 4000, creditsAvailable: 2000, creditsTotal: 6000, percentUsed: 67 } });
  });

  it('answers -1 for an unlimited (internal) user', async () => {
    const carol = await createTestUser(ctx, { tier: 'internal' });
    await ctx.runtime.db.transaction((tx) => charge(tx, carol.id, 12_345, { memberId: carol.id, jobRef: 'r', reason: 'Research' }));
    expect(await stats(carol)).toMatchObject({ data: { creditsUsed: 12_345, creditsAvailable: -1, creditsTotal: -1, percentUsed: 0 } });
    expect((await ctx.app.inject({ url: '/api/usage/tier', headers: carol.headers })).json()).toMatchObject({
      data: { name: 'internal', displayName: 'Internal', credits_per_month: -1, max_websites_per_job: -1 },
    });
    expect((await checkCredits(carol, { creditsNeeded: 1_000_000 })).json()).toEqual({
      success: true,
      data: { hasCredits: true, creditsAvailable: -1 },
    });
  });

  it.each([[{}], [{ creditsNeeded: -1 }], [{ creditsNeeded: 'ten' }], [{ creditsNeeded: 1.5 }], [{ creditsNeeded: null }]])(
    'answers 400 with an error for check-credits %j',
    async (payload) => {
      const res = await checkCredits(alice, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/creditsNeeded/);
    },
  );
});
