import { addMonths } from '@leadsift/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { creditAccounts } from '../../db/schema/index.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { nextMonthlyReset } from './credits.account.ts';
import { CREDITS_RESET_CRON, creditsResetJob } from './credits.jobs.ts';
import { grantBonus } from './credits.grants.ts';
import { applyMonthlyReset, charge, getAccount } from './credits.service.ts';
import { accountRow, expectLedgerMatchesAccount, insertUser, ledgerOf } from './credits.test-helpers.ts';
import { upsertTier } from './tiers.service.ts';

const HOUR = 60 * 60 * 1000;

describe('nextMonthlyReset', () => {
  const at = (iso: string) => new Date(iso);
  it('moves a date that is now or past forward one month, clamping to the month end', () => {
    expect(nextMonthlyReset(at('2026-01-15T00:00:00Z'), at('2026-01-15T00:00:00Z'))).toEqual(at('2026-02-15T00:00:00Z'));
    expect(nextMonthlyReset(at('2026-01-31T09:00:00Z'), at('2026-02-01T00:00:00Z'))).toEqual(at('2026-02-28T09:00:00Z'));
  });
  it('catches up missed months from the stored day, so the 31st does not drift to the 28th', () => {
    expect(nextMonthlyReset(at('2026-01-31T09:00:00Z'), at('2026-03-01T00:00:00Z'))).toEqual(at('2026-03-31T09:00:00Z'));
    expect(nextMonthlyReset(at('2025-11-30T00:00:00Z'), at('2026-02-28T12:00:00Z'))).toEqual(at('2026-03-30T00:00:00Z'));
  });
});

describe(`monthly reset (${testDriver})`, () => {
  let ctx: TestContext;
  let db: Db;
  beforeAll(async () => {
    ctx = await createTestApp();
    db = ctx.runtime.db;
  });
  afterAll(() => ctx.close());

  /** A beta tester who used 3,000 credits and holds 200 bonus credits, opened at `opened`. */
  async function usedAccount(opened: Date): Promise<string> {
    const userId = await insertUser(db, 'beta_tester');
    await getAccount(db, userId, opened);
    await grantBonus(db, { workspaceId: userId, amount: 200, actorId: 'admin', now: opened });
    await db.transaction((tx) => charge(tx, userId, 3000, { memberId: userId, jobRef: 'job', reason: 'work', now: opened }));
    return userId;
  }

  it('gives a user whose reset date passed the tier’s credits once and moves the date one month', async () => {
    const opened = new Date('2026-04-10T08:00:00Z');
    const userId = await usedAccount(opened);
    const resetDate = addMonths(opened, 1);
    const now = new Date(resetDate.getTime() + HOUR);

    expect(await applyMonthlyReset(db, userId, now)).toBe(true);
    const after = await accountRow(db, userId);
    expect(after).toMatchObject({ monthlyRemaining: 5000, bonusCredits: 200, usedThisMonth: 0, monthResetDate: addMonths(opened, 2) });
    expect((await ledgerOf(db, userId)).at(-1)).toMatchObject({ kind: 'reset', delta: 3000, usedDelta: -3000, balanceAfter: 5200 });

    const rows = (await ledgerOf(db, userId)).length;
    expect(await applyMonthlyReset(db, userId, now)).toBe(false);
    expect(await accountRow(db, userId)).toEqual(after);
    expect(await ledgerOf(db, userId)).toHaveLength(rows);
    await expectLedgerMatchesAccount(db, userId);
  });

  it('resets once when two resets run at the same time', async () => {
    const opened = new Date('2026-04-10T08:00:00Z');
    const userId = await usedAccount(opened);
    const now = new Date(addMonths(opened, 1).getTime() + HOUR);
    const runs = await Promise.all([
      applyMonthlyReset(db, userId, now),
      applyMonthlyReset(db, userId, now),
      applyMonthlyReset(db, userId, now),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect((await ledgerOf(db, userId)).filter((r) => r.kind === 'reset')).toHaveLength(1);
    await expectLedgerMatchesAccount(db, userId);
  });

  it('is applied lazily by a read, after months without one, with the current tier amount', async () => {
    await upsertTier(db, { name: 'reset_edit', displayName: 'Edited', creditsPerMonth: 800, maxWebsitesPerJob: 8 });
    const userId = await insertUser(db, 'reset_edit');
    const opened = new Date('2026-01-15T09:00:00Z');
    await getAccount(db, userId, opened);
    await db.transaction((tx) => charge(tx, userId, 800, { memberId: userId, jobRef: 'j', reason: 'all of it', now: opened }));
    await upsertTier(db, { name: 'reset_edit', displayName: 'Edited', creditsPerMonth: 900, maxWebsitesPerJob: 8 });

    const account = await getAccount(db, userId, new Date('2026-04-02T00:00:00Z'));
    expect(account).toMatchObject({ monthlyRemaining: 900, usedThisMonth: 0, monthResetDate: new Date('2026-04-15T09:00:00Z') });
    expect((await ledgerOf(db, userId)).filter((r) => r.kind === 'reset')).toHaveLength(1);
    await expectLedgerMatchesAccount(db, userId);
  });

  it('runs as the daily credits.reset job over every due account', async () => {
    const schedules = await ctx.runtime.boss.getSchedules(creditsResetJob.name);
    expect(schedules.map((s) => [s.cron, s.timezone])).toEqual([[CREDITS_RESET_CRON, 'UTC']]);

    const due = [await usedAccount(new Date()), await usedAccount(new Date())];
    const notDue = await usedAccount(new Date());
    const past = new Date(Date.now() - HOUR);
    for (const userId of due) await db.update(creditAccounts).set({ monthResetDate: past }).where(eq(creditAccounts.workspaceId, userId));

    await ctx.runtime.jobs.send(creditsResetJob, {});
    for (let i = 0; i < 300; i++) {
      const rows = await Promise.all(due.map((userId) => accountRow(db, userId)));
      if (rows.every((r) => r.usedThisMonth === 0)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const userId of due) {
      expect(await accountRow(db, userId)).toMatchObject({ monthlyRemaining: 5000, usedThisMonth: 0, monthResetDate: addMonths(past, 1) });
      await expectLedgerMatchesAccount(db, userId);
    }
    expect(await accountRow(db, notDue)).toMatchObject({ monthlyRemaining: 2000, usedThisMonth: 3000 });
  });
});
