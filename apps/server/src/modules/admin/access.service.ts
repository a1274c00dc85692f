// Who may sign in and with which role (ADR 0018): make/unmake administrator, disable and
// enable sign-in (better-auth admin plugin's ban flag), sign out everywhere. better-auth's tables are
// written here with the action's transaction, so the audit entry commits with the change (ADR 0018).
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { session, user } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { revokeKeysOf } from '../api-keys/api-keys.service.ts';
import { revokeOAuthGrantsOf, type RevokedGrants } from '../oauth/revocation.service.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import { forgetDisabledSessions, rememberDisabledSessions } from './disabled-sessions.ts';
import type { Runtime } from '../../runtime-types.ts';

export const LAST_ADMIN = {
  demote: 'The last administrator cannot be made a regular user',
  delete: 'The last administrator cannot be deleted',
  disable: 'The last administrator cannot be disabled',
} as const;
export const CANNOT_DISABLE_SELF = 'You cannot disable your own account';

export type TargetUser = { id: string; email: string; name: string; role: string; disabled: boolean };

/** An administrator who can still sign in. */
const activeAdmin = and(eq(user.role, 'admin'), or(isNull(user.banned), eq(user.banned, false)));

/**
 * Locks the rows of every active administrator, then the target's row (always in this order, so two
 * admin actions cannot deadlock). Two administrators demoting each other at once: the second waits
 * for the first's commit and then counts one administrator fewer. 404 for an unknown user.
 */
export async function lockTarget(tx: Tx, userId: string): Promise<TargetUser & { otherActiveAdmins: number }> {
  const admins = await tx.select({ id: user.id }).from(user).where(activeAdmin).orderBy(user.id).for('update');
  const [found] = await tx
    .select({ id: user.id, email: user.email, name: user.name, role: user.role, banned: user.banned })
    .from(user)
    .where(eq(user.id, userId))
    .for('update');
  if (!found) throw notFound('User not found');
  const { banned, ...rest } = found;
  return { ...rest, disabled: banned === true, otherActiveAdmins: admins.filter((a) => a.id !== userId).length };
}

/** Refuses when `target` is the only administrator able to sign in. */
export function assertNotLastAdmin(target: TargetUser & { otherActiveAdmins: number }, message: string): void {
  if (target.role === 'admin' && !target.disabled && target.otherActiveAdmins === 0) throw conflict(message);
}

/** What ending a user's access removed: sessions, and the OAuth grants of their connected apps. */
export type EndedAccess = { sessions: number; oauth: RevokedGrants };

/**
 * Ends every session of the user (rows gone: bearer tokens and cookies stop working) and, in the same
 * transaction, every OAuth access token, refresh token and consent (docs/security.md): an AI assistant the user
 * connected loses /mcp at once and cannot refresh its way back.
 */
export async function endSessions(tx: Tx, userId: string): Promise<EndedAccess> {
  const ended = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  return { sessions: ended.length, oauth: await revokeOAuthGrantsOf(tx, userId) };
}

type Deps = Pick<Runtime, 'db' | 'sessionCache'>;

export async function setUserRole(deps: Deps, actor: Actor, userId: string, role: 'admin' | 'user', reason: string | null) {
  await deps.db.transaction(async (tx) => {
    const target = await lockTarget(tx, userId);
    if (role !== 'admin') assertNotLastAdmin(target, LAST_ADMIN.demote);
    await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, userId));
    await recordAudit(tx, actor, { action: 'change_role', target, before: { role: target.role }, after: { role }, reason });
  });
  // Cached sessions carry the old role: forget them so the new role counts on the next request.
  deps.sessionCache.clear();
  return { userId, role };
}

/**
 * Disables sign-in: better-auth's admin plugin refuses a new session to a banned user, and every
 * existing session and OAuth grant is deleted in the same transaction. Enabling clears the flag (sessions
 * and grants stay ended). Disabling revokes the user's API keys unless `revokeApiKeys` is false.
 */
export async function setUserDisabled(
  deps: Deps,
  actor: Actor,
  userId: string,
  disabled: boolean,
  reason: string | null,
  revokeApiKeys = true,
) {
  if (disabled && userId === actor.id) throw badRequest(CANNOT_DISABLE_SELF);
  const sessionsEnded = await deps.db.transaction(async (tx) => {
    const target = await lockTarget(tx, userId);
    if (disabled) assertNotLastAdmin(target, LAST_ADMIN.disable);
    await tx
      .update(user)
      .set({
        banned: disabled,
        banReason: disabled ? (reason ?? 'Disabled by an administrator') : null,
        banExpires: null,
        updatedAt: new Date(),
      })
      .where(eq(user.id, userId));
    // Sessions ended by disabling are remembered, so they are told why (ADR 0037); enabling forgets them.
    if (disabled) await rememberDisabledSessions(tx, userId);
    else await forgetDisabledSessions(tx, userId);
    const ended = disabled ? await endSessions(tx, userId) : null;
    // A disabled user's API keys are revoked with their sessions (enabling does not bring them back).
    const keysRevoked = disabled && revokeApiKeys ? await revokeKeysOf(tx, userId) : 0;
    await recordAudit(tx, actor, {
      action: disabled ? 'disable_user' : 'enable_user',
      target,
      before: { disabled: target.disabled },
      after: {
        disabled,
        ...(ended ? { sessionsEnded: ended.sessions, oauthGrantsRevoked: ended.oauth, apiKeysRevoked: keysRevoked } : {}),
      },
      reason,
    });
    return { sessionsEnded: ended?.sessions ?? 0, apiKeysRevoked: keysRevoked };
  });
  deps.sessionCache.clear();
  return { userId, disabled, ...sessionsEnded };
}

/**
 * Signs the user out on every device (their sessions and connected apps' OAuth grants are deleted); they can
 * sign in again. With `revokeApiKeys` their API keys are revoked in the same transaction.
 */
export async function signOutEverywhere(deps: Deps, actor: Actor, userId: string, reason: string | null, revokeApiKeys = false) {
  const result = await deps.db.transaction(async (tx) => {
    const target = await lockTarget(tx, userId);
    const ended = await endSessions(tx, userId);
    const keysRevoked = revokeApiKeys ? await revokeKeysOf(tx, userId) : 0;
    await recordAudit(tx, actor, {
      action: 'sign_out_everywhere',
      target,
      before: { sessions: ended.sessions },
      after: { sessions: 0, oauthGrantsRevoked: ended.oauth, apiKeysRevoked: keysRevoked },
      reason,
    });
    return { sessionsEnded: ended.sessions, apiKeysRevoked: keysRevoked };
  });
  deps.sessionCache.clear();
  return { userId, ...result };
}
