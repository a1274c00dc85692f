import {
  costUsd,
  utcDaysBetween,
  type AdminUsageHistory,
  type AdminUsageModel,
  type AdminUsagePeriod,
  type AdminUsageUser,
  type ModelPriceTable,
} from '@leadsift/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/** How many users the admin tab ranks. */
export const TOP_USERS = 10;

type Tokens = { model: string; inputTokens: number; outputTokens: number };
type CallRow = Tokens & { date: string; userId: string | null; calls: number; failed: number };

/**
 * The installation's usage over the last `days` UTC days (today included): credits used per day and per
 * user from the credit ledger (net of refunds), model calls, tokens and money per day, user and model
 * from model_call_log. Money is priced now from the table, like every other cost figure (ADR 0039).
 */
export async function adminUsageHistory(
  db: DbOrTx,
  input: { days: AdminUsagePeriod; prices: ModelPriceTable; now?: Date },
): Promise<AdminUsageHistory> {
  const now = input.now ?? new Date();
  const dates = utcDaysBetween(new Date(now.getTime() - (input.days - 1) * 86_400_000), now);
  const from = `${dates[0]}T00:00:00Z`;
  // Charges and refunds name the member whose work they paid for (ADR 0067); those of deleted accounts have none.
  const credits = await queryRows<{ date: string; userId: string | null; credits: number }>(
    db,
    sql`SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, user_id AS "userId", sum(used_delta)::int AS credits
        FROM credit_ledger
        WHERE kind IN ('charge', 'refund') AND created_at >= ${from}::timestamptz
        GROUP BY 1, 2`,
  );
  const calls = await queryRows<CallRow>(
    db,
    sql`SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, user_id AS "userId", model,
          count(*)::int AS calls, (count(*) FILTER (WHERE outcome = 'failed'))::int AS failed,
          coalesce(sum(input_tokens), 0)::int AS "inputTokens", coalesce(sum(output_tokens), 0)::int AS "outputTokens"
        FROM model_call_log
        WHERE created_at >= ${from}::timestamptz
        GROUP BY 1, 2, 3`,
  );
  const priced = (rows: readonly Tokens[]) =>
    costUsd(
      rows.filter((r) => input.prices[r.model]),
      input.prices,
    ) ?? 0;
  const creditsByDay = groupBy(credits, (c) => c.date);
  const callsByDay = groupBy(calls, (c) => c.date);
  const days = dates.map((date) => {
    const dayCalls = callsByDay.get(date) ?? [];
    return {
      date,
      credits: (creditsByDay.get(date) ?? []).reduce((n, c) => n + c.credits, 0),
      costUsd: priced(dayCalls),
      tokens: dayCalls.reduce((n, c) => n + c.inputTokens + c.outputTokens, 0),
    };
  });
  const models = byModel(calls, input.prices);
  return {
    periodDays: input.days,
    days,
    topUsers: await topUsers(db, credits, calls, input.prices),
    models,
    unpricedModels: models.filter((m) => m.costUsd === null && m.inputTokens + m.outputTokens > 0).map((m) => m.model),
    totals: {
      credits: days.reduce((n, d) => n + d.credits, 0),
      costUsd: priced(calls),
      modelCalls: calls.reduce((n, c) => n + c.calls, 0),
    },
  };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

function byModel(calls: readonly CallRow[], prices: ModelPriceTable): AdminUsageModel[] {
  const models = new Map<string, Omit<AdminUsageModel, 'failureRate' | 'costUsd'>>();
  for (const c of calls) {
    const m = models.get(c.model) ?? { model: c.model, modelCalls: 0, failedCalls: 0, inputTokens: 0, outputTokens: 0 };
    m.modelCalls += c.calls;
    m.failedCalls += c.failed;
    m.inputTokens += c.inputTokens;
    m.outputTokens += c.outputTokens;
    models.set(c.model, m);
  }
  return [...models.values()]
    .map((m) => ({ ...m, failureRate: m.modelCalls === 0 ? 0 : m.failedCalls / m.modelCalls, costUsd: costUsd([m], prices) }))
    .sort((a, b) => (b.costUsd ?? 0) - (a.costUsd ?? 0) || b.modelCalls - a.modelCalls || a.model.localeCompare(b.model));
}

/** The users with the most credits used, then the most model money; credits and calls without a user are left out. */
async function topUsers(
  db: DbOrTx,
  credits: ReadonlyArray<{ userId: string | null; credits: number }>,
  calls: readonly CallRow[],
  prices: ModelPriceTable,
): Promise<AdminUsageUser[]> {
  const users = new Map<string, { credits: number; tokens: Tokens[]; modelCalls: number }>();
  const entry = (id: string) => {
    const found = users.get(id) ?? { credits: 0, tokens: [], modelCalls: 0 };
    users.set(id, found);
    return found;
  };
  for (const c of credits) if (c.userId !== null) entry(c.userId).credits += c.credits;
  for (const c of calls) {
    if (c.userId === null) continue;
    const u = entry(c.userId);
    u.tokens.push(c);
    u.modelCalls += c.calls;
  }
  const ranked = [...users.entries()]
    .map(([userId, u]) => ({ userId, credits: u.credits, costUsd: costUsd(u.tokens, prices), modelCalls: u.modelCalls }))
    .sort((a, b) => b.credits - a.credits || (b.costUsd ?? 0) - (a.costUsd ?? 0) || b.modelCalls - a.modelCalls)
    .slice(0, TOP_USERS);
  if (ranked.length === 0) return [];
  const ids = sql.join(
    ranked.map((r) => sql`${r.userId}`),
    sql`, `,
  );
  const names = await queryRows<{ id: string; name: string | null; email: string }>(
    db,
    sql`SELECT id, name, email FROM "user" WHERE id IN (${ids})`,
  );
  const label = new Map(names.map((n) => [n.id, n.name?.trim() || n.email]));
  return ranked.map((r) => ({ ...r, label: label.get(r.userId) ?? 'Deleted user' }));
}
