import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { changeTier, grantBonus } from './credits.grants.ts';
import { applyMonthlyReset, charge, getAccount, InsufficientCreditsError, refund } from './credits.service.ts';
import { accountRow, expectLedgerMatchesAccount, insertUser } from './credits.test-helpers.ts';
import { upsertTier } from './tiers.service.ts';

const TIERS = ['prop_small', 'prop_zero', 'internal', 'beta_tester'] as const;
const JOBS = ['job-a', 'job-b', 'job-c'] as const;
const DAY = 24 * 60 * 60 * 1000;

type Command =
  | { op: 'grant'; amount: number }
  | { op: 'charge'; amount: number; job: (typeof JOBS)[number] }
  | { op: 'refund'; amount: number; job: (typeof JOBS)[number] }
  | { op: 'tier'; tier: (typeof TIERS)[number] }
  | { op: 'advance'; days: number }
  | { op: 'reset' };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ op: fc.constant('grant' as const), amount: fc.integer({ min: 1, max: 400 }) }),
  fc.record({ op: fc.constant('charge' as const), amount: fc.integer({ min: 0, max: 700 }), job: fc.constantFrom(...JOBS) }),
  fc.record({ op: fc.constant('refund' as const), amount: fc.integer({ min: 0, max: 700 }), job: fc.constantFrom(...JOBS) }),
  fc.record({ op: fc.constant('tier' as const), tier: fc.constantFrom(...TIERS) }),
  fc.record({ op: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 70 }) }),
  fc.constant({ op: 'reset' as const }),
);

describe(`credits ledger properties (${testDriver})`, () => {
  let ctx: TestContext;
  let db: Db;
  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    db = ctx.runtime.db;
    await upsertTier(db, { name: 'prop_small', displayName: 'Small', creditsPerMonth: 500, maxWebsitesPerJob: 5 });
    await upsertTier(db, { name: 'prop_zero', displayName: 'Zero', creditsPerMonth: 0, maxWebsitesPerJob: 0 });
  });
  afterAll(() => ctx.close());

  it('keeps balance == sum(ledger), never goes negative, never blocks unlimited, never refunds more than charged', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TIERS), fc.array(command, { maxLength: 18 }), async (startTier, commands) => {
        const userId = await insertUser(db, startTier);
        let now = new Date('2026-01-31T12:00:00Z');
        await getAccount(db, userId, now);
        const charged = new Map<string, number>();
        const refunded = new Map<string, number>();
        for (const cmd of commands) {
          const before = await getAccount(db, userId, now);
          if (cmd.op === 'grant') {
            expect((await grantBonus(db, { workspaceId: userId, amount: cmd.amount, actorId: 'admin', now })).bonusCredits).toBe(
              before.bonusCredits + cmd.amount,
            );
          } else if (cmd.op === 'charge') {
            const attempt = db.transaction((tx) =>
              charge(tx, userId, cmd.amount, { memberId: userId, jobRef: cmd.job, reason: 'prop', now }),
            );
            if (before.unlimited || before.available >= cmd.amount) {
              const after = await attempt;
              expect(after.available).toBe(before.unlimited ? -1 : before.available - cmd.amount);
              expect(after.usedThisMonth).toBe(before.usedThisMonth + cmd.amount);
              if (!before.unlimited) charged.set(cmd.job, (charged.get(cmd.job) ?? 0) + cmd.amount);
            } else {
              await expect(attempt).rejects.toBeInstanceOf(InsufficientCreditsError);
              expect(await accountRow(db, userId)).toMatchObject({
                monthlyRemaining: before.monthlyRemaining,
                bonusCredits: before.bonusCredits,
              });
            }
          } else if (cmd.op === 'refund') {
            const result = await db.transaction((tx) =>
              refund(tx, userId, cmd.amount, { memberId: userId, jobRef: cmd.job, reason: 'prop', now }),
            );
            expect(result.refunded).toBeLessThanOrEqual(cmd.amount);
            refunded.set(cmd.job, (refunded.get(cmd.job) ?? 0) + result.refunded);
            expect(refunded.get(cmd.job) ?? 0).toBeLessThanOrEqual(charged.get(cmd.job) ?? 0);
          } else if (cmd.op === 'tier') {
            const after = await changeTier(db, { workspaceId: userId, tier: cmd.tier, actorId: 'admin', now });
            expect(after.unlimited).toBe(cmd.tier === 'internal');
            expect(after.bonusCredits).toBe(before.bonusCredits);
          } else if (cmd.op === 'advance') {
            now = new Date(now.getTime() + cmd.days * DAY);
          } else {
            const runs = [await applyMonthlyReset(db, userId, now), await applyMonthlyReset(db, userId, now)];
            expect(runs[1]).toBe(false);
          }
          const row = await accountRow(db, userId);
          expect(row.monthlyRemaining).toBeGreaterThanOrEqual(0);
          expect(row.bonusCredits).toBeGreaterThanOrEqual(0);
          expect(row.usedThisMonth).toBeGreaterThanOrEqual(0);
          await expectLedgerMatchesAccount(db, userId);
        }
        // After the clock passes the reset date a read resets: used 0, monthly back to the tier's amount.
        const after = await getAccount(db, userId, new Date((await accountRow(db, userId)).monthResetDate.getTime() + 1));
        expect(after.usedThisMonth).toBe(0);
        expect(after.monthlyRemaining).toBe(after.unlimited ? 0 : after.tier.creditsPerMonth);
        await expectLedgerMatchesAccount(db, userId);
      }),
      { numRuns: 60 },
    );
  });
});
