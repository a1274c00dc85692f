// The installation's monthly model budget as administrators change it (ADR 0042): stored over the
// environment's default, audited in the change's transaction like every admin action.
import type { ModelBudgetStatus, UpdateModelBudgetBody } from '@leadsift/shared';
import { modelBudget } from '../../db/schema/index.ts';
import { modelBudgetStatus, type BudgetDeps } from '../cost/model-budget.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';

/** The audit log names users; a budget change names the installation instead. */
export const INSTALLATION_TARGET = { id: 'installation', email: 'installation' };

/**
 * Saves both limits (null = none of that kind) and clears the month's notice, so reaching the new budget
 * tells the administrators again. Jobs paused for the budget are resumed by their owners as after a pause
 * for credits; new model calls may start at once (the gate reads the saved row per call).
 */
export async function saveModelBudget(
  deps: Pick<BudgetDeps, 'db' | 'config'>,
  actor: Actor,
  body: UpdateModelBudgetBody,
): Promise<ModelBudgetStatus> {
  await deps.db.transaction(async (tx) => {
    const before = await modelBudgetStatus({ db: tx, config: deps.config });
    const values = { budgetUsd: body.usd, budgetTokens: body.tokens, savedAt: new Date(), savedBy: actor.email, notifiedMonth: null };
    await tx
      .insert(modelBudget)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: modelBudget.id, set: values });
    await recordAudit(tx, actor, {
      action: 'change_model_budget',
      target: INSTALLATION_TARGET,
      before: { usd: before.budget.usd, tokens: before.budget.tokens, source: before.source },
      after: { usd: body.usd, tokens: body.tokens },
    });
  });
  return modelBudgetStatus(deps);
}
