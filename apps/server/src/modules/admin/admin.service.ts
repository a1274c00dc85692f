// Staff-only user management (SPEC §2 Admin Panel, §6 admin capabilities). Credits change only
// through the credits service, with the administrator as the ledger row's actor.
import { DEFAULT_TIER_NAME } from '@leadsift/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditAccounts, uploads, user, type CreditAccountRow } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { Runtime } from '../../runtime.ts';
import { createUser, listUsers } from '../auth/users.service.ts';
import { toBalance } from '../credits/credits.account.ts';
import { changeTier, getAccount, grantBonus } from '../credits/credits.service.ts';
import { getTier } from '../credits/tiers.service.ts';
import { CANNOT_DELETE_SELF, type AdminUser, type ChangeTierBody, type CreateUserBody, type GrantCreditsBody } from './admin.schemas.ts';

type UserRef = { id: string; email: string };

/**
 * Every user with their tier and credits (SPEC §3 admin user record). Two reads (users, accounts);
 * only accounts never opened or due for their monthly reset are settled one by one, so the figures
 * are the ones the user sees in /api/usage/stats.
 */
export async function listAdminUsers(db: Db, now: Date = new Date()): Promise<AdminUser[]> {
  const users = await listUsers(db);
  const accounts = new Map<string, CreditAccountRow>((await db.select().from(creditAccounts)).map((a) => [a.userId, a]));
  const records: AdminUser[] = [];
  for (const u of users) {
    const row = accounts.get(u.id);
    const account = row && row.monthResetDate.getTime() > now.getTime() ? { ...row, ...toBalance(row) } : await getAccount(db, u.id, now);
    records.push({
      id: u.id,
      email: u.email,
      name: u.name,
      role: u.role,
      tier: u.tier ?? DEFAULT_TIER_NAME,
      credits_available: account.available,
      credits_used_this_month: account.usedThisMonth,
      bonus_credits: account.bonusCredits,
      month_reset_date: account.monthResetDate.toISOString(),
      created_at: u.createdAt.toISOString(),
    });
  }
  return records;
}

/** Bonus credits for a user (they never expire); 404 for an unknown user, 400 for a bad amount. */
export async function grantCredits(db: Db, actorId: string, body: GrantCreditsBody) {
  const balance = await grantBonus(db, { userId: body.userId, amount: body.credits, actorId, reason: body.reason });
  return {
    userId: body.userId,
    credits: body.credits,
    reason: body.reason,
    credits_available: balance.available,
    bonus_credits: balance.bonusCredits,
  };
}

/** Moves a user to another tier now (the month's usage is kept); 400 for an unknown tier, 404 for an unknown user. */
export async function changeUserTier(db: Db, actorId: string, body: ChangeTierBody) {
  const account = await changeTier(db, { userId: body.userId, tier: body.tier, actorId });
  return { userId: body.userId, tier: account.tier.name, credits_available: account.available };
}

/** An email + password account on a known tier; 400 for a bad email, short password or unknown tier, 409 for a taken email. */
export async function createUserAsAdmin(runtime: Pick<Runtime, 'auth' | 'db'>, body: CreateUserBody): Promise<UserRef> {
  if (!(await getTier(runtime.db, body.tier))) throw badRequest(`Unknown tier: ${body.tier}`);
  const created = await createUser(runtime.auth, runtime.db, {
    email: body.email,
    password: body.password,
    name: body.name ?? undefined,
    role: body.role ?? 'user',
    tier: body.tier,
  });
  return { id: created.id, email: created.email };
}

/**
 * Deletes the account and everything of it (SPEC §6: irreversible). Every table holding a user's data
 * references user.id with ON DELETE CASCADE (sessions, sign-in accounts, profile, credit account and
 * ledger, filter jobs and their decisions, uploads and their rows, saved filters, drafts), so one
 * DELETE removes the rows. Stored upload files are outside the database: their keys are taken in the
 * same transaction and the files removed once it has committed, so a rollback never leaves rows
 * pointing at missing files. (uploads.service's deleteUpload works one upload at a time and removes
 * the file before the user's rows are gone, so it is not used here.)
 */
export async function deleteUserAsAdmin(
  runtime: Pick<Runtime, 'db' | 'storage' | 'log'>,
  actorId: string,
  userId: string,
): Promise<UserRef> {
  if (userId === actorId) throw badRequest(CANNOT_DELETE_SELF);
  const { target, fileKeys } = await runtime.db.transaction(async (tx) => {
    // The row lock makes a concurrent upload (whose insert must check the user row) wait, then fail,
    // so no upload can slip in between taking the file keys and deleting the user.
    const [found] = await tx.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, userId)).for('update');
    if (!found) throw notFound('User not found');
    const removed = await tx.delete(uploads).where(eq(uploads.userId, userId)).returning({ fileKey: uploads.fileKey });
    await tx.delete(user).where(eq(user.id, userId));
    return { target: found, fileKeys: removed.map((r) => r.fileKey) };
  });
  for (const key of fileKeys) {
    await runtime.storage.delete(key).catch((err: unknown) => runtime.log.warn({ err, key }, 'could not remove a file of a deleted user'));
  }
  return target;
}
