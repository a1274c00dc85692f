import { modelBudgetStatus as modelBudgetStatusSchema, updateModelBudgetBody } from '@leadsift/shared';
import { z } from 'zod';
import { adminOnly } from '../../guards/route-access.ts';
import { modelBudgetStatus } from '../cost/model-budget.ts';
import { actorOf } from '../audit/actor.ts';
import { saveModelBudget } from './model-budget.service.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';

const budgetResponse = z.object({ success: z.literal(true), data: modelBudgetStatusSchema });

/** /api/admin/model-budget: this month's model spend against the budget, and changing it. Administrators only. */
export async function modelBudgetRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const tags = ['admin'];

  app.get(
    '/api/admin/model-budget',
    { ...adminOnly, schema: { tags, summary: "This month's model spend and budget", response: { 200: budgetResponse } } },
    async () => ({ success: true as const, data: await modelBudgetStatus(runtime) }),
  );

  app.put(
    '/api/admin/model-budget',
    {
      // Before the body is validated: a non-administrator gets 403 whatever they send.
      ...adminOnly,
      schema: { tags, summary: 'Change the monthly model budget', body: updateModelBudgetBody, response: { 200: budgetResponse } },
    },
    async (request) => {
      const data = await saveModelBudget(runtime, actorOf(request), request.body);
      request.log.info({ actorId: request.user.id, budget: data.budget }, 'admin changed the model budget');
      return { success: true as const, data };
    },
  );
}
