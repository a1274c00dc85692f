import { notFound } from '../../lib/http-error.ts';
import { requireUser } from '../../guards/route-guards.ts';
import { sendWebResponse, toWebRequest } from '../../guards/web-request.ts';
import { authConfigResponse, idParams, meResponse, profileResponse, setupAdminBody } from './auth.schemas.ts';
import { getProfile } from '../../identity/profiles.ts';
import { countUsers, createFirstAdmin } from './users.service.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';

export async function authRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const { config, db, auth } = runtime;

  app.get(
    '/api/auth-config',
    {
      schema: { tags: ['auth'], summary: 'Sign-in options and whether first-run setup is needed', response: { 200: authConfigResponse } },
      config: { public: 'the sign-in page reads it' },
    },
    async () => ({
      needsSetup: (await countUsers(db)) === 0,
      providers: {
        google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
        sso: Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET),
      },
      baseUrlMissing: !config.baseUrlSet,
      email: config.mailEnabled,
    }),
  );

  app.post(
    '/api/setup/admin',
    {
      schema: { tags: ['auth'], summary: 'First run: create the administrator account (once)', body: setupAdminBody },
      config: { public: 'first run, before any account exists (refused once one does)', rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      await createFirstAdmin(auth, db, { name, email, password });
      // Sign the new administrator in: the answer carries the session cookie and the bearer token.
      const signIn = toWebRequest(request, config.BASE_URL, '/api/auth/sign-in/email');
      // This sign-in is ours, made right after the account was created: it comes from our own origin.
      signIn.headers.set('origin', new URL(config.BASE_URL).origin);
      const response = await auth.handler(
        new Request(signIn.url, { method: 'POST', headers: signIn.headers, body: JSON.stringify({ email, password }) }),
      );
      const status = response.ok ? 201 : response.status;
      return sendWebResponse(reply, new Response(response.body, { status, headers: response.headers }));
    },
  );

  app.get(
    '/api/me',
    {
      preHandler: requireUser,
      // Answers the session token: sessions only. About the caller, in whichever workspace (ADR 0067).
      config: { apiKey: false, workspace: 'caller' },
      schema: { tags: ['auth'], summary: 'The signed-in user, profile and session token', response: { 200: meResponse } },
    },
    async (request) => {
      const session = (await request.getSession())!;
      const { id, email, name, image, role } = session.user;
      return {
        user: { id, email, name, image: image ?? null, role },
        profile: await getProfile(db, id),
        sessionToken: session.session.token,
      };
    },
  );

  app.get(
    '/api/profiles/:id',
    {
      preHandler: requireUser,
      config: { workspace: 'caller' },
      schema: {
        tags: ['auth'],
        summary: 'A profile by user id (own, or any for staff)',
        params: idParams,
        response: { 200: profileResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Another user's profile is invisible (404, never 403) unless the caller is staff.
      if (id !== request.user.id && request.user.role !== 'admin') throw notFound('Profile not found');
      const profile = await getProfile(db, id);
      if (!profile) throw notFound('Profile not found');
      return profile;
    },
  );
}
