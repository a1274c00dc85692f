import {
  acceptInvitationBody,
  createInvitationBody,
  invitationItem,
  invitationLinkResponse,
  invitationStatus as invitationStatusSchema,
  resetLinkResponse,
} from '@leadsift/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../runtime-types.ts';
import { adminOnly } from '../../guards/route-access.ts';
import { requireUser } from '../../guards/route-guards.ts';
import { sendWebResponse, toWebRequest } from '../../guards/web-request.ts';
import { copyLinkOrigin } from '../../guards/copy-link-origin.ts';
import type { Runtime } from '../../runtime-types.ts';
import { badRequest } from '../../lib/http-error.ts';
import { actorOf } from '../audit/actor.ts';
import { copyBody, idParams, profileBody, tokenQuery } from './accounts.schemas.ts';
import { updateOwnName } from './account.service.ts';
import {
  acceptInvitation,
  createInvitation,
  invitationStatus,
  listPendingInvitations,
  renewInvitation,
  revokeInvitation,
} from './invitations.service.ts';
import { adminPasswordReset, resetTokenValid } from './password-reset.service.ts';
import {
  acceptWorkspaceInvitation,
  isWorkspaceInvitationToken,
  workspaceInvitationStatus,
} from '../workspaces/workspace-invitations.service.ts';

/**
 * Invitations, administrators' reset links, the invitation and reset pages' checks, and the caller's name
 * (ADR 0035). Passwords themselves go through better-auth's own routes under /api/auth.
 */
export async function accountsRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const { config, db, auth } = runtime;
  // preValidation: a non-administrator gets 403 before the body is even read.
  const tags = ['accounts'];
  /** Where copied links point: BASE_URL when set, else the page's vouched-for Origin, never Host (docs/security.md). */
  const linkOrigin = (request: FastifyRequest) => copyLinkOrigin(request, config);

  app.post(
    '/api/admin/invitations',
    {
      ...adminOnly,
      schema: {
        tags,
        summary: 'Invite a user (the link is in the answer only without SMTP)',
        body: createInvitationBody,
        response: { 201: invitationLinkResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await createInvitation(runtime, actorOf(request), request.body, linkOrigin(request))),
  );

  app.get(
    '/api/admin/invitations',
    {
      ...adminOnly,
      schema: { tags, summary: 'Pending invitations, newest first', response: { 200: z.object({ invitations: z.array(invitationItem) }) } },
    },
    async () => ({ invitations: await listPendingInvitations(db) }),
  );

  app.post(
    '/api/admin/invitations/:id/resend',
    {
      ...adminOnly,
      schema: {
        tags,
        summary: 'A new 7-day link: emailed, or returned with copy: true (always without SMTP)',
        params: idParams,
        body: copyBody,
        response: { 200: invitationLinkResponse },
      },
    },
    async (request) =>
      renewInvitation(runtime, actorOf(request), request.params.id, { copy: request.body.copy, origin: linkOrigin(request) }),
  );

  app.delete(
    '/api/admin/invitations/:id',
    { ...adminOnly, schema: { tags, summary: 'Revoke a pending invitation', params: idParams } },
    async (request, reply) => {
      await revokeInvitation(db, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/users/:id/password-reset',
    {
      ...adminOnly,
      schema: {
        tags,
        summary: 'Email a user a password reset link, or return it (copy: true, or no SMTP)',
        params: idParams,
        body: copyBody,
        response: { 200: resetLinkResponse },
      },
    },
    async (request) =>
      adminPasswordReset(runtime, actorOf(request), request.params.id, { copy: request.body.copy, origin: linkOrigin(request) }),
  );

  app.get(
    '/api/invitations/status',
    {
      schema: {
        tags,
        summary: 'Whether an invitation link can still be used',
        querystring: tokenQuery,
        response: { 200: invitationStatusSchema },
      },
      config: { public: 'the invitation page asks before the account exists' },
    },
    async (request) =>
      isWorkspaceInvitationToken(request.query.token)
        ? workspaceInvitationStatus(db, request.query.token)
        : invitationStatus(db, request.query.token),
  );

  /** Signs the caller in with the password they just chose: the answer carries the session cookie and bearer token. */
  const signInAfterCreating = async (request: FastifyRequest, email: string, password: string, extra: Record<string, unknown> = {}) => {
    const signIn = toWebRequest(request, config.BASE_URL, '/api/auth/sign-in/email');
    signIn.headers.set('origin', new URL(config.BASE_URL).origin);
    signIn.headers.delete('content-length');
    const response = await auth.handler(
      new Request(signIn.url, { method: 'POST', headers: signIn.headers, body: JSON.stringify({ email, password }) }),
    );
    if (!response.ok || Object.keys(extra).length === 0) {
      return new Response(response.body, { status: response.ok ? 201 : response.status, headers: response.headers });
    }
    const body = JSON.stringify({ ...((await response.json()) as Record<string, unknown>), ...extra });
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(body, { status: 201, headers });
  };

  app.post(
    '/api/invitations/accept',
    {
      schema: {
        tags,
        summary:
          'Accept an invitation: choose a name and password (then signed in); a workspace invitation (wsi_…) joins a signed-in caller instead',
        body: acceptInvitationBody,
      },
      config: { public: 'the invitation token is the permission', rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { token, name, password } = request.body;
      if (isWorkspaceInvitationToken(token)) {
        // A session (cookie or bearer) joins with its own account; an API key is not a sign-in here.
        const session = await request.getSession();
        const joined = await acceptWorkspaceInvitation(runtime, request.body, session?.user ?? null, request.ip || null);
        if (!joined.created) return reply.status(200).send({ workspaceId: joined.workspaceId });
        return sendWebResponse(reply, await signInAfterCreating(request, joined.email, password!, { workspaceId: joined.workspaceId }));
      }
      if (!name || !password) throw badRequest('Choose your name and a password to create your account.');
      const { email } = await acceptInvitation(runtime, { token, name, password });
      return sendWebResponse(reply, await signInAfterCreating(request, email, password));
    },
  );

  app.get(
    '/api/password-reset/status',
    {
      schema: {
        tags,
        summary: 'Whether a password reset link can still be used',
        querystring: tokenQuery,
        response: { 200: z.object({ valid: z.boolean() }) },
      },
      config: { public: 'the reset page asks before the password is known' },
    },
    async (request) => ({ valid: await resetTokenValid(runtime, request.query.token) }),
  );

  app.put(
    '/api/account/profile',
    {
      preHandler: requireUser,
      config: { workspace: 'caller' },
      schema: { tags, summary: "Change the caller's name", body: profileBody, response: { 200: z.object({ name: z.string() }) } },
    },
    async (request) => {
      const name = await updateOwnName(db, request.user.id, request.body.name);
      runtime.sessionCache.clear();
      return { name };
    },
  );
}
