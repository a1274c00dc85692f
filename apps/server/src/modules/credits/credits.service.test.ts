import { addMonths } from '@leadsift/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { changeTier, grantBonus } from './credits.grants.ts';
import { charge, check, getAccount, InsufficientCreditsError, refund } from './credits.service.ts';
import { accountRow, expectLedgerMatchesAccount, insertUser, ledgerOf } from './credits.test-helpers.ts';
import { upsertTier } from './tiers.service.ts';

describe(`credits service (${testDriver})`, () => {
  let ctx: TestContext;
  let db: Db;
  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    db = ctx.runtime.db;
    await upsertTier(db, { name: 'test_1000', displayName: 'Test 1000', creditsPerMonth: 1000, maxWebsitesPerJob: 10 });
  });
  afterAll(() => ctx.close());

  const chargeInTx = (userId: string, amount: number, jobRef = 'job-1') =>
    db.transaction((tx) => charge(tx, userId, amount, { memberId: userId, jobRef, reason: 'test charge' }));
  const refundInTx = (userId: string, amount: number, jobRef = 'job-1') =>
    db.transaction((tx) => refund(tx, userId, amount, { memberId: userId, jobRef, reason: 'test refund' }));

  it('opens an account from the tier on first read, with an opening ledger row', async () => {
    const userId = await insertUser(db, 'beta_tester');
    const now = new Date('2026-03-31T10:00:00Z');
    const account = await getAccount(db, userId, now);
    expect(account).toMatchObject({ unlimited: false, monthlyRemaining: 5000, bonusCredits: 0, usedThisMonth: 0, available: 5000 });
    expect(account.tier).toEqual({ name: 'beta_tester', displayName: 'Beta Tester', creditsPerMonth: 5000, maxWebsitesPerJob: 1000 });
    expect(account.monthResetDate).toEqual(addMonths(now, 1));
    const ledger = await ledgerOf(db, userId);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: 'grant', delta: 5000, balanceAfter: 5000 });
  });

  it('spends monthly credits first, then bonus credits', async () => {
    const userId = await insertUser(db, 'test_1000');
    await grantBonus(db, { workspaceId: userId, amount: 500, actorId: 'admin-1' });
    const balance = await chargeInTx(userId, 1200);
    expect(balance).toEqual({ unlimited: false, monthlyRemaining: 0, bonusCredits: 300, usedThisMonth: 1200, available: 300 });
    const ledger = await ledgerOf(db, userId);
    expect(ledger.map((r) => [r.kind, r.delta, r.bonusDelta, r.balanceAfter, r.actorId])).toEqual([
      ['grant', 1000, 0, 1000, null],
      ['grant', 500, 500, 1500, 'admin-1'],
      ['charge', -1200, -200, 300, null],
    ]);
    expect(ledger[1]?.reason).toBe('Admin grant');
    await expectLedgerMatchesAccount(db, userId);
  });

  it('refunds bonus credits to bonus and the rest to monthly, never more than the job was charged', async () => {
    const userId = await insertUser(db, 'test_1000');
    await grantBonus(db, { workspaceId: userId, amount: 500, actorId: null });
    await chargeInTx(userId, 1200, 'job-a');
    expect(await refundInTx(userId, 150, 'job-a')).toMatchObject({ refunded: 150, monthlyRemaining: 0, bonusCredits: 450 });
    expect(await refundInTx(userId, 5000, 'job-a')).toMatchObject({
      refunded: 1050,
      monthlyRemaining: 1000,
      bonusCredits: 500,
      usedThisMonth: 0,
    });
    // Everything charged is back: a repeated refund gives nothing and writes no row.
    const rows = (await ledgerOf(db, userId)).length;
    expect(await refundInTx(userId, 100, 'job-a')).toMatchObject({ refunded: 0, available: 1500 });
    expect(await refundInTx(userId, 100, 'never-charged')).toMatchObject({ refunded: 0 });
    expect(await ledgerOf(db, userId)).toHaveLength(rows);
    await expectLedgerMatchesAccount(db, userId);
  });

  it('refuses a charge above the balance with needed and available, and changes nothing', async () => {
    const userId = await insertUser(db, 'test_1000');
    await chargeInTx(userId, 900);
    const err = await chargeInTx(userId, 101).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InsufficientCreditsError);
    expect(err).toMatchObject({
      needed: 101,
      available: 100,
      statusCode: 402,
      message: 'Insufficient credits: Need 101, have 100 available.',
    });
    expect(await accountRow(db, userId)).toMatchObject({ monthlyRemaining: 100, usedThisMonth: 900 });
    await expectLedgerMatchesAccount(db, userId);
  });

  it('leaves the caller’s transaction usable after InsufficientCreditsError (partial work can go on)', async () => {
    const userId = await insertUser(db, 'test_1000');
    const outcome = await db.transaction(async (tx) => {
      await charge(tx, userId, 600, { memberId: userId, jobRef: 'r1', reason: 'first part' });
      const short = await charge(tx, userId, 600, { memberId: userId, jobRef: 'r1', reason: 'second part' }).catch((e: unknown) => e);
      const rest = await charge(tx, userId, 400, { memberId: userId, jobRef: 'r1', reason: 'what is left' });
      return { short, rest };
    });
    expect(outcome.short).toBeInstanceOf(InsufficientCreditsError);
    expect(outcome.rest.available).toBe(0);
    await expectLedgerMatchesAccount(db, userId);
  });

  it('never blocks an unlimited account but counts and records its usage', async () => {
    const userId = await insertUser(db, 'internal');
    expect(await check(db, userId, 10_000_000)).toEqual({ hasCredits: true, creditsAvailable: -1 });
    const balance = await chargeInTx(userId, 10_000_000);
    expect(balance).toEqual({ unlimited: true, monthlyRemaining: 0, bonusCredits: 0, usedThisMonth: 10_000_000, available: -1 });
    const last = (await ledgerOf(db, userId)).at(-1);
    expect(last).toMatchObject({ kind: 'charge', delta: 0, usedDelta: 10_000_000, balanceAfter: -1 });
    await expectLedgerMatchesAccount(db, userId);
  });

  it('answers check() against the available credits', async () => {
    const userId = await insertUser(db, 'test_1000');
    expect(await check(db, userId, 1000)).toEqual({ hasCredits: true, creditsAvailable: 1000 });
    expect(await check(db, userId, 1001)).toEqual({ hasCredits: false, creditsAvailable: 1000 });
  });

  it('changes tier keeping the month’s usage and the bonus credits', async () => {
    const userId = await insertUser(db, 'beta_tester');
    await grantBonus(db, { workspaceId: userId, amount: 70, actorId: 'admin-1', reason: 'Goodwill' });
    await chargeInTx(userId, 4000);
    expect(await changeTier(db, { workspaceId: userId, tier: 'agency_user', actorId: 'admin-1' })).toMatchObject({
      monthlyRemaining: 21_000,
      bonusCredits: 70,
      tier: { name: 'agency_user' },
    });
    await chargeInTx(userId, 2000);
    expect(await changeTier(db, { workspaceId: userId, tier: 'internal', actorId: 'admin-1' })).toMatchObject({
      unlimited: true,
      available: -1,
      bonusCredits: 70,
    });
    // Back on 5,000 a month with 6,000 used: no monthly credits left, the bonus remains.
    expect(await changeTier(db, { workspaceId: userId, tier: 'beta_tester', actorId: 'admin-1' })).toMatchObject({
      unlimited: false,
      monthlyRemaining: 0,
      available: 70,
    });
    const rows = (await ledgerOf(db, userId)).length;
    await changeTier(db, { workspaceId: userId, tier: 'beta_tester', actorId: 'admin-1' });
    expect(await ledgerOf(db, userId)).toHaveLength(rows);
    const changes = (await ledgerOf(db, userId)).filter((r) => r.kind === 'tier_change');
    expect(changes.map((r) => [r.delta, r.actorId])).toEqual([
      [20_000, 'admin-1'],
      [-19_000, 'admin-1'],
      [0, 'admin-1'],
    ]);
    await expectLedgerMatchesAccount(db, userId);
  });

  it('rejects an unknown tier (400), an unknown user (404) and a bad grant (400)', async () => {
    const userId = await insertUser(db);
    await expect(changeTier(db, { workspaceId: userId, tier: 'platinum', actorId: null })).rejects.toMatchObject({ statusCode: 400 });
    await expect(changeTier(db, { workspaceId: 'nobody', tier: 'internal', actorId: null })).rejects.toMatchObject({ statusCode: 404 });
    await expect(grantBonus(db, { workspaceId: 'nobody', amount: 5, actorId: null })).rejects.toMatchObject({ statusCode: 404 });
    for (const amount of [0, -5, 1.5, 10 ** 18, 1_000_000_001]) {
      await expect(grantBonus(db, { workspaceId: userId, amount, actorId: null })).rejects.toBeInstanceOf(HttpError);
    }
    await expect(chargeInTx(userId, -1)).rejects.toBeInstanceOf(RangeError);
  });

  // On PGlite the single connection serialises the transactions; on PostgreSQL they race for real.
  it.each([
    ['an open account', true],
    ['an account opened by the racing charges themselves', false],
  ])('50 parallel charges of 100 against 1,000 on %s: exactly 10 succeed', async (_label, openFirst) => {
    const userId = await insertUser(db, 'test_1000');
    if (openFirst) expect((await getAccount(db, userId)).available).toBe(1000);
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => chargeInTx(userId, 100, `job-${i}`)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected' && r.reason instanceof InsufficientCreditsError);
    expect([ok.length, refused.length]).toEqual([10, 40]);
    expect(await accountRow(db, userId)).toMatchObject({ monthlyRemaining: 0, bonusCredits: 0, usedThisMonth: 1000 });
    const ledger = await ledgerOf(db, userId);
    expect(ledger.filter((r) => r.kind === 'charge')).toHaveLength(10);
    expect(ledger.filter((r) => r.kind === 'grant')).toHaveLength(1);
    await expectLedgerMatchesAccount(db, userId);
    const [{ n } = { n: -1 }] = (
      (await db.execute(sql`select count(*)::int as n from credit_accounts where workspace_id = ${userId}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(n).toBe(1);
  });
});
