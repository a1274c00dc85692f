import { roleAtLeast, type MemberUsage, type UpdateMemberBody, type WorkspaceMember, type WorkspaceUsage } from '@leadsift/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { profiles, user, workspaceMembers } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import { getUsageStats } from '../credits/credits.service.ts';
import { memberUsage, monthStartOf } from '../credits/member-limit.ts';
import { lockAsMember, memberOf } from './workspaces.access.ts';
import { ownerCount } from './workspaces.service.ts';

// A workspace's members (ADR 0067): who is in it with what role and monthly credit limit, what each used this month,
// changing roles and limits, removing and leaving. Changes run under the workspace's row lock (workspaces.access.ts),
// so a workspace always keeps an owner however many admins act at once.

const lastOwner = (workspace: string) =>
  `${workspace} must keep at least one owner: make another member an owner (or transfer the ownership) first.`;

/** What each member's work used in the workspace this credit month (credits/member-limit.ts, as the 402 check counts it). */
async function usedThisMonth(db: DbOrTx, workspaceId: string, userIds?: string[]): Promise<Map<string, number>> {
  return memberUsage(db, workspaceId, await monthStartOf(db, workspaceId), userIds);
}

async function memberRows(db: DbOrTx, workspaceId: string, userId?: string) {
  return db
    .select({
      userId: workspaceMembers.userId,
      name: user.name,
      email: user.email,
      role: workspaceMembers.role,
      monthlyCreditLimit: workspaceMembers.monthlyCreditLimit,
      joinedAt: workspaceMembers.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), userId ? eq(workspaceMembers.userId, userId) : undefined))
    .orderBy(asc(workspaceMembers.createdAt), asc(user.email));
}

type MemberRow = Awaited<ReturnType<typeof memberRows>>[number];
const toMember = (row: MemberRow, used: number | null): WorkspaceMember => ({
  ...row,
  joinedAt: row.joinedAt.toISOString(),
  usedThisMonth: used,
});

/** Every member; what each used this month only for owners and admins (null for the others). */
export async function listMembers(db: Db, callerId: string, workspaceId: string): Promise<WorkspaceMember[]> {
  const caller = await memberOf(db, workspaceId, callerId);
  const rows = await memberRows(db, workspaceId);
  const usage = roleAtLeast(caller.role, 'admin') ? await usedThisMonth(db, workspaceId) : null;
  return rows.map((row) => toMember(row, usage ? (usage.get(row.userId) ?? 0) : null));
}

/**
 * Changes a member's role or monthly credit limit (owner or admin). Only an owner makes or unmakes owners; the last
 * owner is never demoted (409). Each change writes its audit entry in the same transaction.
 */
export async function updateMember(
  db: Db,
  actor: Actor,
  workspaceId: string,
  userId: string,
  body: UpdateMemberBody,
): Promise<WorkspaceMember> {
  return db.transaction(async (tx) => {
    const caller = await lockAsMember(tx, workspaceId, actor.id, 'admin', 'change members');
    const [target] = await memberRows(tx, workspaceId, userId);
    if (!target) throw notFound('Member not found');
    const ref = { id: target.userId, email: target.email };
    if (body.role !== undefined && body.role !== target.role) {
      if ((body.role === 'owner' || target.role === 'owner') && caller.role !== 'owner') {
        throw forbidden(`Only an owner of ${caller.name} can make or unmake owners.`);
      }
      if (caller.personal) throw conflict('A personal workspace has only its owner: create a workspace to share with a team.');
      if (target.role === 'owner' && (await ownerCount(tx, workspaceId)) <= 1) throw conflict(lastOwner(caller.name));
      await tx
        .update(workspaceMembers)
        .set({ role: body.role })
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
      await recordAudit(tx, actor, {
        action: 'member_role',
        target: ref,
        before: { role: target.role },
        after: { role: body.role },
        workspaceId,
      });
    }
    if (body.monthlyCreditLimit !== undefined && body.monthlyCreditLimit !== target.monthlyCreditLimit) {
      await tx
        .update(workspaceMembers)
        .set({ monthlyCreditLimit: body.monthlyCreditLimit })
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
      await recordAudit(tx, actor, {
        action: 'member_limit',
        target: ref,
        before: { monthlyCreditLimit: target.monthlyCreditLimit },
        after: { monthlyCreditLimit: body.monthlyCreditLimit },
        workspaceId,
      });
    }
    const [after] = await memberRows(tx, workspaceId, userId);
    const used = await usedThisMonth(tx, workspaceId, [userId]);
    return toMember(after!, used.get(userId) ?? 0);
  });
}

/**
 * Removes a member (owner or admin; removing an owner takes an owner), or — their own id — leaves. A personal
 * workspace cannot be left, and the last owner can neither leave nor be removed (409).
 */
export async function removeMember(db: Db, actor: Actor, workspaceId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const leaving = userId === actor.id;
    const caller = await lockAsMember(tx, workspaceId, actor.id, leaving ? 'viewer' : 'admin', 'remove members');
    if (leaving && caller.personal) throw conflict('You cannot leave your personal workspace.');
    const [target] = await memberRows(tx, workspaceId, userId);
    if (!target) throw notFound('Member not found');
    if (target.role === 'owner') {
      if (!leaving && caller.role !== 'owner') throw forbidden(`Only an owner of ${caller.name} can make or unmake owners.`);
      if ((await ownerCount(tx, workspaceId)) <= 1) throw conflict(lastOwner(caller.name));
    }
    await tx.delete(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
    // Their sessions fall back to the personal workspace at once (membership is read on every request).
    await tx
      .update(profiles)
      .set({ lastWorkspaceId: null })
      .where(and(eq(profiles.id, userId), eq(profiles.lastWorkspaceId, workspaceId)));
    await recordAudit(tx, actor, {
      action: 'member_remove',
      target: { id: target.userId, email: target.email },
      before: { role: target.role, monthlyCreditLimit: target.monthlyCreditLimit },
      after: leaving ? { left: true } : null,
      workspaceId,
    });
  });
}

/** The pool (GET /api/credits' shape) and, for owners and admins, each member's use this month against their limit. */
export async function workspaceUsage(db: Db, callerId: string, workspaceId: string): Promise<WorkspaceUsage> {
  const caller = await memberOf(db, workspaceId, callerId);
  const pool = await getUsageStats(db, workspaceId);
  if (!roleAtLeast(caller.role, 'admin')) return { pool, members: null };
  const [rows, usage] = await Promise.all([memberRows(db, workspaceId), usedThisMonth(db, workspaceId)]);
  const members: MemberUsage[] = rows.map((r) => ({
    userId: r.userId,
    name: r.name,
    used: usage.get(r.userId) ?? 0,
    limit: r.monthlyCreditLimit,
  }));
  return { pool, members };
}
