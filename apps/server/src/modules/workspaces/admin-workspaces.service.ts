import { UNLIMITED, type AdminWorkspace, type AdminWorkspaceCreditsBody } from '@leadsift/shared';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { creditAccounts, tiers, user, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import { changeTier, grantBonus } from '../credits/credits.grants.ts';
import { getAccount } from '../credits/credits.service.ts';

// Admin → Workspaces (ADR 0067): installation administrators list every workspace, set its plan tier and grant its
// pool credits. An administrator is not a member of other workspaces: these routes never open one's contents.

/** The most rows one search answers; narrow the search to see others. */
export const ADMIN_WORKSPACE_PAGE = 200;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const firstOwnerEmail = sql<string | null>`(
  select u.email from ${workspaceMembers} m join ${user} u on u.id = m.user_id
  where m.workspace_id = ${workspaces.id} and m.role = 'owner' order by m.created_at, u.email limit 1)`;
const memberCount = sql<number>`(select count(*) from ${workspaceMembers} m where m.workspace_id = ${workspaces.id})`.mapWith(Number);

/**
 * Workspaces by name, id or a member's email (all of them without a search), personal ones after team ones, newest
 * first. creditsRemaining is read without opening or resetting a pool: null before the first use, the tier's month
 * plus bonus credits when a reset is due, -1 when unlimited.
 */
export async function listAdminWorkspaces(db: DbOrTx, search: string | undefined, now = new Date()): Promise<AdminWorkspace[]> {
  const text = search?.trim();
  if (!text) return queryWorkspaces(db, undefined, now);
  const memberEmail = sql`exists (select 1 from ${workspaceMembers} m join ${user} u on u.id = m.user_id
    where m.workspace_id = ${workspaces.id} and u.email ilike ${likePattern(text)})`;
  return queryWorkspaces(db, or(eq(workspaces.id, text), ilike(workspaces.name, likePattern(text)), memberEmail), now);
}

async function queryWorkspaces(db: DbOrTx, where: SQL | undefined, now: Date): Promise<AdminWorkspace[]> {
  const rows = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      personal: workspaces.personal,
      tier: workspaces.tier,
      memberCount,
      ownerEmail: firstOwnerEmail,
      tierCredits: tiers.creditsPerMonth,
      account: creditAccounts,
    })
    .from(workspaces)
    .innerJoin(tiers, eq(tiers.name, workspaces.tier))
    .leftJoin(creditAccounts, eq(creditAccounts.workspaceId, workspaces.id))
    .where(where)
    .orderBy(asc(workspaces.personal), desc(workspaces.createdAt))
    .limit(ADMIN_WORKSPACE_PAGE);
  return rows.map(({ tierCredits, account, ...row }) => {
    let creditsRemaining: number | null = null;
    if (account) {
      const due = account.monthResetDate.getTime() <= now.getTime();
      const unlimited = due ? tierCredits === UNLIMITED : account.unlimited;
      creditsRemaining = unlimited ? UNLIMITED : (due ? tierCredits : account.monthlyRemaining) + account.bonusCredits;
    }
    return { ...row, creditsRemaining };
  });
}

/** The workspace row, locked, with the member an audit entry names: its first owner (or the administrator). */
async function lockWorkspace(tx: Tx, actor: Actor, workspaceId: string) {
  const [row] = await tx.select().from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
  if (!row) throw notFound('Workspace not found');
  const [owner] = await tx
    .select({ id: user.id, email: user.email })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')))
    .orderBy(asc(workspaceMembers.createdAt))
    .limit(1);
  return { row, target: owner ?? { id: actor.id, email: actor.email } };
}

async function adminView(db: DbOrTx, workspaceId: string): Promise<AdminWorkspace> {
  const [found] = await queryWorkspaces(db, eq(workspaces.id, workspaceId), new Date());
  if (!found) throw notFound('Workspace not found');
  return found;
}

/** Moves a workspace to another plan tier now (the month's usage is kept); 400 for an unknown tier, 404 for an unknown workspace. */
export async function setWorkspaceTier(db: Db, actor: Actor, workspaceId: string, tier: string): Promise<AdminWorkspace> {
  return db.transaction(async (tx) => {
    const { row, target } = await lockWorkspace(tx, actor, workspaceId);
    const before = await getAccount(tx, workspaceId);
    const after = await changeTier(tx, { workspaceId, tier, actorId: actor.id });
    await recordAudit(tx, actor, {
      action: 'workspace_tier',
      target,
      before: { tier: row.tier, credits_available: before.available },
      after: { tier: after.tier.name, credits_available: after.available },
      workspaceId,
    });
    return adminView(tx, workspaceId);
  });
}

/** Bonus credits for the workspace's pool, its ledger row and the audit entry in one transaction. */
export async function grantWorkspaceCredits(
  db: Db,
  actor: Actor,
  workspaceId: string,
  body: AdminWorkspaceCreditsBody,
): Promise<AdminWorkspace> {
  return db.transaction(async (tx) => {
    const { target } = await lockWorkspace(tx, actor, workspaceId);
    const before = await getAccount(tx, workspaceId);
    const balance = await grantBonus(tx, { workspaceId, amount: body.amount, actorId: actor.id, reason: body.reason });
    await recordAudit(tx, actor, {
      action: 'grant_credits',
      target,
      before: { credits_available: before.available, bonus_credits: before.bonusCredits },
      after: { credits_available: balance.available, bonus_credits: balance.bonusCredits, credits: body.amount },
      reason: body.reason,
      workspaceId,
    });
    return adminView(tx, workspaceId);
  });
}
