import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { WorkspaceRole } from '@leadsift/shared';
import type { Tx } from '../../db/client.ts';
import { uploads, workspaceMembers, workspaces } from '../../db/schema/index.ts';

// What happens to a user's workspaces when the account is deleted (ADR 0067). Their personal workspace goes with
// everything in it; the rows they made in team workspaces stay (their user_id becomes null through the foreign
// keys); a team workspace they alone owned gets a new owner, or goes when nobody is left.

/** A team workspace whose ownership moved to another member, or that was deleted because nobody was left. */
export type WorkspaceHandover =
  | { workspaceId: string; name: string; outcome: 'promoted'; newOwnerId: string; fromRole: WorkspaceRole }
  | { workspaceId: string; name: string; outcome: 'deleted' };

export type Departure = {
  handovers: WorkspaceHandover[];
  /** Stored files of the uploads deleted with the workspaces that went: removed once the transaction commits. */
  fileKeys: string[];
};

/** Who takes over a workspace: its longest-standing admin, else member, else viewer. */
const successionOrder: WorkspaceRole[] = ['admin', 'member', 'viewer'];

/**
 * In the caller's transaction, before the user row is deleted: every team workspace where the user is the only owner
 * gets the longest-standing admin (else member, else viewer) as its owner; one with no other member is deleted; the
 * personal workspace is deleted (its rows cascade). Each workspace row is locked first (`for update`), as every
 * membership change does, so the last owner can never be lost to a concurrent change.
 */
export async function departWorkspaces(tx: Tx, userId: string): Promise<Departure> {
  const handovers: WorkspaceHandover[] = [];
  const goes: string[] = [userId];
  const owned = await tx
    .select({ id: workspaces.id, name: workspaces.name })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.role, 'owner'), eq(workspaces.personal, false)))
    .orderBy(asc(workspaces.id));
  for (const workspace of owned) {
    await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspace.id)).for('update');
    const others = await tx
      .select({ userId: workspaceMembers.userId, role: workspaceMembers.role, createdAt: workspaceMembers.createdAt })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspace.id), ne(workspaceMembers.userId, userId)))
      .orderBy(asc(workspaceMembers.createdAt), asc(workspaceMembers.userId));
    if (others.some((m) => m.role === 'owner')) continue;
    const heir = successionOrder.map((role) => others.find((m) => m.role === role)).find(Boolean);
    if (!heir) {
      goes.push(workspace.id);
      handovers.push({ workspaceId: workspace.id, name: workspace.name, outcome: 'deleted' });
      continue;
    }
    await tx
      .update(workspaceMembers)
      .set({ role: 'owner' })
      .where(and(eq(workspaceMembers.workspaceId, workspace.id), eq(workspaceMembers.userId, heir.userId)));
    handovers.push({ workspaceId: workspace.id, name: workspace.name, outcome: 'promoted', newOwnerId: heir.userId, fromRole: heir.role });
  }
  const removed = await tx.delete(uploads).where(inArray(uploads.workspaceId, goes)).returning({ fileKey: uploads.fileKey });
  await tx.delete(workspaces).where(inArray(workspaces.id, goes));
  return { handovers, fileKeys: removed.map((r) => r.fileKey) };
}
