import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import { ensureProfile } from '../../identity/profiles.ts';
import { creditAccounts, creditLedger, user } from '../../db/schema/index.ts';

/**
 * A user row with a profile and their personal workspace (id = theirs) on `tier`, straight in the database (service
 * tests need no sign-in); their credit account is that workspace's.
 */
export async function insertUser(db: Db, tier = 'beta_tester'): Promise<string> {
  const id = randomUUID();
  await db.insert(user).values({ id, name: 'Test', email: `${id}@example.com` });
  await ensureProfile(db, { id, name: 'Test', image: null, tier });
  return id;
}

/** The credit account of a workspace (a user's personal one: their id). */
export async function accountRow(db: Db, userId: string) {
  const [row] = await db.select().from(creditAccounts).where(eq(creditAccounts.workspaceId, userId));
  if (!row) throw new Error(`no credit account for ${userId}`);
  return row;
}

export async function ledgerOf(db: Db, userId: string) {
  return db.select().from(creditLedger).where(eq(creditLedger.workspaceId, userId)).orderBy(creditLedger.id);
}

/** The ledger invariants of db/schema/credits.ts, checked against the account row. */
export async function expectLedgerMatchesAccount(db: Db, userId: string): Promise<void> {
  const [sums] = await db
    .select({
      delta: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int`,
      bonus: sql<number>`coalesce(sum(${creditLedger.bonusDelta}), 0)::int`,
      used: sql<number>`coalesce(sum(${creditLedger.usedDelta}), 0)::int`,
    })
    .from(creditLedger)
    .where(eq(creditLedger.workspaceId, userId));
  const account = await accountRow(db, userId);
  expect(sums).toEqual({
    delta: account.monthlyRemaining + account.bonusCredits,
    bonus: account.bonusCredits,
    used: account.usedThisMonth,
  });
}
