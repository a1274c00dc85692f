import { and, eq } from 'drizzle-orm';
import type { WorkspaceRole } from '@leadsift/shared';
import type { DbOrTx } from '../../db/client.ts';
import { profiles, workspaceMembers, workspaces } from '../../db/schema/index.ts';

// Who belongs to which workspace (ADR 0067). A leaf every module may import: it reads only the database, so the
// workspaces module (routes) and the modules that charge or scope by workspace can all use it without a circle.

/** The workspace a request acts in, and the caller's place in it. */
export type WorkspaceScope = {
  id: string;
  name: string;
  personal: boolean;
  role: WorkspaceRole;
  /** The caller's monthly credit limit in this workspace; null = none. */
  monthlyCreditLimit: number | null;
  membersManageAllJobs: boolean;
};

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
 * The user's personal workspace (id = the user's id), made if missing: on sign-up, for users made by an administrator
 * or an invitation, and for any account that predates it. Idempotent.
 */
export async function ensurePersonalWorkspace(db: DbOrTx, userId: string, tier?: string): Promise<WorkspaceScope> {
  let chosenTier = tier;
  if (!chosenTier) {
    const [profile] = await db.select({ tier: profiles.tier }).from(profiles).where(eq(profiles.id, userId)).limit(1);
    chosenTier = profile?.tier ?? 'beta_tester';
  }
  await db.insert(workspaces).values({ id: userId, name: 'Personal', personal: true, tier: chosenTier }).onConflictDoNothing();
  await db.insert(workspaceMembers).values({ workspaceId: userId, userId, role: 'owner' }).onConflictDoNothing();
  const scope = await findMembership(db, userId, userId);
  if (!scope) throw new Error(`Personal workspace of ${userId} could not be made`);
  return scope;
}
