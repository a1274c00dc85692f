import { MODEL_READ_NOTE, stateOf, type Decision, type PreviewBody, type PreviewResult } from '@leadsift/shared';
import { sql } from 'drizzle-orm';
import { resolveModel, UNDECIDED_REASON, withUsageScope } from '../../model/index.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { previewRequests } from '../../db/schema/index.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { ensureColumnValues } from '../uploads/uploads.service.ts';
import { storeCached } from './decision-cache.ts';
import { columnConfigWithExamples, missingInstructions, uploadColumns } from './filter.service.ts';
import { PREVIEW_VALUES, previewLimitMessage } from './preview.schemas.ts';
import { topValues, type DecisionKey } from './top-values.ts';
import type { Runtime, WorkspaceCaller } from '../../runtime-types.ts';
import { createRuleDecider } from '../../knowledge/index.ts';
import { readRequestColumns, rulesInstructions } from './reading.service.ts';

const hourMs = 60 * 60 * 1000;

/**
 * Counts a preview against PREVIEW_PER_HOUR (429 past it). A per-user advisory lock makes the count and the
 * insert one step, so two tabs cannot both take the last preview.
 */
export async function takePreview(db: Db, userId: string, perHour: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`preview:${userId}`}))`);
    const since = new Date(Date.now() - hourMs);
    const [row] = await queryRows<{ n: number; oldest: string | null }>(
      tx,
      sql`SELECT count(*)::int AS n, min(created_at)::text AS oldest FROM preview_requests WHERE user_id = ${userId} AND created_at > ${since}`,
    );
    if ((row?.n ?? 0) >= perHour) {
      const freeAt = row?.oldest ? new Date(row.oldest).getTime() + hourMs : Date.now() + hourMs;
      throw new HttpError(429, previewLimitMessage(perHour, Math.max(1, Math.ceil((freeAt - Date.now()) / 60_000))));
    }
    await tx.insert(previewRequests).values({ userId });
    return perHour - (row?.n ?? 0) - 1;
  });
}

/**
 * The free preview (docs/product.md#list-cleaner): the model decides the most frequent distinct values of each column — one
 * call per column for what the decision cache does not know yet — and the decisions go into the cache, so
 * the job that follows asks for them no more. No credits are charged.
 */
export async function previewColumns(runtime: Runtime, caller: WorkspaceCaller, body: PreviewBody): Promise<PreviewResult> {
  const { userId } = caller;
  const { db, config } = runtime;
  const missing = missingInstructions(body.selectedColumns, body.filterConfig.columnConfig);
  if (missing.length) throw badRequest(`Please provide criteria for the following columns: ${missing.join(', ')}`);
  const { upload, columnIndexes } = await uploadColumns(db, caller.workspace.id, body.fileId, body.selectedColumns);
  const previewsLeft = await takePreview(db, userId, config.PREVIEW_PER_HOUR);
  await ensureColumnValues(db, upload.id, columnIndexes);
  const model = resolveModel(config, body.model);
  const columnConfig = await columnConfigWithExamples(db, caller.workspace.id, body);
  const productContext = body.reasoningText.trim();
  // A preview spends model calls already: instructions the rules cannot read are restated once (ADR 0034).
  const ask = { kind: 'preview' as const, userId };
  const { readings, modelCalls: readingCalls } = await readRequestColumns(runtime, body, columnIndexes, model, upload.id, ask);

  const columns = await Promise.all(
    body.selectedColumns.map(async (column, i) => {
      const { instructions, examples = [] } = columnConfig[column]!;
      const key: DecisionKey = { model, productContext, instructions, examples };
      const top = await topValues(db, upload.id, columnIndexes[i]!, key, PREVIEW_VALUES);
      // Rules first (ADR 0034): what public facts settle costs no model call and is not cached (it is free).
      // The column's header and top values are the evidence for values read two ways ("GA" among US states).
      const ruleText = rulesInstructions(instructions, readings[column]);
      const rules = body.askModelForEveryValue
        ? undefined
        : createRuleDecider(ruleText.text, { header: column, values: top.map((t) => t.value) });
      const ruled = new Map(
        top.flatMap((t) => {
          const d = rules?.decide(t.value);
          return d ? [[t.key, ruleText.byModel ? { ...d, reason: `${d.reason} (${MODEL_READ_NOTE})` } : d] as const] : [];
        }),
      );
      const toAsk = top.filter((t) => !t.cached && !ruled.has(t.key));
      let modelCalls = 0;
      const fresh = new Map<string, { decision: Decision; reason: string; confidence: number }>();
      if (toAsk.length > 0) {
        const answer = await withUsageScope({ kind: 'preview', userId }, () =>
          runtime.ai.decideValues({
            model,
            temperature: body.temperature,
            productContext,
            column,
            instructions,
            examples,
            values: toAsk.map((t) => t.value),
          }),
        );
        modelCalls = answer.modelCalls;
        for (const d of answer.decisions) {
          const item = toAsk[d.index];
          if (item) fresh.set(item.key, { decision: d.decision, reason: d.reason, confidence: d.confidence });
        }
        await storeCached(
          db,
          [...fresh].filter(([, d]) => d.reason !== UNDECIDED_REASON).map(([k, d]) => ({ key: k, ...d })),
        );
      }
      const values = top.map((t) => {
        const byRules = ruled.get(t.key);
        const decided = byRules ??
          t.cached ??
          fresh.get(t.key) ?? { decision: 'EXCLUDE' as const, reason: UNDECIDED_REASON, confidence: 0 };
        return {
          value: t.value,
          frequency: t.frequency,
          ...decided,
          state: stateOf(decided),
          cached: !byRules && Boolean(t.cached),
          byRules: Boolean(byRules),
        };
      });
      const coveredRows = values.reduce((n, v) => n + v.frequency, 0);
      const coverage = upload.rowCount ? coveredRows / upload.rowCount : 0;
      return { column, values, coveredRows, coverage, modelCalls, ...(readings[column] ? { reading: readings[column] } : {}) };
    }),
  );
  return {
    rowCount: upload.rowCount,
    previewsLeft,
    columns: columns.map(({ modelCalls: _calls, ...c }) => c),
    modelCalls: readingCalls + columns.reduce((n, c) => n + c.modelCalls, 0),
  };
}
