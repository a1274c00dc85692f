import { workspaceNotFound, type WorkspaceRole } from '@leadsift/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { workspaces } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { assertRole, findMembership, type WorkspaceScope } from '../membership/membership.service.ts';

// Who may do what to a workspace named in the path (ADR 0067): a caller who is not a member gets 404 whatever the
// workspace is, so its existence never shows; a member below the role a change needs gets 403 with a sentence.

/** The caller's membership of `workspaceId`: 404 when they are not in it, 403 when their role is below `least`. */
export async function memberOf(
  db: DbOrTx,
  workspaceId: string,
  userId: string,
  least: WorkspaceRole = 'viewer',
  doing = 'do this',
): Promise<WorkspaceScope> {
  const scope = await findMembership(db, workspaceId, userId);
  if (!scope) throw notFound(workspaceNotFound);
  assertRole(scope, least, doing);
  return scope;
}

/**
 * Locks the workspace row (`select … for update`) for the rest of the transaction, then checks the caller as
 * `memberOf` does. Every change of members, roles and ownership takes this lock first, so two of them at once run
 * one after the other and each sees what the other did: two admins can never leave a workspace without an owner.
 */
export async function lockAsMember(
  tx: Tx,
  workspaceId: string,
  userId: string,
  least: WorkspaceRole = 'viewer',
  doing = 'do this',
): Promise<WorkspaceScope> {
  const [row] = await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
  if (!row) throw notFound(workspaceNotFound);
  return memberOf(tx, workspaceId, userId, least, doing);
}
