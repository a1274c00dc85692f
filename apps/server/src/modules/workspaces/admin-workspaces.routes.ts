import { adminWorkspace, adminWorkspaceCreditsBody, adminWorkspaceList, adminWorkspaceTierBody } from '@leadsift/shared';
import { adminOnly } from '../../guards/route-access.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';
import { actorOf } from '../audit/actor.ts';
import { grantWorkspaceCredits, listAdminWorkspaces, setWorkspaceTier } from './admin-workspaces.service.ts';
import { adminWorkspacesQuery, workspaceParams } from './workspaces.schemas.ts';

/** Admin → Workspaces: every workspace, its tier and its pool's credits (installation administrators). */
export async function adminWorkspacesRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const { db } = runtime;
  const tags = ['Workspaces'];

  app.get(
    '/api/admin/workspaces',
    {
      ...adminOnly,
      schema: {
        tags,
        summary: 'Every workspace (search: name, id or a member email)',
        querystring: adminWorkspacesQuery,
        response: { 200: adminWorkspaceList },
      },
    },
    async (request) => ({ workspaces: await listAdminWorkspaces(db, request.query.search) }),
  );

  app.patch(
    '/api/admin/workspaces/:id',
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Change a workspace's plan tier",
        params: workspaceParams,
        body: adminWorkspaceTierBody,
        response: { 200: adminWorkspace },
      },
    },
    async (request) => setWorkspaceTier(db, actorOf(request), request.params.id, request.body.tier),
  );

  app.post(
    '/api/admin/workspaces/:id/credits',
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Grant bonus credits to a workspace's pool",
        params: workspaceParams,
        body: adminWorkspaceCreditsBody,
        response: { 200: adminWorkspace },
      },
    },
    async (request) => grantWorkspaceCredits(db, actorOf(request), request.params.id, request.body),
  );
}
