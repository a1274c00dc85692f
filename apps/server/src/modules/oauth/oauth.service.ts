import { unnamedOAuthClient, type OAuthConnection } from '@leadsift/shared';
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oauthAccessToken, oauthClient, oauthConsent, oauthRefreshToken, user } from '../../db/schema/index.ts';
import { hashOAuthToken, oauthAccessTokenPrefix } from '../../identity/oauth-provider.ts';
import { notFound } from '../../lib/http-error.ts';
import type { McpCaller } from '../mcp/mcp-tool.ts';

/** Whether a bearer credential is (shaped like) one of our OAuth access tokens rather than an API key. */
export const isOAuthAccessToken = (token: string) =>
  token.startsWith(oauthAccessTokenPrefix) && token.length > oauthAccessTokenPrefix.length;

const scopeOf = (scopes: string[] | null) => (scopes?.includes('full') ? 'full' : scopes?.includes('read') ? 'read' : null);

/**
 * The user an OAuth access token acts for at `resource`: only a token issued for that resource (RFC 8707), not
 * revoked, not expired, of an enabled app, whose user may sign in. Its scope is read or full, as an API key's;
 * the user's role never comes along (an administrator's token acts as a plain user).
 */
export async function authenticateOAuthToken(db: Db, token: string, resource: string): Promise<McpCaller | null> {
  if (!isOAuthAccessToken(token)) return null;
  const [row] = await db
    .select({
      userId: user.id,
      email: user.email,
      name: user.name,
      banned: user.banned,
      scopes: oauthAccessToken.scopes,
      resources: oauthAccessToken.resources,
    })
    .from(oauthAccessToken)
    .innerJoin(user, eq(user.id, oauthAccessToken.userId))
    .innerJoin(oauthClient, eq(oauthClient.clientId, oauthAccessToken.clientId))
    .where(
      and(
        eq(oauthAccessToken.token, hashOAuthToken(token.slice(oauthAccessTokenPrefix.length))),
        isNull(oauthAccessToken.revoked),
        gt(oauthAccessToken.expiresAt, new Date()),
        or(isNull(oauthClient.disabled), eq(oauthClient.disabled, false)),
      ),
    )
    .limit(1);
  if (!row || row.banned || !row.resources?.includes(resource)) return null;
  const scope = scopeOf(row.scopes);
  if (!scope) return null;
  return { userId: row.userId, email: row.email, name: row.name, scope };
}

/** The apps the user allowed to act for them (their consents), newest first. */
export async function listConnections(db: Db, userId: string): Promise<OAuthConnection[]> {
  const rows = await db
    .select({
      clientId: oauthConsent.clientId,
      name: oauthClient.name,
      uri: oauthClient.uri,
      scopes: oauthConsent.scopes,
      createdAt: oauthConsent.createdAt,
      updatedAt: oauthConsent.updatedAt,
    })
    .from(oauthConsent)
    .innerJoin(oauthClient, eq(oauthClient.clientId, oauthConsent.clientId))
    .where(eq(oauthConsent.userId, userId))
    .orderBy(desc(oauthConsent.updatedAt));
  return rows.map((r) => ({
    clientId: r.clientId,
    name: r.name?.trim() || unnamedOAuthClient,
    uri: r.uri,
    scope: scopeOf(r.scopes) ?? 'read',
    connectedAt: (r.updatedAt ?? r.createdAt ?? new Date()).toISOString(),
  }));
}

/**
 * Disconnect: the app's access and refresh tokens for this user and the user's consent are deleted together,
 * so its next call to /mcp answers 401 and it has to ask the user again. Another user's app is "not found".
 */
export async function disconnect(db: Db, userId: string, clientId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(oauthConsent)
      .where(and(eq(oauthConsent.userId, userId), eq(oauthConsent.clientId, clientId)))
      .returning({ id: oauthConsent.id });
    const mine = and(eq(oauthAccessToken.userId, userId), eq(oauthAccessToken.clientId, clientId));
    const tokens = await tx.delete(oauthAccessToken).where(mine).returning({ id: oauthAccessToken.id });
    const refresh = await tx
      .delete(oauthRefreshToken)
      .where(and(eq(oauthRefreshToken.userId, userId), eq(oauthRefreshToken.clientId, clientId)))
      .returning({ id: oauthRefreshToken.id });
    if (removed.length + tokens.length + refresh.length === 0) throw notFound('Connected app not found');
  });
}
