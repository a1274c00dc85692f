// Staff-only user management (docs/product.md#screens and docs/product.md#roles). Credits change only
// through the credits service, with the administrator as the ledger row's actor.
import { DEFAULT_TIER_NAME } from '@leadsift/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { creditAccounts, user, type CreditAccountRow } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { insertCredentialUser, listUsers } from '../auth/users.service.ts';
import { toBalance } from '../credits/credits.account.ts';
import { getAccount } from '../credits/credits.service.ts';
import { changeTier, correctBonus, grantBonus } from '../credits/credits.grants.ts';
import { getTier } from '../credits/tiers.service.ts';
import { assertNotLastAdmin, LAST_ADMIN, lockTarget } from './access.service.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import { storageByWorkspace } from '../uploads/uploads-files.service.ts';
import { departWorkspaces } from '../membership/departure.ts';
import { CANNOT_DELETE_SELF, type AdminUser, type ChangeTierBody, type CreateUserBody, type GrantCreditsBody } from './admin.schemas.ts';
import type { Runtime } from '../../runtime-types.ts';

type UserRef = { id: string; email: string };

/**
 * Every user with the tier, credits and storage of their personal workspace, whose id is theirs (ADR 0067;
 * docs/product.md#entities admin user record). Two reads (users, accounts);
 * only accounts never opened or due for their monthly reset are settled one by one, so the figures
 * are the ones the user sees in /api/usage/stats.
 */
export async function listAdminUsers(db: Db, now: Date = new Date()): Promise<AdminUser[]> {
  const users = await listUsers(db);
  const accounts = new Map<string, CreditAccountRow>((await db.select().from(creditAccounts)).map((a) => [a.workspaceId, a]));
  const storage = await storageByWorkspace(db);
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
      disabled: u.banned === true,
      storage_used_bytes: storage.get(u.id) ?? 0,
    });
  }
  return records;
}

/** The credit figures of the user's personal workspace an audit entry shows before and after a grant or tier change. */
async function creditSnapshot(tx: Tx, userId: string) {
  const account = await getAccount(tx, userId);
  return { tier: account.tier.name, credits_available: account.available, bonus_credits: account.bonusCredits };
}

/**
 * Bonus credits for a user's personal workspace (they never expire), or — with `correction` and a reason — bonus
 * credits taken back. One transaction: the grant, its ledger row and the audit entry. 404 for an unknown user,
 * 400 for a bad amount.
 */
export async function grantCredits(db: Db, actor: Actor, body: GrantCreditsBody) {
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, body.userId);
    const before = await creditSnapshot(tx, body.userId);
    const input = { workspaceId: body.userId, amount: body.credits, actorId: actor.id, reason: body.reason, missing: 'User not found' };
    const balance = body.correction ? await correctBonus(tx, input) : await grantBonus(tx, input);
    const after = { credits_available: balance.available, bonus_credits: balance.bonusCredits };
    await recordAudit(tx, actor, {
      action: 'grant_credits',
      target,
      before: { credits_available: before.credits_available, bonus_credits: before.bonus_credits },
      after: { ...after, credits: body.credits },
      reason: body.reason,
    });
    return { userId: body.userId, credits: body.credits, reason: body.reason, ...after };
  });
}

/**
 * Moves a user's personal workspace to another tier now (the month's usage is kept); 400 for an unknown tier, 404
 * for an unknown user. Team workspaces have their own tier (Admin → Workspaces).
 */
export async function changeUserTier(db: Db, actor: Actor, body: ChangeTierBody) {
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, body.userId);
    const before = await creditSnapshot(tx, body.userId);
    const account = await changeTier(tx, { workspaceId: body.userId, tier: body.tier, actorId: actor.id, missing: 'User not found' });
    await recordAudit(tx, actor, {
      action: 'change_tier',
      target,
      before: { tier: before.tier, credits_available: before.credits_available },
      after: { tier: account.tier.name, credits_available: account.available },
    });
    return { userId: body.userId, tier: account.tier.name, credits_available: account.available };
  });
}

/** An email + password account on a known tier; 400 for a bad email, short password or unknown tier, 409 for a taken email. */
export async function createUserAsAdmin(runtime: Pick<Runtime, 'auth' | 'db'>, actor: Actor, body: CreateUserBody): Promise<UserRef> {
  return runtime.db.transaction(async (tx) => {
    if (!(await getTier(tx, body.tier))) throw badRequest(`Unknown tier: ${body.tier}`);
    const role = body.role ?? 'user';
    const created = await insertCredentialUser(runtime.auth, tx, {
      email: body.email,
      password: body.password,
      name: body.name ?? undefined,
      role,
      tier: body.tier,
    });
    const target = { id: created.id, email: created.email };
    await recordAudit(tx, actor, { action: 'create_user', target, before: null, after: { name: created.name, role, tier: body.tier } });
    return target;
  });
}

/**
 * Deletes the account (docs/product.md#roles: irreversible). Their own things go: sessions, sign-in accounts, profile,
 * drafts, notifications (ON DELETE CASCADE of user.id) and their personal workspace with everything in it (credit
 * account and ledger, jobs, uploads, templates, …: ON DELETE CASCADE of workspaces.id). What they made in team
 * workspaces stays there, its user_id set null (ADR 0067); a team workspace they alone owned passes to its
 * longest-standing admin (else member, else viewer) or, with nobody left, is deleted (`departWorkspaces`, audited as
 * `ownership_transfer` / `workspace_delete`). The audit log has no foreign key and keeps the user's entries (by email).
 * Stored upload files are outside the database: their keys are taken in the same transaction and the
 * files removed once it has committed, so a rollback never leaves rows pointing at missing files.
 * The last administrator able to sign in cannot be deleted.
 */
export async function deleteUserAsAdmin(
  runtime: Pick<Runtime, 'db' | 'storage' | 'log' | 'sessionCache'>,
  actor: Actor,
  userId: string,
): Promise<UserRef> {
  if (userId === actor.id) throw badRequest(CANNOT_DELETE_SELF);
  const { target, fileKeys } = await runtime.db.transaction(async (tx) => {
    // The row lock makes a concurrent upload (whose insert must check the user row) wait, then fail,
    // so no upload can slip in between taking the file keys and deleting the user.
    const found = await lockTarget(tx, userId);
    assertNotLastAdmin(found, LAST_ADMIN.delete);
    const before = { name: found.name, role: found.role, ...(await creditSnapshot(tx, userId)) };
    const departure = await departWorkspaces(tx, userId);
    await tx.delete(user).where(eq(user.id, userId));
    const ref = { id: found.id, email: found.email };
    await recordAudit(tx, actor, { action: 'delete_user', target: ref, before, after: null });
    for (const handover of departure.handovers) {
      const workspace = { workspaceId: handover.workspaceId, name: handover.name };
      if (handover.outcome === 'deleted') {
        await recordAudit(tx, actor, {
          action: 'workspace_delete',
          target: ref,
          before: workspace,
          after: null,
          workspaceId: handover.workspaceId,
          reason: 'Its only member was deleted',
        });
      } else {
        await recordAudit(tx, actor, {
          action: 'ownership_transfer',
          target: { id: handover.newOwnerId, email: await emailOf(tx, handover.newOwnerId) },
          before: { ...workspace, ownerId: userId, role: handover.fromRole },
          after: { ...workspace, ownerId: handover.newOwnerId, role: 'owner' },
          reason: 'The only owner was deleted',
          workspaceId: handover.workspaceId,
        });
      }
    }
    return { target: ref, fileKeys: departure.fileKeys };
  });
  // The deleted user's sessions must stop working on this node at once, not after the cache's TTL.
  runtime.sessionCache.clear();
  for (const key of fileKeys) {
    await runtime.storage.delete(key).catch((err: unknown) => runtime.log.warn({ err, key }, 'could not remove a file of a deleted user'));
  }
  return target;
}

async function emailOf(tx: Tx, userId: string): Promise<string> {
  const [row] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email ?? '';
}
