import { randomUUID } from 'node:crypto';
import { WORKSPACE_INVITATION_PREFIX, type CreateInvitationBody, type InvitationItem, type InvitationStatus } from '@leadsift/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { invitations, type InvitationRow } from '../../db/schema/index.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { hashToken, INVITATION_DAYS, invitationLink, newInvitationToken } from '../../lib/invitation-token.ts';
import type { Runtime } from '../../runtime-types.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import { findUserByEmail, insertCredentialUser } from '../auth/users.service.ts';
import { getTier } from '../credits/tiers.service.ts';
import { queueMail } from '../mail/mail.service.ts';
import { notify } from '../notifications/notifications.service.ts';

type Deps = Pick<Runtime, 'db' | 'config' | 'jobs' | 'auth'>;

/** An account invitation's token never starts like a workspace one (`wsi_`), so the two can never be confused. */
function newToken() {
  for (;;) {
    const made = newInvitationToken();
    if (!made.token.startsWith(WORKSPACE_INVITATION_PREFIX)) return made;
  }
}

const isOpen = (row: InvitationRow) => !row.acceptedAt && !row.revokedAt;

function toItem(row: InvitationRow): InvitationItem {
  return {
    id: row.id,
    email: row.email,
    tier: row.tier,
    role: row.role,
    invitedByEmail: row.invitedByEmail,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    expired: row.expiresAt.getTime() <= Date.now(),
  };
}

async function sendInvitationEmail(deps: Deps, tx: Tx, row: { email: string; role: string }, actor: Actor, token: string) {
  const link = invitationLink(deps.config.BASE_URL, token);
  await queueMail(
    deps,
    row.email,
    'invitation',
    {
      subject: "You're invited to LeadSift",
      heading: "You're invited to LeadSift",
      paragraphs: [
        `${actor.email} invited you to join their team on LeadSift${row.role === 'admin' ? ' as an administrator' : ''}.`,
        `Open the link below to choose your name and password. It is valid for ${INVITATION_DAYS} days and works once.`,
      ],
      action: { label: 'Accept the invitation', url: link },
    },
    tx,
  );
}

/** Invites an address: 409 when it already has an account or a pending invitation. The link is returned when no email goes out. */
export async function createInvitation(deps: Deps, actor: Actor, body: CreateInvitationBody, origin: string) {
  return deps.db.transaction(async (tx) => {
    if (!(await getTier(tx, body.tier))) throw badRequest(`Unknown tier: ${body.tier}`);
    if (await findUserByEmail(tx, body.email)) throw conflict(`A user with the email ${body.email} already exists`);
    const [pending] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.email, body.email), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)));
    if (pending) throw conflict(`${body.email} already has a pending invitation: resend or revoke it`);
    const { token, tokenHash, expiresAt } = newToken();
    const id = randomUUID();
    await tx.insert(invitations).values({
      id,
      email: body.email,
      tier: body.tier,
      role: body.role,
      tokenHash,
      invitedBy: actor.id,
      invitedByEmail: actor.email,
      expiresAt,
    });
    await recordAudit(tx, actor, {
      action: 'invite_user',
      target: { id, email: body.email },
      before: null,
      after: { tier: body.tier, role: body.role },
    });
    if (deps.config.mailEnabled) {
      await sendInvitationEmail(deps, tx, body, actor, token);
      return { id };
    }
    return { id, link: invitationLink(origin, token) };
  });
}

export async function listPendingInvitations(db: Db): Promise<InvitationItem[]> {
  const rows = await db
    .select()
    .from(invitations)
    .where(and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .orderBy(desc(invitations.createdAt));
  return rows.map(toItem);
}

async function lockOpen(tx: Tx, id: string): Promise<InvitationRow> {
  const [row] = await tx.select().from(invitations).where(eq(invitations.id, id)).for('update');
  if (!row || !isOpen(row)) throw notFound('Invitation not found (it may have been accepted or revoked)');
  return row;
}

/**
 * A new link for a pending invitation (the old one stops working), valid 7 days again: emailed, or —
 * `copy`, or no SMTP — returned for the administrator to pass on.
 */
export async function renewInvitation(deps: Deps, actor: Actor, id: string, options: { copy: boolean; origin: string }) {
  return deps.db.transaction(async (tx) => {
    const row = await lockOpen(tx, id);
    const { token, tokenHash, expiresAt } = newToken();
    await tx.update(invitations).set({ tokenHash, expiresAt }).where(eq(invitations.id, id));
    const copy = options.copy || !deps.config.mailEnabled;
    await recordAudit(tx, actor, {
      action: copy ? 'copy_invitation_link' : 'resend_invitation',
      target: { id, email: row.email },
      before: { expiresAt: row.expiresAt.toISOString() },
      after: { expiresAt: expiresAt.toISOString() },
    });
    if (copy) return { id, link: invitationLink(options.origin, token) };
    await sendInvitationEmail(deps, tx, row, actor, token);
    return { id };
  });
}

export async function revokeInvitation(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOpen(tx, id);
    await tx.update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.id, id));
    await recordAudit(tx, actor, {
      action: 'revoke_invitation',
      target: { id, email: row.email },
      before: { pending: true },
      after: { revoked: true },
    });
  });
}

async function findByToken(db: DbOrTx, token: string, lock = false): Promise<InvitationRow | null> {
  const query = db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashToken(token)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

function statusOf(row: InvitationRow | null): InvitationStatus {
  if (!row) return { valid: false, reason: 'unknown' };
  if (row.acceptedAt) return { valid: false, reason: 'used' };
  if (row.revokedAt) return { valid: false, reason: 'revoked' };
  if (row.expiresAt.getTime() <= Date.now()) return { valid: false, reason: 'expired' };
  return { valid: true, email: row.email };
}

export const invitationStatus = async (db: Db, token: string) => statusOf(await findByToken(db, token));

export const invalidInvitationMessages = {
  expired: 'This invitation has expired. Ask your administrator for a new one.',
  used: 'This invitation was already used. Sign in with the password you chose.',
  revoked: 'This invitation was withdrawn. Ask your administrator for a new one.',
  unknown: 'This invitation link is not valid. Check that you copied all of it, or ask your administrator for a new one.',
} as const;

/**
 * Accepts: the account is created with the invitation's tier and role, the invitation is used up and the
 * inviting administrator told — one transaction, so a link can only ever create one account.
 */
export async function acceptInvitation(deps: Deps, input: { token: string; name: string; password: string }) {
  return deps.db.transaction(async (tx) => {
    const row = await findByToken(tx, input.token, true);
    const status = statusOf(row);
    if (!status.valid) throw new HttpError(410, invalidInvitationMessages[status.reason]);
    const invitation = row!;
    const created = await insertCredentialUser(deps.auth, tx, {
      email: invitation.email,
      password: input.password,
      name: input.name,
      role: invitation.role,
      tier: invitation.tier,
    });
    await tx.update(invitations).set({ acceptedAt: new Date(), acceptedUserId: created.id }).where(eq(invitations.id, invitation.id));
    if (invitation.invitedBy) {
      const title = `${input.name.trim()} (${invitation.email}) accepted your invitation`;
      await notify(
        deps,
        tx,
        {
          userId: invitation.invitedBy,
          kind: 'invitation_accepted',
          title,
          body: `They joined LeadSift on the ${invitation.tier} plan.`,
          link: '/admin',
          email: { subject: title, heading: title, paragraphs: [`They joined LeadSift on the ${invitation.tier} plan.`] },
        },
        tx,
      );
    }
    return { email: invitation.email };
  });
}
