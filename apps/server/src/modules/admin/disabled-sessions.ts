import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { disabledSession, session, user } from '../../db/schema/index.ts';

// A user signed out by being disabled learns why. Disabling deletes their sessions as before, and
// keeps the SHA-256 of each token here; a request that still carries one is answered with the reason.

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Called in the disable transaction, before the user's sessions are deleted. */
export async function rememberDisabledSessions(tx: DbOrTx, userId: string): Promise<void> {
  const tokens = await tx.select({ token: session.token }).from(session).where(eq(session.userId, userId));
  if (!tokens.length) return;
  await tx
    .insert(disabledSession)
    .values(tokens.map(({ token }) => ({ tokenHash: hashToken(token), userId })))
    .onConflictDoNothing();
}

/** Enabling the user again: their old sessions stay ended, and say nothing any more. */
export async function forgetDisabledSessions(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(disabledSession).where(eq(disabledSession.userId, userId));
}

/**
 * The session tokens a request presents: the bearer token and the session cookie's (better-auth signs the
 * cookie as `token.signature`; the token itself has no dot).
 */
export function presentedSessionTokens(headers: { authorization?: string; cookie?: string }): string[] {
  const tokens: string[] = [];
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
  if (bearer) tokens.push(bearer);
  for (const part of (headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name?.endsWith('session_token') && rest.length) tokens.push(rest.join('='));
  }
  return [
    ...new Set(
      tokens.map((raw) => {
        let decoded = raw;
        try {
          decoded = decodeURIComponent(raw);
        } catch {
          // not URI-encoded
        }
        return decoded.split('.')[0]!;
      }),
    ),
  ].filter(Boolean);
}

/** Whether one of `tokens` belongs to a session that disabling its (still disabled) user ended. */
export async function isDisabledSession(db: DbOrTx, tokens: string[]): Promise<boolean> {
  if (!tokens.length) return false;
  const [hit] = await db
    .select({ userId: disabledSession.userId })
    .from(disabledSession)
    .innerJoin(user, eq(user.id, disabledSession.userId))
    .where(and(inArray(disabledSession.tokenHash, tokens.map(hashToken)), eq(user.banned, true)))
    .limit(1);
  return hit !== undefined;
}
