import { randomUUID } from 'node:crypto';
import type { UpdateWorkspaceBody, WorkspaceList, WorkspaceRole, WorkspaceSummary } from '@leadsift/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { profiles, uploads, user, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { Runtime } from '../../runtime-types.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import { ensurePersonalWorkspace, findMembership } from '../membership/membership.service.ts';
import { lockAsMember, memberOf } from './workspaces.access.ts';

// Workspaces themselves (ADR 0067): the caller's list, creating, renaming, the members-manage-all-jobs setting,
// transferring ownership, deleting, and remembering the one last switched to. Members and invitations have
// their own services; every change here is one transaction with its audit entry.

/** How many team workspaces one user may own: each opens a credit pool of its tier, so there must be an end to them. */
export const MAX_OWNED_WORKSPACES = 10;

const memberCount = sql<number>`(select count(*) from ${workspaceMembers} m where m.workspace_id = ${workspaces.id})`.mapWith(Number);

/** Workspaces as a member sees them (their role in each): the rows of GET /api/workspaces, filtered by the caller. */
const summaries = (db: DbOrTx) =>
  db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      personal: workspaces.personal,
      role: workspaceMembers.role,
      tier: workspaces.tier,
      memberCount,
      membersManageAllJobs: workspaces.membersManageAllJobs,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId));

/** One workspace as the caller sees it (their role in it). */
async function summaryOf(db: DbOrTx, workspaceId: string, userId: string): Promise<WorkspaceSummary> {
  const [row] = await summaries(db).where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  if (!row) throw notFound('Workspace not found');
  return row;
}

/** Every workspace the caller belongs to (personal first, then by name) and the one their request acts in (requireUser's). */
export async function listWorkspaces(db: Db, userId: string, currentId: string): Promise<WorkspaceList> {
  const rows = await summaries(db)
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(desc(workspaces.personal), asc(sql`lower(${workspaces.name})`), asc(workspaces.createdAt));
  return { currentId, workspaces: rows };
}

/**
 * A team workspace with the caller as its only owner, on the plan tier of the caller's personal workspace.
 * 409 past MAX_OWNED_WORKSPACES.
 */
export async function createWorkspace(db: Db, actor: Actor, name: string): Promise<WorkspaceSummary> {
  return db.transaction(async (tx) => {
    await ensurePersonalWorkspace(tx, actor.id);
    // The caller's profile row serialises two creations by the same user, so the limit holds under concurrency.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, actor.id)).for('update');
    const [owned] = await tx
      .select({ n: count() })
      .from(workspaceMembers)
      .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
      .where(and(eq(workspaceMembers.userId, actor.id), eq(workspaceMembers.role, 'owner'), eq(workspaces.personal, false)));
    if (Number(owned?.n ?? 0) >= MAX_OWNED_WORKSPACES) {
      throw conflict(
        `You already own ${MAX_OWNED_WORKSPACES} workspaces, the most one person may. Delete one or transfer its ownership first.`,
      );
    }
    const [personal] = await tx.select({ tier: workspaces.tier }).from(workspaces).where(eq(workspaces.id, actor.id));
    const id = randomUUID();
    await tx.insert(workspaces).values({ id, name, personal: false, tier: personal!.tier });
    await tx.insert(workspaceMembers).values({ workspaceId: id, userId: actor.id, role: 'owner' });
    await recordAudit(tx, actor, {
      action: 'workspace_create',
      target: { id: actor.id, email: actor.email },
      before: null,
      after: { name, tier: personal!.tier },
      workspaceId: id,
    });
    return summaryOf(tx, id, actor.id);
  });
}

/** How many owners the workspace has (call with the workspace row locked). */
export async function ownerCount(tx: Tx, workspaceId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
  return Number(row?.n ?? 0);
}

async function memberRef(tx: Tx, workspaceId: string, userId: string) {
  const [row] = await tx
    .select({ id: user.id, email: user.email, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row ?? null;
}

/**
 * Renames (owner), sets whether members may manage others' jobs (owner or admin), transfers ownership (owner:
 * `ownerId` becomes an owner, the caller an admin). One transaction under the workspace's row lock.
 */
export async function updateWorkspace(db: Db, actor: Actor, workspaceId: string, body: UpdateWorkspaceBody): Promise<WorkspaceSummary> {
  return db.transaction(async (tx) => {
    const scope = await lockAsMember(tx, workspaceId, actor.id, 'viewer');
    const needsOwner = body.name !== undefined || body.ownerId !== undefined;
    if (needsOwner) await memberOf(tx, workspaceId, actor.id, 'owner', body.ownerId !== undefined ? 'transfer its ownership' : 'rename it');
    if (body.membersManageAllJobs !== undefined) await memberOf(tx, workspaceId, actor.id, 'admin', 'change who may manage jobs');
    const self = { id: actor.id, email: actor.email };
    const now = new Date();
    if (body.name !== undefined && body.name !== scope.name) {
      await tx.update(workspaces).set({ name: body.name, updatedAt: now }).where(eq(workspaces.id, workspaceId));
      await recordAudit(tx, actor, {
        action: 'workspace_rename',
        target: self,
        before: { name: scope.name },
        after: { name: body.name },
        workspaceId,
      });
    }
    if (body.membersManageAllJobs !== undefined && body.membersManageAllJobs !== scope.membersManageAllJobs) {
      await tx
        .update(workspaces)
        .set({ membersManageAllJobs: body.membersManageAllJobs, updatedAt: now })
        .where(eq(workspaces.id, workspaceId));
    }
    if (body.ownerId !== undefined) {
      if (scope.personal) throw conflict('A personal workspace has only its own owner: create a workspace to share with a team.');
      if (body.ownerId === actor.id) throw badRequest('You already own this workspace: choose another member.');
      const next = await memberRef(tx, workspaceId, body.ownerId);
      if (!next) throw badRequest(`The new owner must be a member of ${scope.name}: invite them first.`);
      await tx
        .update(workspaceMembers)
        .set({ role: 'owner' })
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, next.id)));
      await tx
        .update(workspaceMembers)
        .set({ role: 'admin' })
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, actor.id)));
      await recordAudit(tx, actor, {
        action: 'ownership_transfer',
        target: { id: next.id, email: next.email },
        before: { owner: actor.id, newOwnerRole: next.role },
        after: { owner: next.id, previousOwnerRole: 'admin' satisfies WorkspaceRole },
        workspaceId,
      });
    }
    return summaryOf(tx, workspaceId, actor.id);
  });
}

/**
 * Deletes a team workspace and everything in it (owner only; a personal workspace answers 409). Every table of the
 * workspace's work references workspaces.id with ON DELETE CASCADE; stored upload files are outside the database,
 * so their keys are taken in the transaction and the files removed once it has committed.
 */
export async function deleteWorkspace(runtime: Pick<Runtime, 'db' | 'storage' | 'log'>, actor: Actor, workspaceId: string): Promise<void> {
  const fileKeys = await runtime.db.transaction(async (tx) => {
    const scope = await lockAsMember(tx, workspaceId, actor.id, 'owner', 'delete it');
    if (scope.personal) throw conflict('Your personal workspace cannot be deleted; it goes only with your account.');
    const [members] = await tx.select({ n: count() }).from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspaceId));
    const removed = await tx.delete(uploads).where(eq(uploads.workspaceId, workspaceId)).returning({ fileKey: uploads.fileKey });
    await tx.update(profiles).set({ lastWorkspaceId: null }).where(eq(profiles.lastWorkspaceId, workspaceId));
    await tx.delete(workspaces).where(eq(workspaces.id, workspaceId));
    await recordAudit(tx, actor, {
      action: 'workspace_delete',
      target: { id: actor.id, email: actor.email },
      before: { name: scope.name, members: Number(members?.n ?? 0), uploads: removed.length },
      after: null,
      workspaceId,
    });
    return removed.map((r) => r.fileKey);
  });
  for (const key of fileKeys) {
    await runtime.storage
      .delete(key)
      .catch((err: unknown) => runtime.log.warn({ err, key }, 'could not remove a file of a deleted workspace'));
  }
}

/** Remembers the workspace a session switched to (its requests without X-Workspace act in it); 404 for a non-member. */
export async function selectWorkspace(db: Db, userId: string, workspaceId: string): Promise<void> {
  if (!(await findMembership(db, workspaceId, userId))) throw notFound('Workspace not found');
  await db
    .insert(profiles)
    .values({ id: userId, lastWorkspaceId: workspaceId })
    .onConflictDoUpdate({ target: profiles.id, set: { lastWorkspaceId: workspaceId } });
}
