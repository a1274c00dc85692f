// Bonus credits and plan changes of a workspace's pool (ADR 0010, ADR 0067): an installation administrator's grants
// and corrections and tier moves. Every change of the account is one ledger row in the same transaction.
import { workspaceNotFound } from '@leadsift/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { creditAccounts, workspaces } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import {
  appendLedger,
  describeAllowance,
  findAccount,
  monthlyAllowance,
  settleAccount,
  toBalance,
  type Balance,
} from './credits.account.ts';
import { getAccount, type Account } from './credits.service.ts';
import { getTier, isUnlimitedTier, tierForWorkspace } from './tiers.service.ts';

/** 404 for an unknown workspace; an administrator's per-user forms name a personal workspace by its user's id. */
async function assertWorkspaceExists(db: DbOrTx, workspaceId: string, missing: string): Promise<void> {
  const [found] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId));
  if (!found) throw notFound(missing);
}

export type GrantBonus = {
  workspaceId: string;
  amount: number;
  actorId: string | null;
  reason?: string;
  now?: Date;
  /** The 404's text for an unknown workspace (an administrator's per-user form: 'User not found'). */
  missing?: string;
};

/** The most credits one grant (or correction) may move. */
export const MAX_GRANT = 1_000_000_000;
/** A balance is kept in PostgreSQL `integer` columns: no grant may take one past this. */
export const MAX_BALANCE = 2_147_483_647;
const grantRange = `from 1 to ${MAX_GRANT.toLocaleString('en-US')}`;

/**
 * Adds bonus credits (they never expire). 400 for an amount that is not a whole number from 1 to MAX_GRANT or
 * would take the balance past MAX_BALANCE, 404 for an unknown workspace.
 */
export async function grantBonus(db: DbOrTx, input: GrantBonus): Promise<Balance> {
  const { workspaceId, amount, actorId, reason = 'Admin grant', now = new Date() } = input;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_GRANT) throw badRequest(`Credits must be a whole number ${grantRange}`);
  return db.transaction(async (tx) => {
    await assertWorkspaceExists(tx, workspaceId, input.missing ?? workspaceNotFound);
    await settleAccount(tx, workspaceId, now);
    const balance = sql`${creditAccounts.monthlyRemaining}::bigint + ${creditAccounts.bonusCredits}`;
    const [after] = await tx
      .update(creditAccounts)
      .set({ bonusCredits: sql`${creditAccounts.bonusCredits} + ${amount}`, updatedAt: now })
      .where(and(eq(creditAccounts.workspaceId, workspaceId), sql`${balance} + ${amount} <= ${MAX_BALANCE}`))
      .returning();
    // The account exists (settled above), so no row means the grant would pass the largest balance.
    if (!after) throw badRequest(`This grant would take the user's credits past ${MAX_BALANCE.toLocaleString('en-US')}`);
    await appendLedger(tx, { workspaceId, kind: 'grant', delta: amount, bonusDelta: amount, reason, actorId, after, at: now });
    return toBalance(after);
  });
}

export type CorrectBonus = { workspaceId: string; amount: number; actorId: string; reason: string; now?: Date; missing?: string };

/**
 * Takes back bonus credits granted by mistake (an administrator's explicit correction, with a reason):
 * a 'grant' ledger row with a negative delta. Only bonus credits can be corrected, never below 0, so a
 * correction cannot eat into the month's credits. 400 for a bad amount or more than the bonus, 404 for an unknown workspace.
 */
export async function correctBonus(db: DbOrTx, input: CorrectBonus): Promise<Balance> {
  const { workspaceId, amount, actorId, reason, now = new Date() } = input;
  if (!Number.isSafeInteger(amount) || amount >= 0 || amount < -MAX_GRANT) {
    throw badRequest(`A correction must be a whole number from -${MAX_GRANT.toLocaleString('en-US')} to -1`);
  }
  return db.transaction(async (tx) => {
    await assertWorkspaceExists(tx, workspaceId, input.missing ?? workspaceNotFound);
    await settleAccount(tx, workspaceId, now);
    const before = await findAccount(tx, workspaceId, { lock: true });
    if (!before) throw new Error(`credit account of ${workspaceId} is missing`);
    if (before.bonusCredits + amount < 0) {
      throw badRequest(`A correction can remove at most the user's ${before.bonusCredits} bonus credits`);
    }
    const [after] = await tx
      .update(creditAccounts)
      .set({ bonusCredits: sql`${creditAccounts.bonusCredits} + ${amount}`, updatedAt: now })
      .where(eq(creditAccounts.workspaceId, workspaceId))
      .returning();
    if (!after) throw new Error(`credit account of ${workspaceId} is missing`);
    await appendLedger(tx, { workspaceId, kind: 'grant', delta: amount, bonusDelta: amount, reason, actorId, after, at: now });
    return toBalance(after);
  });
}

export type ChangeTier = { workspaceId: string; tier: string; actorId: string | null; now?: Date; missing?: string };

/**
 * Moves the workspace to another tier now (workspaces.tier, the one source of a plan). The month's usage is kept:
 * monthly credits become the new tier's amount minus what was used this month (never below 0), so switching tiers
 * back and forth cannot refill an account. Bonus credits stay. 400 for an unknown tier, 404 for an unknown workspace.
 */
export async function changeTier(db: DbOrTx, input: ChangeTier): Promise<Account> {
  const { workspaceId, actorId, now = new Date() } = input;
  await db.transaction(async (tx) => {
    const tier = await getTier(tx, input.tier);
    if (!tier) throw badRequest(`Unknown tier: ${input.tier}`);
    await assertWorkspaceExists(tx, workspaceId, input.missing ?? workspaceNotFound);
    await settleAccount(tx, workspaceId, now);
    // Lock order account → workspace everywhere, so a concurrent reset or charge cannot deadlock with this.
    const before = await findAccount(tx, workspaceId, { lock: true });
    if (!before) throw new Error(`credit account of ${workspaceId} is missing`);
    const previous = await tierForWorkspace(tx, workspaceId);
    if (previous.name === tier.name) return;
    await tx.update(workspaces).set({ tier: tier.name, updatedAt: now }).where(eq(workspaces.id, workspaceId));
    const unlimited = isUnlimitedTier(tier);
    const monthly = unlimited ? 0 : Math.max(monthlyAllowance(tier) - before.usedThisMonth, 0);
    const [after] = await tx
      .update(creditAccounts)
      .set({ unlimited, monthlyRemaining: monthly, updatedAt: now })
      .where(eq(creditAccounts.workspaceId, workspaceId))
      .returning();
    if (!after) throw new Error(`credit account of ${workspaceId} is missing`);
    await appendLedger(tx, {
      workspaceId,
      kind: 'tier_change',
      delta: monthly - before.monthlyRemaining,
      reason: `Tier changed from ${previous.name} to ${tier.name}: ${describeAllowance(tier)}`,
      actorId,
      after,
      at: now,
    });
  });
  return getAccount(db, workspaceId, now);
}
