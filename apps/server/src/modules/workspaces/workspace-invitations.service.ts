import { randomUUID } from 'node:crypto';
import {
  WORKSPACE_INVITATION_PREFIX,
  workspaceRoleLabels,
  type CreatedInvitation,
  type InvitationStatus,
  type WorkspaceInvitation,
  type WorkspaceInvitationBody,
} from '@leadsift/shared';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { profiles, user, workspaceInvitations, workspaceMembers, workspaces, type WorkspaceInvitationRow } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../../lib/http-error.ts';
import { hashToken, INVITATION_DAYS, invitationLink, newInvitationToken } from '../../lib/invitation-token.ts';
import type { Runtime } from '../../runtime-types.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import { findUserByEmail, insertCredentialUser } from '../auth/users.service.ts';
import { queueMail } from '../mail/mail.service.ts';
import { ensurePersonalWorkspace } from '../membership/membership.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { lockAsMember, memberOf } from './workspaces.access.ts';

// Invitations into a workspace (ADR 0067): a link with a `wsi_` token (only its SHA-256 kept), valid 7 days, usable
// once, emailed when SMTP is set up. The account invitation endpoints (modules/accounts) hand these tokens here:
// this module never imports that one, so the two folders import one way (ADR 0055).

type Deps = Pick<Runtime, 'db' | 'config' | 'jobs' | 'auth'>;

export const isWorkspaceInvitationToken = (token: string) => token.startsWith(WORKSPACE_INVITATION_PREFIX);

async function pendingRows(db: DbOrTx, workspaceId: string) {
  return db
    .select({ row: workspaceInvitations, invitedByName: user.name })
    .from(workspaceInvitations)
    .leftJoin(user, eq(user.id, workspaceInvitations.invitedBy))
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
        gt(workspaceInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(workspaceInvitations.createdAt));
}

/** The pending invitations of a workspace, newest first (owner or admin). */
export async function listWorkspaceInvitations(db: Db, callerId: string, workspaceId: string): Promise<WorkspaceInvitation[]> {
  await memberOf(db, workspaceId, callerId, 'admin', 'see its invitations');
  const rows = await pendingRows(db, workspaceId);
  return rows.map(({ row, invitedByName }) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: invitedByName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/**
 * Invites an address into a team workspace with a role (owner or admin): 409 for a personal workspace, a current
 * member or a pending invitation of the same address. The link is always in the answer (to copy); with SMTP it is
 * also emailed (`emailed`). `origin` tells where copied links point (BASE_URL when set, else the page's origin); it is
 * asked only once the caller may invite, so a non-member learns nothing from its refusal.
 */
export async function createWorkspaceInvitation(
  deps: Deps,
  actor: Actor,
  workspaceId: string,
  body: WorkspaceInvitationBody,
  origin: () => string,
): Promise<CreatedInvitation> {
  return deps.db.transaction(async (tx) => {
    const scope = await lockAsMember(tx, workspaceId, actor.id, 'admin', 'invite people');
    if (scope.personal) throw conflict('A personal workspace cannot have other members: create a workspace to invite your team.');
    const linkOrigin = origin();
    const [member] = await tx
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .innerJoin(user, eq(user.id, workspaceMembers.userId))
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(user.email, body.email)));
    if (member) throw conflict(`${body.email} is already a member of ${scope.name}.`);
    const pending = (await pendingRows(tx, workspaceId)).find(({ row }) => row.email === body.email);
    if (pending) throw conflict(`${body.email} already has a pending invitation to ${scope.name}: revoke it to send a new one.`);
    const { token, tokenHash, expiresAt } = newInvitationToken(WORKSPACE_INVITATION_PREFIX);
    const id = randomUUID();
    await tx
      .insert(workspaceInvitations)
      .values({ id, workspaceId, email: body.email, role: body.role, tokenHash, invitedBy: actor.id, expiresAt });
    await recordAudit(tx, actor, {
      action: 'workspace_invite',
      target: { id: actor.id, email: actor.email },
      before: null,
      after: { invitationId: id, email: body.email, role: body.role },
      workspaceId,
    });
    const emailed = await queueMail(
      deps,
      body.email,
      'workspace_invitation',
      {
        subject: `Join ${scope.name} on LeadSift`,
        heading: `You're invited to ${scope.name}`,
        paragraphs: [
          `${actor.email} invited you to the LeadSift workspace ${scope.name} as ${workspaceRoleLabels[body.role].toLowerCase()}.`,
          `Open the link below to join. It is valid for ${INVITATION_DAYS} days and works once.`,
        ],
        action: { label: `Join ${scope.name}`, url: invitationLink(deps.config.BASE_URL, token) },
      },
      tx,
    );
    return { id, link: invitationLink(linkOrigin, token), emailed };
  });
}

/** Revokes a pending invitation (owner or admin); 404 when it is not this workspace's or no longer pending. */
export async function revokeWorkspaceInvitation(db: Db, actor: Actor, workspaceId: string, invitationId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAsMember(tx, workspaceId, actor.id, 'admin', 'revoke invitations');
    const [row] = await tx
      .select()
      .from(workspaceInvitations)
      .where(and(eq(workspaceInvitations.id, invitationId), eq(workspaceInvitations.workspaceId, workspaceId)))
      .for('update');
    if (!row || row.acceptedAt || row.revokedAt) throw notFound('Invitation not found (it may have been accepted or revoked)');
    await tx.update(workspaceInvitations).set({ revokedAt: new Date() }).where(eq(workspaceInvitations.id, invitationId));
    await recordAudit(tx, actor, {
      action: 'workspace_invite_revoke',
      target: { id: actor.id, email: actor.email },
      before: { invitationId, email: row.email, role: row.role },
      after: { revoked: true },
      workspaceId,
    });
  });
}

async function findByToken(db: DbOrTx, token: string, lock = false) {
  const query = db
    .select({ row: workspaceInvitations, workspaceName: workspaces.name })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .where(eq(workspaceInvitations.tokenHash, hashToken(token)));
  const [found] = lock ? await query.for('update', { of: workspaceInvitations }) : await query;
  return found ?? null;
}

type Invalid = Extract<InvitationStatus, { valid: false }>['reason'];
function invalidReason(row: WorkspaceInvitationRow | undefined): Invalid | null {
  if (!row) return 'unknown';
  if (row.acceptedAt) return 'used';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= Date.now()) return 'expired';
  return null;
}

/** GET /api/invitations/status for a workspace token: who is invited, into what, and whether that email has an account. */
export async function workspaceInvitationStatus(db: Db, token: string): Promise<InvitationStatus> {
  const found = await findByToken(db, token);
  const reason = invalidReason(found?.row);
  if (reason || !found) return { valid: false, reason: reason ?? 'unknown' };
  return {
    valid: true,
    email: found.row.email,
    workspaceName: found.workspaceName,
    workspaceRole: found.row.role,
    hasAccount: (await findUserByEmail(db, found.row.email)) !== null,
  };
}

export const invalidWorkspaceInvitationMessages: Record<Invalid, string> = {
  expired: 'This invitation has expired. Ask an owner or admin of the workspace for a new one.',
  used: 'This invitation was already used. Sign in to open the workspace.',
  revoked: 'This invitation was withdrawn. Ask an owner or admin of the workspace for a new one.',
  unknown: 'This invitation link is not valid. Check that you copied all of it, or ask for a new one.',
};

export type WorkspaceJoin = {
  workspaceId: string;
  email: string;
  /** Whether the account was made by this acceptance (the caller then signs in with the password they chose). */
  created: boolean;
};

async function join(
  deps: Deps,
  tx: Tx,
  invitation: WorkspaceInvitationRow,
  workspaceName: string,
  joiner: { id: string; email: string; name: string },
  ip: string | null,
) {
  const [existing] = await tx
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, invitation.workspaceId), eq(workspaceMembers.userId, joiner.id)));
  // Already a member (joined another way meanwhile): the invitation is used up and their role stays as it is.
  if (!existing)
    await tx.insert(workspaceMembers).values({ workspaceId: invitation.workspaceId, userId: joiner.id, role: invitation.role });
  await tx
    .update(workspaceInvitations)
    .set({ acceptedAt: new Date(), acceptedBy: joiner.id })
    .where(eq(workspaceInvitations.id, invitation.id));
  // Their next session request opens the workspace they just joined.
  await tx.update(profiles).set({ lastWorkspaceId: invitation.workspaceId }).where(eq(profiles.id, joiner.id));
  const self = { id: joiner.id, email: joiner.email };
  await recordAudit(
    tx,
    { ...self, ip },
    {
      action: 'member_join',
      target: self,
      before: existing ? { role: existing.role } : null,
      after: { role: existing?.role ?? invitation.role, invitationId: invitation.id },
      workspaceId: invitation.workspaceId,
    },
  );
  if (invitation.invitedBy && invitation.invitedBy !== joiner.id) {
    const title = `${joiner.name} (${joiner.email}) joined ${workspaceName}`;
    const body = `They accepted your invitation as ${workspaceRoleLabels[invitation.role].toLowerCase()}.`;
    await notify(
      deps,
      tx,
      {
        userId: invitation.invitedBy,
        kind: 'invitation_accepted',
        title,
        body,
        link: '/workspace/settings',
        workspaceId: invitation.workspaceId,
        email: { subject: title, heading: title, paragraphs: [body] },
      },
      tx,
    );
  }
}

/**
 * Accepts a workspace invitation, one transaction with the invitation row locked so a link joins once:
 * - signed in (`caller`): joins with that account, whose email must be the invitation's (else 403);
 * - not signed in, the email has an account: 401 "Sign in as <email> to join";
 * - not signed in, no account: `name` and `password` create it (email verified: the link reached it), then it joins.
 * 410 for a used, revoked, expired or unknown link.
 */
export async function acceptWorkspaceInvitation(
  deps: Deps,
  input: { token: string; name?: string | undefined; password?: string | undefined },
  caller: { id: string; email: string; name: string } | null,
  ip: string | null,
): Promise<WorkspaceJoin> {
  return deps.db.transaction(async (tx) => {
    const found = await findByToken(tx, input.token, true);
    const reason = invalidReason(found?.row);
    if (reason || !found) throw new HttpError(410, invalidWorkspaceInvitationMessages[reason ?? 'unknown']);
    const { row, workspaceName } = found;
    if (caller) {
      if (caller.email.toLowerCase() !== row.email) {
        throw forbidden(`This invitation is for ${row.email}. Sign in as ${row.email} to join ${workspaceName}.`);
      }
      await ensurePersonalWorkspace(tx, caller.id);
      await join(deps, tx, row, workspaceName, caller, ip);
      return { workspaceId: row.workspaceId, email: row.email, created: false };
    }
    if (await findUserByEmail(tx, row.email)) throw unauthorized(`Sign in as ${row.email} to join ${workspaceName}.`);
    if (!input.name || !input.password) throw badRequest('Choose your name and a password to create your account.');
    const created = await insertCredentialUser(deps.auth, tx, { email: row.email, password: input.password, name: input.name });
    await tx.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));
    await ensurePersonalWorkspace(tx, created.id);
    await join(deps, tx, row, workspaceName, { id: created.id, email: created.email, name: created.name }, ip);
    return { workspaceId: row.workspaceId, email: row.email, created: true };
  });
}
