import { createHash, randomBytes } from 'node:crypto';

// Invitation links (ADR 0035 for accounts, ADR 0067 for workspaces): a random token in the link, only its SHA-256 in
// the database, valid for 7 days and usable once. Both the accounts and the workspaces modules make and check them.

/** An invitation link is valid for 7 days and usable once. */
export const INVITATION_DAYS = 7;

/** Only the SHA-256 of a token is stored; a lookup by it never compares the token itself. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token (with an optional prefix that tells its kind), its hash and when it expires. */
export function newInvitationToken(prefix = '', now = Date.now()) {
  const token = `${prefix}${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now + INVITATION_DAYS * 24 * 60 * 60 * 1000) };
}

/** The invitation page's address (apps/web's `/invite`), which both kinds of invitation open. */
export const invitationLink = (origin: string, token: string) => `${origin.replace(/\/$/, '')}/invite?token=${encodeURIComponent(token)}`;
