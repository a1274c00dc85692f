import { unnamedOAuthClient, type OAuthConnection } from '@leadsift/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { oauthAccessToken, oauthClient, oauthConsent, oauthRefreshToken, type ApiKeyScope } from '../../db/schema/index.ts';
import { hashOAuthToken, oauthAccessTokenPrefix } from '../../identity/oauth-provider.ts';
import { notFound } from '../../lib/http-error.ts';
import { recordAudit, type Actor, type AuditTarget } from '../audit/audit.service.ts';

/** Whether a bearer credential is (shaped like) one of our OAuth access tokens rather than an API key. */
export const isOAuthAccessToken = (token: string) =>
  token.startsWith(oauthAccessTokenPrefix) && token.length > oauthAccessTokenPrefix.length;

const scopeOf = (scopes: string[] | null) => (scopes?.includes('full') ? 'full' : scopes?.includes('read') ? 'read' : null);

/**
 * The caller of an OAuth access token — the shape of /mcp's caller (`McpCaller`), written here so this module
 * does not import the one that uses it — and its count in the current one-minute window (API_KEY_RATE_LIMIT).
 */
export type OAuthTokenCaller = {
  caller: { userId: string; email: string; name: string; scope: ApiKeyScope };
  /** The workspace the grant was made in (ADR 0067): its reference id, else (grants made before) the personal one. */
  workspaceId: string;
  windowCount: number;
  windowEndsAt: Date;
};

/**
 * The user an OAuth access token acts for at `resource`: only a token issued for that resource (RFC 8707), not
 * revoked, not expired, of an enabled app, whose user may sign in. Its scope is read or full, as an API key's;
 * the user's role never comes along (an administrator's token acts as a plain user). The same statement counts
 * the request in the token's one-minute window, on any node.
 */
export async function authenticateOAuthToken(db: Db, token: string, resource: string): Promise<OAuthTokenCaller | null> {
  if (!isOAuthAccessToken(token)) return null;
  const hash = hashOAuthToken(token.slice(oauthAccessTokenPrefix.length));
  const [row] = await queryRows<{
    scopes: string[] | null;
    rateCount: number;
    rateWindow: string | Date;
    userId: string;
    email: string;
    name: string;
    referenceId: string | null;
  }>(
    db,
    sql`
    WITH t AS (
      SELECT t.id FROM oauth_access_token t
        JOIN "user" u ON u.id = t.user_id
        JOIN oauth_client c ON c.client_id = t.client_id
      WHERE t.token = ${hash} AND t.revoked IS NULL AND t.expires_at > now()
        AND ${resource}::text = ANY(t.resources) AND u.banned IS NOT TRUE AND c.disabled IS NOT TRUE
    )
    UPDATE oauth_access_token a SET
      rate_count = CASE WHEN a.rate_window = date_trunc('minute', now()) THEN a.rate_count + 1 ELSE 1 END,
      rate_window = date_trunc('minute', now())
    FROM t, "user" u WHERE a.id = t.id AND u.id = a.user_id
    RETURNING a.scopes, a.rate_count AS "rateCount", a.rate_window AS "rateWindow", a.reference_id AS "referenceId",
      u.id AS "userId", u.email, u.name`,
  );
  const scope = row ? scopeOf(row.scopes) : null;
  if (!row || !scope) return null;
  return {
    caller: { userId: row.userId, email: row.email, name: row.name, scope },
    workspaceId: row.referenceId ?? row.userId,
    windowCount: Number(row.rateCount),
    windowEndsAt: new Date(new Date(row.rateWindow).getTime() + 60_000),
  };
}

/** The 429 message of a token past API_KEY_RATE_LIMIT in its current minute, with the seconds to wait, or null. */
export function tokenRateLimited(counted: OAuthTokenCaller, ratePerMinute: number | undefined) {
  if (ratePerMinute === undefined || counted.windowCount <= ratePerMinute) return null;
  const seconds = Math.max(1, Math.ceil((counted.windowEndsAt.getTime() - Date.now()) / 1000));
  return { message: `Too many requests with this access token (${ratePerMinute} a minute). Try again in ${seconds} s.`, seconds };
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
 * Audited in the same transaction: the actor is the user, or the administrator who revoked the app.
 */
export async function disconnect(db: Db, actor: Actor, target: AuditTarget, clientId: string): Promise<void> {
  const userId = target.id;
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
    await recordAudit(tx, actor, {
      action: 'oauth_disconnect',
      target,
      before: { clientId, consents: removed.length, accessTokens: tokens.length, refreshTokens: refresh.length },
      after: { clientId, consents: 0, accessTokens: 0, refreshTokens: 0 },
    });
  });
}
