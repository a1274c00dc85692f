import { requireUser } from '../../guards/route-guards.ts';
import { checkCreditsBody, checkCreditsReply, tierReply, usageStatsReply } from './credits.schemas.ts';
import { check, getUsageStats, getUserTier } from './credits.service.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';

/**
 * docs/product.md#api usage calls; each answers for the caller's workspace only (request.workspace: its shared pool and
 * plan, ADR 0067), never for an id in the request.
 */
export async function creditsRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const { db } = runtime;
  app.get(
    '/api/usage/stats',
    {
      preHandler: requireUser,
      schema: { tags: ['usage'], summary: 'Credits used and available this month', response: { 200: usageStatsReply } },
    },
    async (request) => ({ success: true as const, data: await getUsageStats(db, request.workspace.id) }),
  );
  app.get(
    '/api/usage/tier',
    { preHandler: requireUser, schema: { tags: ['usage'], summary: "The caller's plan tier", response: { 200: tierReply } } },
    async (request) => ({ success: true as const, data: await getUserTier(db, request.workspace.id) }),
  );
  app.post(
    '/api/usage/check-credits',
    {
      preHandler: requireUser,
      // A read: a viewer may ask.
      config: { workspace: 'read' },
      schema: {
        tags: ['usage'],
        summary: 'Whether the workspace has the credits a job needs',
        body: checkCreditsBody,
        response: { 200: checkCreditsReply },
      },
    },
    async (request) => ({ success: true as const, data: await check(db, request.workspace.id, request.body.creditsNeeded) }),
  );
}
