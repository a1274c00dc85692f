import { and, eq, sql } from 'drizzle-orm';
import { costUsd, type JobUsage, type ModelPriceTable, type UsageEstimate } from '@leadsift/shared';
import type { DbOrTx } from '../../db/client.ts';
import { modelCallLog, type ModelCallKind } from '../../db/schema/index.ts';
import type { Logger } from '../../logger.ts';
import type { ModelCallRecord, UsageRecorder } from '../../model/index.ts';

/**
 * The recorder the AI layer calls after every model call: one row in model_call_log and, in the same
 * transaction, the month's running total of its model (model_spend_month, what the monthly budget reads).
 */
export function createUsageRecorder(db: DbOrTx, log: Logger): UsageRecorder {
  return async (r: ModelCallRecord) => {
    try {
      await db.transaction(async (tx) => {
        await tx.insert(modelCallLog).values({
          provider: r.provider,
          model: r.model,
          inputTokens: r.inputTokens,
          outputTokens: r.outputTokens,
          latencyMs: r.latencyMs,
          outcome: r.outcome,
          kind: r.kind ?? null,
          jobId: r.jobId ?? null,
          userId: r.userId ?? null,
          items: r.items,
        });
        // now() is the transaction's time, the row's created_at: both land in the same month.
        await tx.execute(
          sql`INSERT INTO model_spend_month (month, model, input_tokens, output_tokens, calls)
              VALUES (date_trunc('month', now() AT TIME ZONE 'UTC')::date, ${r.model},
                      ${r.inputTokens}, ${r.outputTokens}, 1)
              ON CONFLICT (month, model) DO UPDATE SET input_tokens = model_spend_month.input_tokens + excluded.input_tokens,
                output_tokens = model_spend_month.output_tokens + excluded.output_tokens, calls = model_spend_month.calls + 1`,
        );
      });
    } catch (err) {
      log.warn({ err }, 'could not record a model call');
    }
  };
}

/** The sum of a job's recorded calls, priced with the table. */
export async function jobUsage(db: DbOrTx, jobId: string, prices: ModelPriceTable): Promise<JobUsage> {
  const l = modelCallLog;
  const rows = await db
    .select({
      model: l.model,
      calls: sql<number>`count(*)::int`,
      failed: sql<number>`(count(*) FILTER (WHERE ${l.outcome} = 'failed'))::int`,
      inputTokens: sql<number>`coalesce(sum(${l.inputTokens}), 0)::int`,
      outputTokens: sql<number>`coalesce(sum(${l.outputTokens}), 0)::int`,
    })
    .from(l)
    .where(eq(l.jobId, jobId))
    .groupBy(l.model)
    .orderBy(l.model);
  return {
    modelCalls: rows.reduce((n, r) => n + r.calls, 0),
    failedCalls: rows.reduce((n, r) => n + r.failed, 0),
    inputTokens: rows.reduce((n, r) => n + r.inputTokens, 0),
    outputTokens: rows.reduce((n, r) => n + r.outputTokens, 0),
    costUsd: costUsd(rows, prices),
    models: rows.map((r) => r.model),
  };
}

/**
 * Expected tokens and money for asking the model about `items` values (or websites): the tokens per
 * value measured over this model's earlier calls of the same kind. Nothing measured yet: tokens null.
 */
export async function estimateUsage(
  db: DbOrTx,
  input: { kind: ModelCallKind; model: string; items: number },
  prices: ModelPriceTable,
): Promise<UsageEstimate> {
  const l = modelCallLog;
  const [m] = await db
    .select({
      items: sql<number>`coalesce(sum(${l.items}), 0)::float8`,
      inputTokens: sql<number>`coalesce(sum(${l.inputTokens}), 0)::float8`,
      outputTokens: sql<number>`coalesce(sum(${l.outputTokens}), 0)::float8`,
    })
    .from(l)
    .where(and(eq(l.kind, input.kind), eq(l.model, input.model), sql`${l.outcome} <> 'failed'`));
  const base = { model: input.model, items: input.items };
  if (!m || m.items === 0 || input.items === 0)
    return { ...base, tokens: input.items === 0 ? 0 : null, costUsd: input.items === 0 ? 0 : null };
  const inputTokens = Math.round((m.inputTokens / m.items) * input.items);
  const outputTokens = Math.round((m.outputTokens / m.items) * input.items);
  return {
    ...base,
    tokens: inputTokens + outputTokens,
    costUsd: costUsd([{ model: input.model, inputTokens, outputTokens }], prices),
  };
}
