import { z } from 'zod';

/** The message of a job paused because the installation's monthly model budget is used up (ADR 0042). */
export const MODEL_BUDGET_USED_UP = 'The model budget for this month is used up — an administrator can raise it';

/** Where the budget in force comes from: saved in the Admin panel, the environment's default, or none. */
export const modelBudgetSources = ['database', 'environment', 'none'] as const;
export type ModelBudgetSource = (typeof modelBudgetSources)[number];

/** The month's limits; null = no limit of that kind. */
export const modelBudgetLimits = z.object({
  usd: z.number().positive('The USD budget must be more than 0').max(1e9).nullable(),
  tokens: z.number().int('Tokens must be a whole number').positive('The token budget must be more than 0').max(1e15).nullable(),
});
export type ModelBudgetLimits = z.infer<typeof modelBudgetLimits>;

/** PUT /api/admin/model-budget: both limits (null removes one). */
export const updateModelBudgetBody = modelBudgetLimits.strict();
export type UpdateModelBudgetBody = z.infer<typeof updateModelBudgetBody>;

/** GET /api/admin/model-budget: this calendar month's (UTC) model spend against the budget. */
export const modelBudgetStatus = z.object({
  /** First day of the month, `YYYY-MM-01`. */
  month: z.string(),
  budget: modelBudgetLimits,
  source: z.enum(modelBudgetSources),
  /** The environment's values (the default when nothing is saved). */
  environment: modelBudgetLimits,
  spend: z.object({
    /** Money of the models with a known price. */
    usd: z.number(),
    /** Tokens of every model, priced or not. */
    tokens: z.number().int(),
    /** Models used this month that have no price: they count toward the token budget only. */
    unpricedModels: z.array(z.string()),
  }),
  /** True when a limit is reached: no new model call starts until the budget is raised or the month ends. */
  usedUp: z.boolean(),
});
export type ModelBudgetStatus = z.infer<typeof modelBudgetStatus>;

/** Whether the spend has reached either limit. */
export function budgetUsedUp(budget: ModelBudgetLimits, spend: { usd: number; tokens: number }): boolean {
  return (budget.usd !== null && spend.usd >= budget.usd) || (budget.tokens !== null && spend.tokens >= budget.tokens);
}
