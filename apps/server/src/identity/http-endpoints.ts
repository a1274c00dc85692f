import { adminAc, defaultAc, userAc } from 'better-auth/plugins/admin/access';

/** Where better-auth is mounted. */
export const authBasePath = '/api/auth';

export type HttpAuthEndpoint = {
  /** better-auth's path (below `authBasePath`); `:name` matches one path segment. */
  path: string;
  methods: readonly string[];
  access: 'public' | 'session';
};

/**
 * The only better-auth endpoints answered over HTTP (ADR 0031). Every other path under /api/auth — the admin
 * plugin's /admin/*, sign-up, e-mail changes, self-delete, and whatever a future plugin registers — answers 404
 * before better-auth sees it: administrative actions go through our audited routes only (ADR 0018), and the app
 * offers no account self-service beyond the account page's password and sessions (ADR 0035).
 */
export const httpAuthEndpoints: readonly HttpAuthEndpoint[] = [
  // The login form (rate limited per IP and per account).
  { path: '/sign-in/email', methods: ['POST'], access: 'public' },
  // 'Sign in with Google' / 'Sign in with SSO': answers the provider's authorization URL.
  { path: '/sign-in/social', methods: ['POST'], access: 'public' },
  // The provider sends the browser back here (Google: /callback/google, SSO: /callback/sso).
  { path: '/callback/:id', methods: ['GET'], access: 'public' },
  // Where a failed social sign-in lands.
  { path: '/error', methods: ['GET'], access: 'public' },
  // The caller's own session (null without one); docs/product.md#roles 'get session'.
  { path: '/get-session', methods: ['GET'], access: 'session' },
  // Ends the caller's own session.
  { path: '/sign-out', methods: ['POST'], access: 'session' },
  // Password recovery (ADR 0035): the same answer for every address, rate limited per IP and per address;
  // the link in the email opens our /reset-password page, which posts the new password with the token.
  { path: '/request-password-reset', methods: ['POST'], access: 'public' },
  { path: '/reset-password', methods: ['POST'], access: 'public' },
  // The account page (ADR 0035): change password (other sessions end), where you're signed in.
  { path: '/change-password', methods: ['POST'], access: 'session' },
  { path: '/list-sessions', methods: ['GET'], access: 'session' },
  { path: '/revoke-session', methods: ['POST'], access: 'session' },
  { path: '/revoke-other-sessions', methods: ['POST'], access: 'session' },
  // OAuth 2.1 for /mcp (ADR 0043): an AI assistant registers itself (RFC 7591), sends its user's
  // browser to authorize (which bounces to our consent page), and trades the code for a token (PKCE). The
  // consent page reads the client's public name and posts the user's answer. Client and resource CRUD, the
  // admin endpoints, introspection and userinfo stay closed.
  { path: '/oauth2/register', methods: ['POST'], access: 'public' },
  { path: '/oauth2/authorize', methods: ['GET'], access: 'public' },
  { path: '/oauth2/token', methods: ['POST'], access: 'public' },
  { path: '/oauth2/revoke', methods: ['POST'], access: 'public' },
  { path: '/oauth2/public-client', methods: ['GET'], access: 'session' },
  { path: '/oauth2/consent', methods: ['POST'], access: 'session' },
];

/** The OAuth endpoints as /api/docs lists them (ADR 0043); each is also in `httpAuthEndpoints`. */
export const documentedOAuthEndpoints = [
  { method: 'POST', path: '/oauth2/register', summary: 'OAuth dynamic client registration (RFC 7591): an MCP client registers itself' },
  {
    method: 'GET',
    path: '/oauth2/authorize',
    summary: 'OAuth authorization endpoint (code + PKCE S256); sends the browser to the consent page',
  },
  { method: 'POST', path: '/oauth2/token', summary: 'OAuth token endpoint: authorization code or refresh token → access token for /mcp' },
  { method: 'POST', path: '/oauth2/revoke', summary: 'OAuth token revocation (RFC 7009)' },
  { method: 'GET', path: '/oauth2/public-client', summary: "An OAuth client's public name, for the consent page (session)" },
  { method: 'POST', path: '/oauth2/consent', summary: "The signed-in user's answer on the consent page (session)" },
] as const;

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

/**
 * Whether `method` on `pathname` (the URL's path exactly as better-auth will see it, base path included) is one
 * of `httpAuthEndpoints`. Anything else, a trailing slash or an empty segment included, is not.
 */
export function isHttpAuthEndpoint(method: string, pathname: string): boolean {
  if (!pathname.startsWith(`${authBasePath}/`)) return false;
  const path = pathname.slice(authBasePath.length);
  return httpAuthEndpoints.some((endpoint) => endpoint.methods.includes(method) && matches(endpoint.path, path));
}

/**
 * The admin plugin's roles without impersonation: nobody may impersonate, through HTTP or the server-side API.
 * If support staff need it one day it comes back as an audited app route (ADR 0031).
 */
export const adminPluginRoles = {
  admin: defaultAc.newRole({
    user: adminAc.statements.user.filter((action) => action !== 'impersonate'),
    session: [...adminAc.statements.session],
  }),
  user: userAc,
};
