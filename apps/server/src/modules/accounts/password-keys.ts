import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema/index.ts';
import type { Runtime } from '../../runtime-types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { revokeKeysOf } from '../api-keys/api-keys.service.ts';

/** The password paths that offer "also revoke my API keys" (docs/security.md): better-auth's, below /api/auth. */
const passwordPaths = { '/api/auth/reset-password': 'reset_password', '/api/auth/change-password': 'change_password' } as const;
type Via = (typeof passwordPaths)[keyof typeof passwordPaths];

/** Whose keys a successful password request revokes, found before better-auth consumes the reset token. */
export type PendingKeyRevocation = { via: Via; userId: string };

/**
 * Reads and removes `revokeApiKeys` from a password reset or change body (better-auth does not know the field)
 * and finds the user it concerns: the reset token's, or the signed-in caller's. Null when not asked for.
 */
export async function takeKeyRevocation(
  runtime: Pick<Runtime, 'auth'>,
  request: FastifyRequest,
  pathname: string,
): Promise<PendingKeyRevocation | null> {
  const via = request.method === 'POST' ? passwordPaths[pathname as keyof typeof passwordPaths] : undefined;
  const body = request.body as Record<string, unknown> | undefined;
  if (!via || !body || typeof body !== 'object') return null;
  const wanted = body.revokeApiKeys === true;
  delete body.revokeApiKeys;
  if (!wanted) return null;
  if (via === 'change_password') {
    const session = await request.getSession();
    return session ? { via, userId: session.user.id } : null;
  }
  const token = typeof body.token === 'string' ? body.token : '';
  if (!token) return null;
  const context = await runtime.auth.$context;
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return found ? { via, userId: found.value } : null;
}

/**
 * After better-auth set the new password (and, in its transaction, ended the sessions and OAuth grants): the
 * user's API keys are revoked and the audit log says so, the user being their own actor.
 */
export async function revokeKeysAfterPassword(runtime: Pick<Runtime, 'db'>, pending: PendingKeyRevocation, ip: string | null) {
  await runtime.db.transaction(async (tx) => {
    const [target] = await tx.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, pending.userId));
    if (!target) return;
    const revoked = await revokeKeysOf(tx, target.id);
    await recordAudit(
      tx,
      { ...target, ip },
      {
        action: 'revoke_api_keys',
        target,
        before: null,
        after: { apiKeysRevoked: revoked, via: pending.via },
      },
    );
  });
}
