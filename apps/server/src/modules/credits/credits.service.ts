// The credits service (ADR 0010): every feature checks, charges and refunds through these functions.
// Rules: monthly credits are spent before bonus credits; bonus credits never expire; every change of
// an account is one ledger row in the same transaction, so for every user
// monthly_remaining + bonus_credits == sum(ledger.delta) (see db/schema/credits.ts).
import { percentUsed, UNLIMITED, type CreditCheck, type UsageStats, type UserTier } from '@leadsift/shared';
import { and, eq, inArray, sql, sum } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { creditAccounts, creditLedger, profiles, user } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import {
  appendLedger,
  assertCredits,
  describeAllowance,
  findAccount,
  monthlyAllowance,
  settleAccount,
  toBalance,
  type Balance,
} from './credits.account.ts';
import { InsufficientCreditsError } from './credits.errors.ts';
import { getTier, isUnlimitedTier, tierForUser, type Tier } from './tiers.service.ts';

export { applyMonthlyReset, resetDueAccounts, type Balance } from './credits.account.ts';
export { InsufficientCreditsError } from './credits.errors.ts';

export type Account = Balance & { userId: string; monthResetDate: Date; tier: Tier };
export type JobCharge = {
  /** The job the credits pay for (filter id, research job id); refunds are limited to what it was charged. */
  jobRef?: string | null;
  reason: string;
  /** The clock (tests); defaults to now. */
  now?: Date;
};
export type Refund = Balance & { refunded: number };

/** The account after any monthly reset that came due (docs/product.md#states: applied lazily on every read). */
export async function getAccount(db: DbOrTx, userId: string, now: Date = new Date()): Promise<Account> {
  const row = await settleAccount(db, userId, now);
  return { ...toBalance(row), userId, monthResetDate: row.monthResetDate, tier: await tierForUser(db, userId) };
}

/** `creditsAvailable` is -1 for an unlimited account, which always has the credits. */
export async function check(db: DbOrTx, userId: string, needed: number, now: Date = new Date()): Promise<CreditCheck> {
  const { available } = await getAccount(db, userId, now);
  return { hasCredits: available === UNLIMITED || available >= needed, creditsAvailable: available };
}

type Spent = { unlimited: boolean; monthlyRemaining: number; bonusCredits: number; usedThisMonth: number; fromBonus: number };

/**
 * One statement: lock the row if it can pay (or is unlimited) and not due for a reset, then take
 * monthly credits first and the rest from bonus. The locking CTE gives the old monthly amount, which
 * RETURNING cannot (PostgreSQL < 18), to record how much came from bonus. Never read-then-write:
 * a concurrent charge waits for the lock and re-checks the condition on the new row.
 */
async function spend(tx: Tx, userId: string, amount: number, now: Date): Promise<Spent | undefined> {
  const [spent] = await queryRows<Spent>(
    tx,
    sql`
    WITH cur AS (
      SELECT user_id, unlimited, monthly_remaining AS m, bonus_credits AS b
      FROM credit_accounts
      WHERE user_id = ${userId} AND month_reset_date > ${now.toISOString()}::timestamptz
        AND (unlimited OR monthly_remaining + bonus_credits >= ${amount})
      FOR UPDATE
    )
    UPDATE credit_accounts a SET
      monthly_remaining = CASE WHEN cur.unlimited THEN cur.m ELSE GREATEST(cur.m - ${amount}, 0) END,
      bonus_credits = CASE WHEN cur.unlimited THEN cur.b ELSE cur.b - GREATEST(${amount} - cur.m, 0) END,
      used_this_month = a.used_this_month + ${amount},
      updated_at = ${now.toISOString()}::timestamptz
    FROM cur WHERE a.user_id = cur.user_id
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
export async function charge(tx: Tx, userId: string, amount: number, options: JobCharge): Promise<Balance> {
  assertCredits(amount);
  const now = options.now ?? new Date();
  if (amount === 0) return toBalance(await settleAccount(tx, userId, now));
  let spent = await spend(tx, userId, amount, now);
  if (!spent) {
    // Not opened yet, due for its monthly reset, or short: settle the first two and try once more.
    await settleAccount(tx, userId, now);
    spent = await spend(tx, userId, amount, now);
  }
  if (!spent) {
    const row = await findAccount(tx, userId);
    throw new InsufficientCreditsError(amount, row ? toBalance(row).available : 0);
  }
  const delta = spent.unlimited ? 0 : -amount;
  await appendLedger(tx, {
    userId,
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
export async function refund(tx: Tx, userId: string, amount: number, options: JobCharge & { jobRef: string }): Promise<Refund> {
  assertCredits(amount);
  const now = options.now ?? new Date();
  await settleAccount(tx, userId, now);
  const account = await findAccount(tx, userId, { lock: true });
  if (!account) throw new Error(`credit account of ${userId} is missing`);
  const [job] = await tx
    .select({ delta: sum(creditLedger.delta), bonus: sum(creditLedger.bonusDelta), used: sum(creditLedger.usedDelta) })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.jobRef, options.jobRef), inArray(creditLedger.kind, ['charge', 'refund'])));
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
    .where(eq(creditAccounts.userId, userId))
    .returning();
  if (!after) throw new Error(`credit account of ${userId} is missing`);
  await appendLedger(tx, {
    userId,
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

async function assertUserExists(db: DbOrTx, userId: string): Promise<void> {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!found) throw notFound('User not found');
}

export type GrantBonus = { userId: string; amount: number; actorId: string | null; reason?: string; now?: Date };

/** The most credits one grant (or correction) may move. */
export const MAX_GRANT = 1_000_000_000;
/** A balance is kept in PostgreSQL `integer` columns: no grant may take one past this. */
export const MAX_BALANCE = 2_147_483_647;
const grantRange = `from 1 to ${MAX_GRANT.toLocaleString('en-US')}`;

/**
 * Adds bonus credits (they never expire). 400 for an amount that is not a whole number from 1 to MAX_GRANT or
 * would take the balance past MAX_BALANCE, 404 for an unknown user.
 */
export async function grantBonus(db: DbOrTx, input: GrantBonus): Promise<Balance> {
  const { userId, amount, actorId, reason = 'Admin grant', now = new Date() } = input;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_GRANT) throw badRequest(`Credits must be a whole number ${grantRange}`);
  return db.transaction(async (tx) => {
    await assertUserExists(tx, userId);
    await settleAccount(tx, userId, now);
    const balance = sql`${creditAccounts.monthlyRemaining}::bigint + ${creditAccounts.bonusCredits}`;
    const [after] = await tx
      .update(creditAccounts)
      .set({ bonusCredits: sql`${creditAccounts.bonusCredits} + ${amount}`, updatedAt: now })
      .where(and(eq(creditAccounts.userId, userId), sql`${balance} + ${amount} <= ${MAX_BALANCE}`))
      .returning();
    // The account exists (settled above), so no row means the grant would pass the largest balance.
    if (!after) throw badRequest(`This grant would take the user's credits past ${MAX_BALANCE.toLocaleString('en-US')}`);
    await appendLedger(tx, { userId, kind: 'grant', delta: amount, bonusDelta: amount, reason, actorId, after, at: now });
    return toBalance(after);
  });
}

export type CorrectBonus = { userId: string; amount: number; actorId: string; reason: string; now?: Date };

/**
 * Takes back bonus credits granted by mistake (an administrator's explicit correction, with a reason):
 * a 'grant' ledger row with a negative delta. Only bonus credits can be corrected, never below 0, so a
 * correction cannot eat into the month's credits. 400 for a bad amount or more than the bonus, 404 for an unknown user.
 */
export async function correctBonus(db: DbOrTx, input: CorrectBonus): Promise<Balance> {
  const { userId, amount, actorId, reason, now = new Date() } = input;
  if (!Number.isSafeInteger(amount) || amount >= 0 || amount < -MAX_GRANT) {
    throw badRequest(`A correction must be a whole number from -${MAX_GRANT.toLocaleString('en-US')} to -1`);
  }
  return db.transaction(async (tx) => {
    await assertUserExists(tx, userId);
    await settleAccount(tx, userId, now);
    const before = await findAccount(tx, userId, { lock: true });
    if (!before) throw new Error(`credit account of ${userId} is missing`);
    if (before.bonusCredits + amount < 0) {
      throw badRequest(`A correction can remove at most the user's ${before.bonusCredits} bonus credits`);
    }
    const [after] = await tx
      .update(creditAccounts)
      .set({ bonusCredits: sql`${creditAccounts.bonusCredits} + ${amount}`, updatedAt: now })
      .where(eq(creditAccounts.userId, userId))
      .returning();
    if (!after) throw new Error(`credit account of ${userId} is missing`);
    await appendLedger(tx, { userId, kind: 'grant', delta: amount, bonusDelta: amount, reason, actorId, after, at: now });
    return toBalance(after);
  });
}

export type ChangeTier = { userId: string; tier: string; actorId: string | null; now?: Date };

/**
 * Moves the user to another tier now. The month's usage is kept: monthly credits become the new
 * tier's amount minus what was used this month (never below 0), so switching tiers back and forth
 * cannot refill an account. Bonus credits stay. 400 for an unknown tier, 404 for an unknown user.
 */
export async function changeTier(db: DbOrTx, input: ChangeTier): Promise<Account> {
  const { userId, actorId, now = new Date() } = input;
  await db.transaction(async (tx) => {
    const tier = await getTier(tx, input.tier);
    if (!tier) throw badRequest(`Unknown tier: ${input.tier}`);
    await assertUserExists(tx, userId);
    await settleAccount(tx, userId, now);
    // Lock order account → profile everywhere, so a concurrent reset or charge cannot deadlock with this.
    const before = await findAccount(tx, userId, { lock: true });
    if (!before) throw new Error(`credit account of ${userId} is missing`);
    const previous = await tierForUser(tx, userId);
    if (previous.name === tier.name) return;
    await tx
      .insert(profiles)
      .values({ id: userId, tier: tier.name })
      .onConflictDoUpdate({ target: profiles.id, set: { tier: tier.name, updatedAt: now } });
    const unlimited = isUnlimitedTier(tier);
    const monthly = unlimited ? 0 : Math.max(monthlyAllowance(tier) - before.usedThisMonth, 0);
    const [after] = await tx
      .update(creditAccounts)
      .set({ unlimited, monthlyRemaining: monthly, updatedAt: now })
      .where(eq(creditAccounts.userId, userId))
      .returning();
    if (!after) throw new Error(`credit account of ${userId} is missing`);
    await appendLedger(tx, {
      userId,
      kind: 'tier_change',
      delta: monthly - before.monthlyRemaining,
      reason: `Tier changed from ${previous.name} to ${tier.name}: ${describeAllowance(tier)}`,
      actorId,
      after,
      at: now,
    });
  });
  return getAccount(db, userId, now);
}

/**
 * GET /api/usage/stats. creditsTotal is what the month offered: used + available (the tier's monthly
 * credits plus bonus credits at the start of a month), so used / total stays a true share as bonus
 * credits are spent; -1 for an unlimited account. resetDate is after any due reset, so in the future.
 */
export async function getUsageStats(db: DbOrTx, userId: string, now: Date = new Date()): Promise<UsageStats> {
  const account = await getAccount(db, userId, now);
  const total = account.unlimited ? UNLIMITED : account.usedThisMonth + account.available;
  return {
    creditsUsed: account.usedThisMonth,
    creditsAvailable: account.available,
    creditsTotal: total,
    percentUsed: percentUsed(account.usedThisMonth, total),
    resetDate: account.monthResetDate.toISOString(),
  };
}

/** GET /api/usage/tier: the caller's tier in the API's field names (docs/product.md#entities). */
export async function getUserTier(db: DbOrTx, userId: string): Promise<UserTier> {
  const tier = await tierForUser(db, userId);
  return {
    name: tier.name,
    displayName: tier.displayName,
    credits_per_month: tier.creditsPerMonth,
    max_websites_per_job: tier.maxWebsitesPerJob,
  };
}
