// Building blocks of the credits service: the account row, the ledger and the monthly reset.
// Every change of an account goes with exactly one ledger row in the same transaction.
import { addMonths, UNLIMITED } from '@leadsift/shared';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { creditAccounts, creditLedger, type CreditAccountRow, type CreditLedgerRow } from '../../db/schema/index.ts';
import { isUnlimitedTier, tierForWorkspace, type Tier } from './tiers.service.ts';

export type LedgerKind = CreditLedgerRow['kind'];

/** What a feature needs to know about a balance; `available` is -1 for an unlimited account. */
export type Balance = {
  unlimited: boolean;
  monthlyRemaining: number;
  bonusCredits: number;
  usedThisMonth: number;
  available: number;
};

export type LedgerEntry = {
  /** The workspace whose pool changes. */
  workspaceId: string;
  /** The member whose work a charge or refund is for (their monthly limit counts it); null otherwise. */
  memberId?: string | null;
  kind: LedgerKind;
  delta: number;
  bonusDelta?: number;
  usedDelta?: number;
  reason: string;
  jobRef?: string | null;
  actorId?: string | null;
  /** The account after the change. */
  after: Pick<Balance, 'unlimited' | 'monthlyRemaining' | 'bonusCredits'>;
  at: Date;
};

export function toBalance(row: Pick<CreditAccountRow, 'unlimited' | 'monthlyRemaining' | 'bonusCredits' | 'usedThisMonth'>): Balance {
  return {
    unlimited: row.unlimited,
    monthlyRemaining: row.monthlyRemaining,
    bonusCredits: row.bonusCredits,
    usedThisMonth: row.usedThisMonth,
    available: row.unlimited ? UNLIMITED : row.monthlyRemaining + row.bonusCredits,
  };
}

/** The monthly credits an account holds under a tier: an unlimited account counts none. */
export const monthlyAllowance = (tier: Tier): number => (isUnlimitedTier(tier) ? 0 : tier.creditsPerMonth);

/** Credits of a charge, refund or grant: a whole number, 0 or more. */
export function assertCredits(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`credits must be a whole number of 0 or more, got ${amount}`);
}

export async function appendLedger(db: DbOrTx, entry: LedgerEntry): Promise<void> {
  const { after } = entry;
  await db.insert(creditLedger).values({
    workspaceId: entry.workspaceId,
    userId: entry.memberId ?? null,
    kind: entry.kind,
    delta: entry.delta,
    bonusDelta: entry.bonusDelta ?? 0,
    usedDelta: entry.usedDelta ?? 0,
    balanceAfter: after.unlimited ? UNLIMITED : after.monthlyRemaining + after.bonusCredits,
    reason: entry.reason,
    jobRef: entry.jobRef ?? null,
    actorId: entry.actorId ?? null,
    createdAt: entry.at,
  });
}

export async function findAccount(db: DbOrTx, workspaceId: string, options: { lock?: boolean } = {}): Promise<CreditAccountRow | null> {
  const query = db.select().from(creditAccounts).where(eq(creditAccounts.workspaceId, workspaceId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The workspace's account (its shared pool), opened from its tier on first use (with an opening-balance ledger row).
 * Two first uses at once are safe: ON CONFLICT lets one insert win and the other reads its row.
 */
export async function ensureAccount(db: DbOrTx, workspaceId: string, now: Date): Promise<CreditAccountRow> {
  const existing = await findAccount(db, workspaceId);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const tier = await tierForWorkspace(tx, workspaceId);
    const opening = {
      workspaceId,
      unlimited: isUnlimitedTier(tier),
      monthlyRemaining: monthlyAllowance(tier),
      bonusCredits: 0,
      usedThisMonth: 0,
      monthResetDate: addMonths(now, 1),
      updatedAt: now,
    };
    const [created] = await tx.insert(creditAccounts).values(opening).onConflictDoNothing().returning();
    if (!created) {
      const winner = await findAccount(tx, workspaceId);
      if (!winner) throw new Error(`credit account of ${workspaceId} vanished while being opened`);
      return winner;
    }
    await appendLedger(tx, {
      workspaceId,
      kind: 'grant',
      delta: created.monthlyRemaining,
      reason: `Opening balance: ${describeAllowance(tier)}`,
      after: created,
      at: now,
    });
    return created;
  });
}

export function describeAllowance(tier: Tier): string {
  return isUnlimitedTier(tier)
    ? `unlimited credits (${tier.displayName})`
    : `${tier.creditsPerMonth} monthly credits (${tier.displayName})`;
}

/** The first monthly step after `stored` that lies after `now`, counted from `stored` so month-end days do not drift. */
export function nextMonthlyReset(stored: Date, now: Date): Date {
  let months = 1;
  let next = addMonths(stored, months);
  while (next.getTime() <= now.getTime()) next = addMonths(stored, ++months);
  return next;
}

/**
 * docs/product.md#states: when the reset date is now or past, monthly credits return to the tier's amount, the
 * month's usage to 0 and the date moves forward by whole months until it is in the future. Bonus
 * credits stay. Idempotent: the row is locked and re-checked, so of two concurrent runs one resets
 * and the other finds nothing due. Returns whether a reset happened.
 */
export async function applyMonthlyReset(db: DbOrTx, workspaceId: string, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const due = and(eq(creditAccounts.workspaceId, workspaceId), lte(creditAccounts.monthResetDate, now));
    const [before] = await tx.select().from(creditAccounts).where(due).for('update');
    if (!before) return false;
    const tier = await tierForWorkspace(tx, workspaceId);
    const [after] = await tx
      .update(creditAccounts)
      .set({
        unlimited: isUnlimitedTier(tier),
        monthlyRemaining: monthlyAllowance(tier),
        usedThisMonth: 0,
        monthResetDate: nextMonthlyReset(before.monthResetDate, now),
        updatedAt: now,
      })
      .where(due)
      .returning();
    if (!after) return false;
    await appendLedger(tx, {
      workspaceId,
      kind: 'reset',
      delta: after.monthlyRemaining - before.monthlyRemaining,
      usedDelta: -before.usedThisMonth,
      reason: `Monthly reset: ${describeAllowance(tier)}`,
      after,
      at: now,
    });
    return true;
  });
}

/** The account, opened if needed and reset if due (docs/product.md#states: the reset is applied lazily on every use). */
export async function settleAccount(db: DbOrTx, workspaceId: string, now: Date): Promise<CreditAccountRow> {
  const row = await ensureAccount(db, workspaceId, now);
  if (row.monthResetDate.getTime() > now.getTime()) return row;
  // Re-read even when another process won the reset: the row we hold is from before it.
  await applyMonthlyReset(db, workspaceId, now);
  const reset = await findAccount(db, workspaceId);
  if (!reset) throw new Error(`credit account of ${workspaceId} is missing`);
  return reset;
}

/** The daily sweep: resets every account that is due, in batches, each in its own transaction. */
export async function resetDueAccounts(db: DbOrTx, now: Date = new Date(), batchSize = 500): Promise<number> {
  let total = 0;
  for (;;) {
    const due = await db
      .select({ workspaceId: creditAccounts.workspaceId })
      .from(creditAccounts)
      .where(lte(creditAccounts.monthResetDate, now))
      .orderBy(asc(creditAccounts.monthResetDate))
      .limit(batchSize);
    let reset = 0;
    for (const { workspaceId } of due) if (await applyMonthlyReset(db, workspaceId, now)) reset++;
    total += reset;
    // A batch where nothing could be reset (another worker took them) must not spin forever.
    if (due.length < batchSize || reset === 0) return total;
  }
}
