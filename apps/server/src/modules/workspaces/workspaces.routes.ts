import {
  createdInvitation,
  createWorkspaceBody,
  updateMemberBody,
  updateWorkspaceBody,
  workspaceInvitationBody,
  workspaceInvitationList,
  workspaceList,
  workspaceMember,
  workspaceMemberList,
  workspaceSummary,
  workspaceUsage,
} from '@leadsift/shared';
import { copyLinkOrigin } from '../../guards/copy-link-origin.ts';
import { requireUser } from '../../guards/route-guards.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';
import { actorOf } from '../audit/actor.ts';
import { listMembers, removeMember, updateMember, workspaceUsage as usageOf } from './members.service.ts';
import { createWorkspaceInvitation, listWorkspaceInvitations, revokeWorkspaceInvitation } from './workspace-invitations.service.ts';
import { invitationParams, memberParams, workspaceParams } from './workspaces.schemas.ts';
import { createWorkspace, deleteWorkspace, listWorkspaces, selectWorkspace, updateWorkspace } from './workspaces.service.ts';

/**
 * The caller's workspaces, their members and invitations (ADR 0067). Session only: an API key or an OAuth grant acts
 * inside one workspace and never manages workspaces. A workspace the caller is not in answers 404; a role below what
 * a change needs, 403 (workspaces.access.ts).
 */
export async function workspacesRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const { db } = runtime;
  const tags = ['Workspaces'];
  // `workspace: 'caller'`: these routes act on the workspace in their path, checked by the services, not on the one
  // the request's X-Workspace names — a viewer there may still create, switch, leave and manage elsewhere.
  const session = { preHandler: requireUser, config: { apiKey: false as const, workspace: 'caller' as const } };

  app.get(
    '/api/workspaces',
    { ...session, schema: { tags, summary: "The caller's workspaces and the one this session acts in", response: { 200: workspaceList } } },
    async (request) => listWorkspaces(db, request.user.id, request.workspace.id),
  );

  app.post(
    '/api/workspaces',
    {
      ...session,
      schema: {
        tags,
        summary: 'Create a team workspace (the caller is its owner)',
        body: createWorkspaceBody,
        response: { 201: workspaceSummary },
      },
    },
    async (request, reply) => reply.status(201).send(await createWorkspace(db, actorOf(request), request.body.name)),
  );

  app.patch(
    '/api/workspaces/:id',
    {
      ...session,
      schema: {
        tags,
        summary: 'Rename (owner), set whether members manage all jobs (admin), transfer ownership (owner)',
        params: workspaceParams,
        body: updateWorkspaceBody,
        response: { 200: workspaceSummary },
      },
    },
    async (request) => updateWorkspace(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/workspaces/:id',
    { ...session, schema: { tags, summary: 'Delete a team workspace and everything in it (owner)', params: workspaceParams } },
    async (request, reply) => {
      await deleteWorkspace(runtime, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/workspaces/:id/select',
    { ...session, schema: { tags, summary: 'Remember the workspace a session switched to', params: workspaceParams } },
    async (request, reply) => {
      await selectWorkspace(db, request.user.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/workspaces/:id/members',
    {
      ...session,
      schema: {
        tags,
        summary: 'Members, roles and limits (use this month for owners and admins)',
        params: workspaceParams,
        response: { 200: workspaceMemberList },
      },
    },
    async (request) => ({ members: await listMembers(db, request.user.id, request.params.id) }),
  );

  app.patch(
    '/api/workspaces/:id/members/:userId',
    {
      ...session,
      schema: {
        tags,
        summary: "Change a member's role or monthly credit limit (admin; owners only by an owner)",
        params: memberParams,
        body: updateMemberBody,
        response: { 200: workspaceMember },
      },
    },
    async (request) => updateMember(db, actorOf(request), request.params.id, request.params.userId, request.body),
  );

  app.delete(
    '/api/workspaces/:id/members/:userId',
    { ...session, schema: { tags, summary: 'Remove a member (admin), or leave (your own id)', params: memberParams } },
    async (request, reply) => {
      await removeMember(db, actorOf(request), request.params.id, request.params.userId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/workspaces/:id/invitations',
    {
      ...session,
      schema: { tags, summary: 'Pending invitations (admin)', params: workspaceParams, response: { 200: workspaceInvitationList } },
    },
    async (request) => ({ invitations: await listWorkspaceInvitations(db, request.user.id, request.params.id) }),
  );

  app.post(
    '/api/workspaces/:id/invitations',
    {
      ...session,
      schema: {
        tags,
        summary: 'Invite an email with a role (admin): the link, emailed too when SMTP is set up',
        params: workspaceParams,
        body: workspaceInvitationBody,
        response: { 201: createdInvitation },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createWorkspaceInvitation(runtime, actorOf(request), request.params.id, request.body, () =>
            copyLinkOrigin(request, runtime.config),
          ),
        ),
  );

  app.delete(
    '/api/workspaces/:id/invitations/:invitationId',
    { ...session, schema: { tags, summary: 'Revoke a pending invitation (admin)', params: invitationParams } },
    async (request, reply) => {
      await revokeWorkspaceInvitation(db, actorOf(request), request.params.id, request.params.invitationId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/workspaces/:id/usage',
    {
      ...session,
      schema: {
        tags,
        summary: "The pool's credits; each member's use for owners and admins",
        params: workspaceParams,
        response: { 200: workspaceUsage },
      },
    },
    async (request) => usageOf(db, request.user.id, request.params.id),
  );
}
