import { createHash } from 'node:crypto';
import { oauthProvider } from '@better-auth/oauth-provider';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { profiles, workspaceMembers } from '../db/schema/index.ts';

/** The protected resource OAuth tokens are issued for (RFC 8707): the MCP endpoint, and nothing else. */
export const mcpResourceOf = (baseUrl: string) => new URL('/mcp', baseUrl).toString();

/** OAuth scopes, the same two levels as personal API keys; offline_access lets a client refresh its token. */
export const oauthScopes = ['read', 'full', 'offline_access'] as const;

/** An OAuth access token for /mcp starts with this (an API key with `lsk_`), so /mcp tells them apart. */
export const oauthAccessTokenPrefix = 'lso_';
export const oauthRefreshTokenPrefix = 'lsr_';

/** Where the authorization endpoint sends the browser: the web app's sign-in-then-consent page. */
export const consentPagePath = '/oauth/consent';

/** Tokens and codes are stored as their SHA-256 (hex), looked up by hash. */
export const hashOAuthToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * better-auth's OAuth 2.1 provider plugin (ADR 0043): LeadSift is the authorization server of its own /mcp.
 * Authorization code + PKCE (S256) only, refresh tokens, open dynamic client registration (RFC 7591, what MCP
 * clients do today), opaque access tokens bound to the /mcp resource and kept hashed, so Disconnect (deleting
 * them) takes effect on the next call. No OpenID Connect: no `openid` scope, no ID tokens, no userinfo.
 *
 * A grant acts in one workspace (ADR 0067): the one the user was working in when they consented (`workspaceOf`),
 * kept as the consent's and its tokens' `reference_id`. /mcp reads it on every call and checks the user still
 * belongs there; a grant made before workspaces (no reference id) acts in the personal workspace.
 */
export function mcpOAuthProvider(config: Pick<Config, 'BASE_URL'>, workspaceOf: (userId: string) => Promise<string>) {
  const resource = mcpResourceOf(config.BASE_URL);
  return oauthProvider({
    loginPage: consentPagePath,
    consentPage: consentPagePath,
    postLogin: {
      // No page of its own: the workspace is the one the user last switched to, never asked again here.
      page: consentPagePath,
      shouldRedirect: () => false,
      consentReferenceId: ({ user }) => workspaceOf(user.id),
    },
    scopes: [...oauthScopes],
    grantTypes: ['authorization_code', 'refresh_token'],
    resources: [{ identifier: resource, name: 'LeadSift MCP', allowedScopes: [...oauthScopes] }],
    resourceSeedMode: 'merge',
    clientRegistrationDefaultResources: [resource],
    clientRegistrationDefaultScopes: [...oauthScopes],
    allowDynamicClientRegistration: true,
    allowUnauthenticatedClientRegistration: true,
    disableJwtPlugin: true,
    storeTokens: { hash: (token: string) => hashOAuthToken(token) },
    prefix: { opaqueAccessToken: oauthAccessTokenPrefix, refreshToken: oauthRefreshTokenPrefix },
    accessTokenExpiresIn: 3600,
  });
}

/**
 * The workspace an OAuth grant being consented to will act in: the one the user last switched to
 * (profiles.last_workspace_id, what the web app's switcher sets) while they still belong to it, else their personal
 * one (id = the user's id). Read here, below the modules, with the tables themselves.
 */
export async function grantWorkspaceOf(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db
    .select({ workspaceId: workspaceMembers.workspaceId })
    .from(profiles)
    .innerJoin(workspaceMembers, and(eq(workspaceMembers.workspaceId, profiles.lastWorkspaceId), eq(workspaceMembers.userId, userId)))
    .where(eq(profiles.id, userId))
    .limit(1);
  return row?.workspaceId ?? userId;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A registration (RFC 7591) that names no `application_type` and redirects only to http loopback addresses is a
 * native app (RFC 8252 §7.3): desktop and CLI assistants register like that and omit the field, whose default
 * ("web") the plugin would refuse for such addresses. Anything else is passed on unchanged.
 */
export function withNativeLoopbackDefault(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const registration = body as { application_type?: unknown; redirect_uris?: unknown };
  if (registration.application_type !== undefined || !Array.isArray(registration.redirect_uris)) return body;
  const uris = registration.redirect_uris as unknown[];
  const loopback = (uri: unknown) => {
    if (typeof uri !== 'string') return false;
    try {
      const url = new URL(uri);
      return url.protocol === 'http:' && loopbackHosts.has(url.hostname);
    } catch {
      return false;
    }
  };
  return uris.length > 0 && uris.every(loopback) ? { ...registration, application_type: 'native' } : body;
}
