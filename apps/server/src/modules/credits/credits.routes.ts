import { requireUser } from '../../guards/route-guards.ts';
import { checkCreditsBody, checkCreditsReply, tierReply, usageStatsReply } from './credits.schemas.ts';
import { check, getUsageStats, getUserTier } from './credits.service.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';

/** docs/product.md#api usage calls; each answers for the signed-in caller only (request.user.id), never for an id in the request. */
export async function creditsRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const { db } = runtime;
  app.get(
    '/api/usage/stats',
    {
      preHandler: requireUser,
      schema: { tags: ['usage'], summary: 'Credits used and available this month', response: { 200: usageStatsReply } },
    },
    async (request) => ({ success: true as const, data: await getUsageStats(db, request.user.id) }),
  );
  app.get(
    '/api/usage/tier',
    { preHandler: requireUser, schema: { tags: ['usage'], summary: "The caller's plan tier", response: { 200: tierReply } } },
    async (request) => ({ success: true as const, data: await getUserTier(db, request.user.id) }),
  );
  app.post(
    '/api/usage/check-credits',
    {
      preHandler: requireUser,
      schema: {
        tags: ['usage'],
        summary: 'Whether the caller has the credits a job needs',
        body: checkCreditsBody,
        response: { 200: checkCreditsReply },
      },
    },
    async (request) => ({ success: true as const, data: await check(db, request.user.id, request.body.creditsNeeded) }),
  );
}
