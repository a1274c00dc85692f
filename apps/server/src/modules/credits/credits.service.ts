// The credits service (ADR 0010): every feature checks, charges and refunds through these functions.
// Rules: monthly credits are spent before bonus credits; bonus credits never expire; every change of
// an account is one ledger row in the same transaction, so for every account
// monthly_remaining + bonus_credits == sum(ledger.delta) (see db/schema/credits.ts).
// The account is a workspace's shared pool (ADR 0067): charges and refunds name the member whose work they pay for.
import { percentUsed, UNLIMITED, type CreditCheck, type UsageStats, type UserTier } from '@leadsift/shared';
import { and, eq, inArray, sql, sum } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { creditAccounts, creditLedger } from '../../db/schema/index.ts';
import { appendLedger, assertCredits, findAccount, settleAccount, toBalance, type Balance } from './credits.account.ts';
import { InsufficientCreditsError } from './credits.errors.ts';
import { tierForWorkspace, type Tier } from './tiers.service.ts';

export { applyMonthlyReset, resetDueAccounts, type Balance } from './credits.account.ts';
export { InsufficientCreditsError } from './credits.errors.ts';
// Grants, corrections and tier changes: credits.grants.ts.

export type Account = Balance & { workspaceId: string; monthResetDate: Date; tier: Tier };
export type JobCharge = {
  /** The member whose work this is (credit_ledger.user_id; their monthly limit counts it); null for none. */
  memberId: string | null;
  /** The job the credits pay for (filter id, research job id); refunds are limited to what it was charged. */
  jobRef?: string | null;
  reason: string;
  /** The clock (tests); defaults to now. */
  now?: Date;
};
export type Refund = Balance & { refunded: number };

/** The account after any monthly reset that came due (docs/product.md#states: applied lazily on every read). */
export async function getAccount(db: DbOrTx, workspaceId: string, now: Date = new Date()): Promise<Account> {
  const row = await settleAccount(db, workspaceId, now);
  return { ...toBalance(row), workspaceId, monthResetDate: row.monthResetDate, tier: await tierForWorkspace(db, workspaceId) };
}

/** `creditsAvailable` is -1 for an unlimited account, which always has the credits. */
export async function check(db: DbOrTx, workspaceId: string, needed: number, now: Date = new Date()): Promise<CreditCheck> {
  const { available } = await getAccount(db, workspaceId, now);
  return { hasCredits: available === UNLIMITED || available >= needed, creditsAvailable: available };
}

type Spent = { unlimited: boolean; monthlyRemaining: number; bonusCredits: number; usedThisMonth: number; fromBonus: number };

/**
 * One statement: lock the row if it can pay (or is unlimited) and not due for a reset, then take
 * monthly credits first and the rest from bonus. The locking CTE gives the old monthly amount, which
 * RETURNING cannot (PostgreSQL < 18), to record how much came from bonus. Never read-then-write:
 * a concurrent charge waits for the lock and re-checks the condition on the new row.
 */
async function spend(tx: Tx, workspaceId: string, amount: number, now: Date): Promise<Spent | undefined> {
  const [spent] = await queryRows<Spent>(
    tx,
    sql`
    WITH cur AS (
      SELECT workspace_id, unlimited, monthly_remaining AS m, bonus_credits AS b
      FROM credit_accounts
      WHERE workspace_id = ${workspaceId} AND month_reset_date > ${now.toISOString()}::timestamptz
        AND (unlimited OR monthly_remaining + bonus_credits >= ${amount})
      FOR UPDATE
    )
    UPDATE credit_accounts a SET
      monthly_remaining = CASE WHEN cur.unlimited THEN cur.m ELSE GREATEST(cur.m - ${amount}, 0) END,
      bonus_credits = CASE WHEN cur.unlimited THEN cur.b ELSE cur.b - GREATEST(${amount} - cur.m, 0) END,
      used_this_month = a.used_this_month + ${amount},
      updated_at = ${now.toISOString()}::timestamptz
    FROM cur WHERE a.workspace_id = cur.workspace_id
    RETURNING a.unlimited, a.monthly_remaining AS "monthlyRemaining", a.bonus_credits AS "bonusCredits",
      a.used_this_month AS "usedThisMonth", cur.b - a.bonus_credits AS "fromBonus"`,
  );
  return spent;
}

/**
 * Charges `amount` credits inside the caller's transaction (so the charge commits or rolls back with
 * the job it pays for). Throws InsufficientCreditsError when the balance is short; an unlimited
 * account is never short but its usage is still counted and recorded.
 */
export async function charge(tx: Tx, workspaceId: string, amount: number, options: JobCharge): Promise<Balance> {
  assertCredits(amount);
  const now = options.now ?? new Date();
  if (amount === 0) return toBalance(await settleAccount(tx, workspaceId, now));
  let spent = await spend(tx, workspaceId, amount, now);
  if (!spent) {
    // Not opened yet, due for its monthly reset, or short: settle the first two and try once more.
    await settleAccount(tx, workspaceId, now);
    spent = await spend(tx, workspaceId, amount, now);
  }
  if (!spent) {
    const row = await findAccount(tx, workspaceId);
    throw new InsufficientCreditsError(amount, row ? toBalance(row).available : 0);
  }
  const delta = spent.unlimited ? 0 : -amount;
  await appendLedger(tx, {
    workspaceId,
    memberId: options.memberId,
    kind: 'charge',
    delta,
    bonusDelta: -spent.fromBonus,
    usedDelta: amount,
    reason: options.reason,
    jobRef: options.jobRef,
    after: spent,
    at: now,
  });
  return toBalance(spent);
}

/**
 * Gives back credits charged for work never done, inside the caller's transaction. Capped at what
 * the job (`jobRef`) was charged and not yet refunded, so a repeated refund cannot mint credits.
 * Credits go back where they came from, bonus first (the reverse of spending): the job's bonus
 * credits to bonus, the rest to monthly. An unlimited account only gets its usage count back.
 */
export async function refund(tx: Tx, workspaceId: string, amount: number, options: JobCharge & { jobRef: string }): Promise<Refund> {
  assertCredits(amount);
  const now = options.now ?? new Date();
  await settleAccount(tx, workspaceId, now);
  const account = await findAccount(tx, workspaceId, { lock: true });
  if (!account) throw new Error(`credit account of ${workspaceId} is missing`);
  const [job] = await tx
    .select({ delta: sum(creditLedger.delta), bonus: sum(creditLedger.bonusDelta), used: sum(creditLedger.usedDelta) })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.workspaceId, workspaceId),
        eq(creditLedger.jobRef, options.jobRef),
        inArray(creditLedger.kind, ['charge', 'refund']),
      ),
    );
  const takenTotal = Math.max(-Number(job?.delta ?? 0), 0);
  const takenBonus = Math.min(Math.max(-Number(job?.bonus ?? 0), 0), takenTotal);
  const toBonus = Math.min(amount, takenBonus);
  const toMonthly = account.unlimited ? 0 : Math.min(amount - toBonus, takenTotal - takenBonus);
  const usedBack = Math.min(amount, account.usedThisMonth, Math.max(Number(job?.used ?? 0), 0));
  if (toBonus + toMonthly + usedBack === 0) return { ...toBalance(account), refunded: 0 };

  const [after] = await tx
    .update(creditAccounts)
    .set({
      monthlyRemaining: sql`${creditAccounts.monthlyRemaining} + ${toMonthly}`,
      bonusCredits: sql`${creditAccounts.bonusCredits} + ${toBonus}`,
      usedThisMonth: sql`${creditAccounts.usedThisMonth} - ${usedBack}`,
      updatedAt: now,
    })
    .where(eq(creditAccounts.workspaceId, workspaceId))
    .returning();
  if (!after) throw new Error(`credit account of ${workspaceId} is missing`);
  await appendLedger(tx, {
    workspaceId,
    memberId: options.memberId,
    kind: 'refund',
    delta: toBonus + toMonthly,
    bonusDelta: toBonus,
    usedDelta: -usedBack,
    reason: options.reason,
    jobRef: options.jobRef,
    after,
    at: now,
  });
  return { ...toBalance(after), refunded: toBonus + toMonthly };
}

/**
 * GET /api/usage/stats. creditsTotal is what the month offered: used + available (the tier's monthly
 * credits plus bonus credits at the start of a month), so used / total stays a true share as bonus
 * credits are spent; -1 for an unlimited account. resetDate is after any due reset, so in the future.
 */
export async function getUsageStats(db: DbOrTx, workspaceId: string, now: Date = new Date()): Promise<UsageStats> {
  const account = await getAccount(db, workspaceId, now);
  const total = account.unlimited ? UNLIMITED : account.usedThisMonth + account.available;
  return {
    creditsUsed: account.usedThisMonth,
    creditsAvailable: account.available,
    creditsTotal: total,
    percentUsed: percentUsed(account.usedThisMonth, total),
    resetDate: account.monthResetDate.toISOString(),
  };
}

/** GET /api/usage/tier: the tier of the caller's workspace in the API's field names (docs/product.md#entities). */
export async function getUserTier(db: DbOrTx, workspaceId: string): Promise<UserTier> {
  const tier = await tierForWorkspace(db, workspaceId);
  return {
    name: tier.name,
    displayName: tier.displayName,
    credits_per_month: tier.creditsPerMonth,
    max_websites_per_job: tier.maxWebsitesPerJob,
  };
}
