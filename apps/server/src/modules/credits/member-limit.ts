import { addMonths, memberLimitRefusal } from '@leadsift/shared';
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { creditAccounts, creditLedger } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { WorkspaceCaller } from '../../runtime-types.ts';
import { nextMonthlyReset } from './credits.account.ts';

// A member's monthly credit limit in a workspace (ADR 0067): what their work used this month is the sum of their
// charge and refund used_delta in the workspace since the account's month began (index credit_ledger_member_idx).

/** When the workspace's current credit month began: one month before its next reset (now, without an account yet). */
export async function monthStartOf(db: DbOrTx, workspaceId: string, now: Date = new Date()): Promise<Date> {
  const [account] = await db
    .select({ reset: creditAccounts.monthResetDate })
    .from(creditAccounts)
    .where(eq(creditAccounts.workspaceId, workspaceId));
  if (!account) return now;
  const next = account.reset.getTime() > now.getTime() ? account.reset : nextMonthlyReset(account.reset, now);
  return addMonths(next, -1);
}

/** Credits each of `userIds` (all members when omitted) used in the workspace since `since`. */
export async function memberUsage(db: DbOrTx, workspaceId: string, since: Date, userIds?: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ userId: creditLedger.userId, used: sql<number>`coalesce(sum(${creditLedger.usedDelta}), 0)::int` })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.workspaceId, workspaceId),
        userIds ? inArray(creditLedger.userId, userIds) : isNotNull(creditLedger.userId),
        gte(creditLedger.createdAt, since),
        inArray(creditLedger.kind, ['charge', 'refund']),
      ),
    )
    .groupBy(creditLedger.userId);
  return new Map(rows.map((r) => [r.userId ?? '', Math.max(Number(r.used), 0)]));
}

/** What the member's work used in the workspace this credit month. */
export async function memberUsedThisMonth(db: DbOrTx, workspaceId: string, userId: string, now: Date = new Date()): Promise<number> {
  const since = await monthStartOf(db, workspaceId, now);
  return (await memberUsage(db, workspaceId, since, [userId])).get(userId) ?? 0;
}

/**
 * 402 with the contract's sentence when the caller has a monthly limit in this workspace and `cost` more credits
 * would take their month past it; checked before any job starts, where the balance is checked.
 */
export async function assertMemberLimit(db: DbOrTx, caller: WorkspaceCaller, cost: number, now: Date = new Date()): Promise<void> {
  const limit = caller.workspace.monthlyCreditLimit;
  if (limit === null) return;
  const used = await memberUsedThisMonth(db, caller.workspace.id, caller.userId, now);
  if (used + cost > limit) throw new HttpError(402, memberLimitRefusal(caller.workspace.name, limit, used));
}
