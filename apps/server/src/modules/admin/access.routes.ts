import { auditQuery, auditResponse } from '@leadsift/shared';
import { adminOnly } from '../../guards/route-access.ts';
import { listTiers } from '../credits/tiers.service.ts';
import { setUserDisabled, setUserRole, signOutEverywhere } from './access.service.ts';
import {
  endAccessBody,
  setDisabledResponse,
  setRoleBody,
  setRoleResponse,
  signOutEverywhereResponse,
  tiersResponse,
} from './admin.schemas.ts';
import { actorOf, userIdParams } from '../audit/actor.ts';
import { listAudit } from '../audit/audit.service.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';

/** /api/admin/*: roles, sign-in access, sessions, the tier list and the audit log. Administrators only. */
export async function accessRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const tags = ['admin'];

  app.get(
    '/api/admin/tiers',
    { ...adminOnly, schema: { tags, summary: 'Plan tiers a user can be moved to', response: { 200: tiersResponse } } },
    async () => ({
      success: true as const,
      data: (await listTiers(runtime.db)).map((t) => ({ name: t.name, displayName: t.displayName, credits_per_month: t.creditsPerMonth })),
    }),
  );

  app.post(
    '/api/admin/users/:userId/role',
    {
      ...adminOnly,
      schema: {
        tags,
        summary: 'Make or unmake an administrator',
        params: userIdParams,
        body: setRoleBody,
        response: { 200: setRoleResponse },
      },
    },
    async (request) => {
      const data = await setUserRole(runtime, actorOf(request), request.params.userId, request.body.role, request.body.reason);
      return { success: true as const, data };
    },
  );

  for (const [path, disabled, summary] of [
    ['disable', true, 'Disable sign-in, end every session and connected app (and API keys unless revokeApiKeys is false)'],
    ['enable', false, 'Enable sign-in again'],
  ] as const) {
    app.post(
      `/api/admin/users/:userId/${path}`,
      { ...adminOnly, schema: { tags, summary, params: userIdParams, body: endAccessBody, response: { 200: setDisabledResponse } } },
      async (request) => {
        const { reason, revokeApiKeys } = request.body;
        const data = await setUserDisabled(runtime, actorOf(request), request.params.userId, disabled, reason, revokeApiKeys ?? true);
        return { success: true as const, data };
      },
    );
  }

  app.post(
    '/api/admin/users/:userId/sign-out-everywhere',
    {
      ...adminOnly,
      schema: {
        tags,
        summary: 'End every session and connected app (OAuth) of a user; revokeApiKeys: also their API keys',
        params: userIdParams,
        body: endAccessBody,
        response: { 200: signOutEverywhereResponse },
      },
    },
    async (request) => {
      const { reason, revokeApiKeys } = request.body;
      const data = await signOutEverywhere(runtime, actorOf(request), request.params.userId, reason, revokeApiKeys ?? false);
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/admin/audit',
    {
      ...adminOnly,
      schema: { tags, summary: 'The admin audit log, newest first', querystring: auditQuery, response: { 200: auditResponse } },
    },
    async (request) => listAudit(runtime.db, request.query),
  );
}
