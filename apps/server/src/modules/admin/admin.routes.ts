import type { FastifySchemaCompiler } from 'fastify';
import { adminOnly } from '../../guards/route-access.ts';
import { accessRoutes } from './access.routes.ts';
import { actorOf } from '../audit/actor.ts';
import {
  adminUsersResponse,
  changeTierBody,
  changeTierBodyDoc,
  changeTierResponse,
  createUserBody,
  createUserBodyDoc,
  createUserResponse,
  deleteUserParams,
  deleteUserResponse,
  grantCreditsBody,
  grantCreditsBodyDoc,
  grantCreditsResponse,
} from './admin.schemas.ts';
import { modelBudgetRoutes } from './model-budget.routes.ts';
import { changeUserTier, createUserAsAdmin, deleteUserAsAdmin, grantCredits, listAdminUsers } from './admin.service.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';

/**
 * The POST bodies' route schemas only document the API (OpenAPI): the handlers parse the bodies with
 * the admin.schemas parsers, so a missing field answers the text of docs/product.md#validation rather than a field message.
 */
const documentOnly: FastifySchemaCompiler<unknown> = () => (data) => ({ value: data });

/**
 * docs/product.md#api /api/usage/admin/* and our /api/admin/*: administrators only (401 anonymous, 403 signed-in
 * non-admin). Every action is recorded in the audit log by its service, in the action's transaction.
 */
export async function adminRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const { db } = runtime;
  const adminPost = { ...adminOnly, validatorCompiler: documentOnly };
  const tags = ['admin'];
  await accessRoutes(app, runtime);
  await modelBudgetRoutes(app, runtime);

  app.get(
    '/api/usage/admin/users',
    { ...adminOnly, schema: { tags, summary: 'All users with tier and credits', response: { 200: adminUsersResponse } } },
    async () => ({ success: true as const, data: await listAdminUsers(db) }),
  );

  app.post(
    '/api/usage/admin/grant-credits',
    { ...adminPost, schema: { tags, summary: 'Grant bonus credits', body: grantCreditsBodyDoc, response: { 200: grantCreditsResponse } } },
    async (request) => {
      const data = await grantCredits(db, actorOf(request), grantCreditsBody.parse(request.body));
      request.log.info({ actorId: request.user.id, userId: data.userId, credits: data.credits }, 'admin granted credits');
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/usage/admin/change-tier',
    { ...adminPost, schema: { tags, summary: "Change a user's tier", body: changeTierBodyDoc, response: { 200: changeTierResponse } } },
    async (request) => {
      const data = await changeUserTier(db, actorOf(request), changeTierBody.parse(request.body));
      request.log.info({ actorId: request.user.id, userId: data.userId, tier: data.tier }, 'admin changed tier');
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/usage/admin/create-user',
    {
      ...adminPost,
      schema: { tags, summary: 'Create an email + password user', body: createUserBodyDoc, response: { 201: createUserResponse } },
    },
    async (request, reply) => {
      const created = await createUserAsAdmin(runtime, actorOf(request), createUserBody.parse(request.body));
      request.log.info({ actorId: request.user.id, userId: created.id }, 'admin created user');
      return reply.status(201).send({ success: true as const, user: created });
    },
  );

  app.delete(
    '/api/usage/admin/delete-user/:userId',
    {
      ...adminOnly,
      schema: {
        tags,
        summary: 'Permanently delete a user and all their data',
        params: deleteUserParams,
        response: { 200: deleteUserResponse },
      },
    },
    async (request) => {
      const deleted = await deleteUserAsAdmin(runtime, actorOf(request), request.params.userId);
      request.log.info({ actorId: request.user.id, userId: deleted.id, email: deleted.email }, 'admin deleted user');
      return { success: true as const, user: deleted };
    },
  );
}
