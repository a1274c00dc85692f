import { and, eq, inArray } from 'drizzle-orm';
import { mayManageJob, roleAtLeast, type ActorRef, type WorkspaceRole } from '@leadsift/shared';
import type { DbOrTx } from '../../db/client.ts';
import { profiles, user, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import { ensurePersonalWorkspaceRows } from '../../identity/profiles.ts';
import { forbidden } from '../../lib/http-error.ts';
import type { WorkspaceCaller, WorkspaceScope } from '../../runtime-types.ts';

// Who belongs to which workspace (ADR 0067). A leaf every module may import: it reads only the database, so the
// workspaces module (routes) and the modules that charge or scope by workspace can all use it without a circle.

export type { WorkspaceCaller, WorkspaceScope } from '../../runtime-types.ts';

/** The caller's membership of one workspace (one primary-key lookup and a join), or null when they are not in it. */
export async function findMembership(db: DbOrTx, workspaceId: string, userId: string): Promise<WorkspaceScope | null> {
  const [row] = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      personal: workspaces.personal,
      membersManageAllJobs: workspaces.membersManageAllJobs,
      role: workspaceMembers.role,
      monthlyCreditLimit: workspaceMembers.monthlyCreditLimit,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * The workspace of a session's request: the one named (null when the caller is not in it — the route answers 404),
 * else the last one the user switched to while they still belong to it, else their personal one.
 */
export async function resolveWorkspace(db: DbOrTx, userId: string, requested: string | null): Promise<WorkspaceScope | null> {
  if (requested) return findMembership(db, requested, userId);
  const [profile] = await db.select({ last: profiles.lastWorkspaceId }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (profile?.last && profile.last !== userId) {
    const last = await findMembership(db, profile.last, userId);
    if (last) return last;
  }
  return (await findMembership(db, userId, userId)) ?? (await ensurePersonalWorkspace(db, userId));
}

/**
 * The user's personal workspace (id = the user's id), made if missing: every path that makes a user makes it
 * (identity/profiles.ts ensureProfile); this covers an account that predates it. Idempotent.
 */
export async function ensurePersonalWorkspace(db: DbOrTx, userId: string, tier?: string): Promise<WorkspaceScope> {
  await ensurePersonalWorkspaceRows(db, userId, tier);
  const scope = await findMembership(db, userId, userId);
  if (!scope) throw new Error(`Personal workspace of ${userId} could not be made`);
  return scope;
}

/** The caller acting in their own personal workspace (jobs of a user's own, tests, the CLI). */
export async function personalCaller(db: DbOrTx, userId: string): Promise<WorkspaceCaller> {
  return { userId, workspace: await ensurePersonalWorkspace(db, userId) };
}

/** 403 unless the caller's role in the workspace is at least `least`; `what` finishes "Only an owner or admin of X can …". */
export function assertRole(workspace: WorkspaceScope, least: WorkspaceRole, what: string): void {
  if (roleAtLeast(workspace.role, least)) return;
  const who = least === 'owner' ? 'the owner' : least === 'admin' ? 'an owner or admin' : 'a member, admin or owner';
  throw forbidden(`Only ${who} of ${workspace.name} can ${what}.`);
}

/** Pausing, resuming or deleting a job: the shared rule (`mayManageJob` of @leadsift/shared) for this caller. */
export function mayManageJobOf(caller: WorkspaceCaller, jobUserId: string | null): boolean {
  const { role, membersManageAllJobs } = caller.workspace;
  return mayManageJob({ userId: caller.userId, role, membersManageAllJobs }, jobUserId);
}

export function assertMayManageJob(caller: WorkspaceCaller, jobUserId: string | null): void {
  if (!mayManageJobOf(caller, jobUserId)) {
    throw forbidden(`Only the member who ran this job, or an owner or admin of ${caller.workspace.name}, can pause, resume or delete it.`);
  }
}

/**
 * Who ran a job or made an override, as answers show it (`{ id, name }`), for a batch of user ids at once: one
 * lookup. A deleted account's id (its rows keep no id then) or an unknown one is null.
 */
export async function actorsOf(db: DbOrTx, ids: Array<string | null>): Promise<(id: string | null) => ActorRef> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const rows = wanted.length ? await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, wanted)) : [];
  const byId = new Map(rows.map((r) => [r.id, { id: r.id, name: r.name }]));
  return (id) => (id ? (byId.get(id) ?? null) : null);
}
