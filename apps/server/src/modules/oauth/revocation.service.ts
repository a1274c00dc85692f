import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { oauthAccessToken, oauthConsent, oauthRefreshToken } from '../../db/schema/index.ts';

/** How many of a user's OAuth grants one revoking action removed. */
export type RevokedGrants = { accessTokens: number; refreshTokens: number; consents: number };

/**
 * Removes every OAuth access token, refresh token and consent of the user (docs/security.md), in the caller's
 * transaction: the action that ends the user's sessions ends their AI assistants' access with it. Rows are
 * deleted, not flagged, so enabling a disabled user later cannot bring a grant back; each app has to ask again.
 */
export async function revokeOAuthGrantsOf(tx: Tx, userId: string): Promise<RevokedGrants> {
  const accessTokens = await tx.delete(oauthAccessToken).where(eq(oauthAccessToken.userId, userId)).returning({ id: oauthAccessToken.id });
  const refreshTokens = await tx
    .delete(oauthRefreshToken)
    .where(eq(oauthRefreshToken.userId, userId))
    .returning({ id: oauthRefreshToken.id });
  const consents = await tx.delete(oauthConsent).where(eq(oauthConsent.userId, userId)).returning({ id: oauthConsent.id });
  return { accessTokens: accessTokens.length, refreshTokens: refreshTokens.length, consents: consents.length };
}
