import { ACCOUNT_DISABLED_MESSAGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@leadsift/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, bearer, genericOAuth } from 'better-auth/plugins';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import type { Logger } from '../logger.ts';
import { adminPluginRoles, authBasePath } from './http-endpoints.ts';
import { grantRevocationHooks } from './grant-revocation.ts';
import { grantWorkspaceOf, mcpOAuthProvider } from './oauth-provider.ts';
import { ensureProfile } from './profiles.ts';

/** Header our server sets from the socket (or trusted proxy) address; any client value is replaced. */
export const clientIpHeader = 'x-leadsift-client-ip';

/** Header our server sets to the request's own origin (scheme + Host); any client value is replaced. */
export const requestOriginHeader = 'x-leadsift-request-origin';

/** better-auth's answer to an untrusted origin, replaced by `untrustedOriginMessage`. */
export const invalidOriginCode = 'INVALID_ORIGIN';
export const untrustedOriginMessage = (origin: string) =>
  `This address (${origin}) is not one this server trusts. Set BASE_URL or TRUSTED_ORIGINS.`;

type OriginConfig = Pick<Config, 'BASE_URL' | 'baseUrlSet' | 'trustedOrigins' | 'NODE_ENV'>;

/** BASE_URL's origin (the default one when unset), TRUSTED_ORIGINS, and Vite's dev server outside production. */
export function fixedTrustedOrigins(config: OriginConfig): string[] {
  const fixed = [new URL(config.BASE_URL).origin, ...config.trustedOrigins];
  if (config.NODE_ENV !== 'production') fixed.push('http://localhost:5173', 'http://127.0.0.1:5173');
  return fixed;
}

/**
 * The origins sign-in and other state-changing auth calls may come from (ADR 0015): BASE_URL's, TRUSTED_ORIGINS,
 * Vite's dev server outside production — and, only when BASE_URL is not set, the request's own origin, so a
 * server opened by IP or host name works while a page of another site is still refused.
 */
export function trustedOriginsFor(config: OriginConfig) {
  const fixed = fixedTrustedOrigins(config);
  if (config.baseUrlSet) return fixed;
  return (request?: Request) => {
    const own = request?.headers.get(requestOriginHeader);
    return own ? [...fixed, own] : fixed;
  };
}

/** Sign-in attempts a minute, per IP (better-auth) and per account (ours): SIGNIN_RATE_LIMIT, default 10. */
export const signInRateLimit = (config: Pick<Config, 'SIGNIN_RATE_LIMIT'>) => ({ window: 60, max: config.SIGNIN_RATE_LIMIT });

/** better-auth inside our server: email + password, database sessions, bearer tokens, roles, Google and OIDC. */
/** How a password reset link reaches its user (modules/accounts builds it: email, or the admin's Copy link). */
export type PasswordResetDelivery = {
  send: (data: { user: { email: string; name: string }; token: string }) => Promise<void>;
  expiresInSeconds: number;
};

export function createAuth(config: Config, db: Db, log: Logger, passwordReset: PasswordResetDelivery) {
  const secure = config.BASE_URL.startsWith('https:');
  const trustedOrigins = trustedOriginsFor(config);
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET } }
      : {};
  const oidc =
    config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
      ? [
          genericOAuth({
            config: [
              {
                providerId: 'sso',
                name: 'SSO',
                discoveryUrl: `${config.OIDC_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
                clientId: config.OIDC_CLIENT_ID,
                clientSecret: config.OIDC_CLIENT_SECRET,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [];

  return betterAuth({
    appName: 'LeadSift',
    baseURL: config.BASE_URL,
    basePath: authBasePath,
    secret: config.AUTH_SECRET,
    trustedOrigins,
    // Transactions on: a password reset or change deletes sessions, OAuth grants and writes the password together.
    database: drizzleAdapter(db, { provider: 'pg', schema: { ...schema }, transaction: true }),
    emailAndPassword: {
      enabled: true,
      // Accounts are created by the first-run setup, an administrator or the CLI, never by anonymous sign-up.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Password recovery (ADR 0035): the link is emailed through a mail.send job, valid an hour, used once,
      // and setting a new password ends every session of the user.
      sendResetPassword: passwordReset.send,
      resetPasswordTokenExpiresIn: passwordReset.expiresInSeconds,
      revokeSessionsOnPasswordReset: true,
    },
    // Reset tokens are kept as their SHA-256 only (looked up by hash, so never compared as plain text).
    verification: { storeIdentifier: { default: 'plain', overrides: { 'reset-password:': 'hashed' } } },
    socialProviders: google,
    plugins: [
      bearer(),
      admin({
        defaultRole: 'user',
        adminRoles: ['admin'],
        // Impersonation is off: the admin role lacks the permission (ADR 0031).
        roles: adminPluginRoles,
        // An administrator's 'Disable sign-in' is better-auth's ban (modules/admin/access.service.ts).
        bannedUserMessage: ACCOUNT_DISABLED_MESSAGE,
      }),
      ...oidc,
      // LeadSift as the OAuth 2.1 authorization server of /mcp (ADR 0043).
      mcpOAuthProvider(config, (userId) => grantWorkspaceOf(db, userId)),
    ],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': signInRateLimit(config),
        '/sign-in/social': signInRateLimit(config),
        '/sign-in/oauth2': signInRateLimit(config),
        '/request-password-reset': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
        '/change-password': { window: 60, max: 10 },
        '/oauth2/register': { window: 60, max: 10 },
      },
    },
    advanced: {
      useSecureCookies: secure,
      // better-auth skips the origin check under NODE_ENV=test by default; we want it everywhere.
      disableOriginCheck: false,
      cookiePrefix: 'leadsift',
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
    },
    logger: {
      log: (level, message) => {
        const fn = level === 'error' ? log.error.bind(log) : level === 'warn' ? log.warn.bind(log) : log.debug.bind(log);
        fn({ component: 'auth' }, message);
      },
    },
    databaseHooks: {
      ...grantRevocationHooks,
      user: {
        create: {
          after: async (user) => {
            await ensureProfile(db, { id: user.id, name: user.name, image: user.image ?? null });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
