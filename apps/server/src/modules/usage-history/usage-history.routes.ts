import { adminOnly } from '../../guards/route-access.ts';
import { requireUser } from '../../guards/route-guards.ts';
import { adminUsageHistory } from './admin-usage.service.ts';
import { adminUsageHistoryResponse, adminUsageQuery, usageHistoryResponse } from './usage-history.schemas.ts';
import { usageHistory } from './usage-history.service.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';

/**
 * The figures behind the usage charts. The caller's history answers for their workspace's pool only
 * (request.workspace, ADR 0067); the installation's is for administrators (401 anonymous, 403 otherwise).
 */
export async function usageHistoryRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const { db } = runtime;
  app.get(
    '/api/usage/history',
    {
      preHandler: requireUser,
      schema: {
        tags: ['usage'],
        summary: "The workspace's credits used per day and by kind this billing cycle",
        response: { 200: usageHistoryResponse },
      },
    },
    async (request) => ({ success: true as const, data: await usageHistory(db, request.workspace.id) }),
  );
  app.get(
    '/api/usage/admin/history',
    {
      ...adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Credits and model cost per day, top users and models over the last 30 or 90 days',
        querystring: adminUsageQuery,
        response: { 200: adminUsageHistoryResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await adminUsageHistory(db, { days: request.query.days as 30 | 90, prices: runtime.config.prices }),
    }),
  );
}
