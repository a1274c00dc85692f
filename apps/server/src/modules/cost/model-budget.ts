// The installation's monthly model budget (ADR 0042): what is spent this calendar month (UTC),
// the limits in force (saved in the Admin panel, else AI_MONTHLY_BUDGET_USD / AI_MONTHLY_BUDGET_TOKENS),
// the gate every model call asks before it starts, and the administrators' notice once a month.
import { budgetUsedUp, costUsd, type ModelBudgetLimits, type ModelBudgetStatus, type ModelPriceTable } from '@leadsift/shared';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { modelBudget, user } from '../../db/schema/index.ts';
import type { SpendGate } from '../../model/index.ts';
import type { Runtime } from '../../runtime-types.ts';
import { notify } from '../notifications/notifications.service.ts';

export type BudgetDeps = Pick<Runtime, 'db' | 'config' | 'jobs' | 'log'>;

type Stored = { budgetUsd: number | null; budgetTokens: number | null; saved: boolean };
type MonthRow = { month: string; model: string | null; inputTokens: number; outputTokens: number };

/** The environment's limits: the default while nothing is saved. */
export function environmentBudget(config: BudgetDeps['config']): ModelBudgetLimits {
  return { usd: config.AI_MONTHLY_BUDGET_USD ?? null, tokens: config.AI_MONTHLY_BUDGET_TOKENS ?? null };
}

/** The saved row, if any (one primary-key read). */
async function storedBudget(db: DbOrTx): Promise<Stored | null> {
  const [row] = await db
    .select({ budgetUsd: modelBudget.budgetUsd, budgetTokens: modelBudget.budgetTokens, savedAt: modelBudget.savedAt })
    .from(modelBudget)
    .where(eq(modelBudget.id, 1));
  return row ? { budgetUsd: row.budgetUsd, budgetTokens: row.budgetTokens, saved: row.savedAt !== null } : null;
}

/** This month's tokens per model from the running totals (a few rows; never a sum over the whole log). */
async function monthSpend(db: DbOrTx, prices: ModelPriceTable) {
  const rows = await queryRows<MonthRow>(
    db,
    sql`SELECT to_char(m.month, 'YYYY-MM-DD') AS month, s.model, coalesce(s.input_tokens, 0)::float8 AS "inputTokens",
          coalesce(s.output_tokens, 0)::float8 AS "outputTokens"
        FROM (SELECT date_trunc('month', now() AT TIME ZONE 'UTC')::date AS month) m
        LEFT JOIN model_spend_month s ON s.month = m.month
        ORDER BY s.model`,
  );
  const models = rows.filter((r): r is MonthRow & { model: string } => r.model !== null);
  const priced = models.filter((r) => prices[r.model]);
  return {
    month: rows[0]!.month,
    // A model with no price counts toward the token budget only (never a made-up figure).
    usd: costUsd(priced, prices) ?? 0,
    tokens: models.reduce((n, r) => n + r.inputTokens + r.outputTokens, 0),
    unpricedModels: models.filter((r) => !prices[r.model] && r.inputTokens + r.outputTokens > 0).map((r) => r.model),
  };
}

/** The month's spend against the limits in force. */
export async function modelBudgetStatus(deps: Pick<BudgetDeps, 'db' | 'config'>): Promise<ModelBudgetStatus> {
  const environment = environmentBudget(deps.config);
  const stored = await storedBudget(deps.db);
  const budget = stored?.saved ? { usd: stored.budgetUsd, tokens: stored.budgetTokens } : environment;
  const source = stored?.saved ? 'database' : budget.usd !== null || budget.tokens !== null ? 'environment' : 'none';
  const { month, ...spend } = await monthSpend(deps.db, deps.config.prices);
  return { month, budget, source, environment, spend, usedUp: budgetUsedUp(budget, spend) };
}

/**
 * The gate `callStructured` asks before each call. Two small reads per call (the saved row, this month's
 * rows of model_spend_month, which the recorder keeps current as each call lands): a call that starts
 * always sees every call recorded before it, in any process, so the spend passes the budget by at most
 * the calls already in flight. A failed read lets the call through (a database hiccup must not stop work
 * that the budget allows; the recording of that call fails the same way and is logged).
 */
export function createSpendGate(deps: BudgetDeps): SpendGate {
  return async () => {
    try {
      const status = await modelBudgetStatus(deps);
      if (!status.usedUp) return true;
      await tellAdministratorsOnce(deps, status);
      return false;
    } catch (err) {
      deps.log.warn({ err }, 'could not check the monthly model budget');
      return true;
    }
  };
}

const usd = (n: number) => `$${n.toFixed(2)}`;

/**
 * Every active administrator is told once per month: the first refused call claims the month on the
 * budget row (one conditional upsert, so two processes cannot both win) and writes the notices in the
 * same transaction. Saving a new budget clears the claim: reaching the raised budget tells them again.
 */
export async function tellAdministratorsOnce(deps: BudgetDeps, status: ModelBudgetStatus): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const claimed = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO model_budget (id, notified_month) VALUES (1, ${status.month}::date)
          ON CONFLICT (id) DO UPDATE SET notified_month = excluded.notified_month
          WHERE model_budget.notified_month IS DISTINCT FROM excluded.notified_month
          RETURNING id`,
    );
    if (claimed.length === 0) return false;
    const admins = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.role, 'admin'), or(isNull(user.banned), eq(user.banned, false))));
    const limits = [
      status.budget.usd !== null ? `${usd(status.spend.usd)} of ${usd(status.budget.usd)}` : null,
      status.budget.tokens !== null
        ? `${status.spend.tokens.toLocaleString('en-US')} of ${status.budget.tokens.toLocaleString('en-US')} tokens`
        : null,
    ].filter(Boolean);
    const title = "This month's model budget is used up";
    const body = `Model spend this month: ${limits.join(', ')}. No new model calls start and running jobs pause until the budget is raised in the Admin panel or the month ends.`;
    for (const admin of admins) {
      await notify(
        deps,
        tx,
        {
          userId: admin.id,
          kind: 'model_budget',
          title,
          body,
          link: '/admin',
          email: { subject: title, heading: title, paragraphs: [body] },
        },
        tx,
      );
    }
    deps.log.warn({ month: status.month, spend: status.spend, budget: status.budget }, 'monthly model budget used up');
    return true;
  });
}
