import { formatCount, type Decision } from '@leadsift/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { filterDecisions, filterJobs } from '../../db/schema/index.ts';
import { ModelBudgetExhaustedError, UNDECIDED_REASON, withUsageScope, type DecisionExample } from '../../model/index.ts';
import { defineJob } from '../../jobs/queue.ts';
import { cacheKey, lookupCached, storeCached } from './decision-cache.ts';
import { failJob, finalizeJob, pauseForBudget } from './filter.service.ts';
import type { Tx } from '../../db/client.ts';
import type { Runtime } from '../../runtime-types.ts';
import { jobStateChanged } from '../job-events/job-events.ts';

export const filterDecidePayload = z.object({ filterId: z.string(), columnIndex: z.number().int(), chunkNo: z.number().int() });

type NewDecision = { valueHash: string; decision: Decision; reason: string; confidence: number; source: 'model' | 'cache' | 'fallback' };

/** Decides one chunk of distinct values of one column: cache first, then one model call for the rest. */
export const filterDecideJob = defineJob({
  name: 'filter.decide',
  payload: filterDecidePayload,
  retryLimit: 2, // at most 3 attempts per chunk
  retryDelaySeconds: 2,
  heartbeatSeconds: 10, // the minimum pg-boss allows; a dead worker is noticed after 3 missed beats
  expireInSeconds: 30 * 60,
  concurrency: 8,
  handler: async ({ filterId, columnIndex, chunkNo }, runtime: Runtime, meta) => {
    const { db } = runtime;
    const [job] = await db.select().from(filterJobs).where(eq(filterJobs.id, filterId));
    // Deleted, paused or failed jobs take no new chunk work; resume re-queues what is undecided.
    if (!job || job.status !== 'processing') return;
    const pending = await db
      .select({ value: filterDecisions.value, valueHash: filterDecisions.valueHash })
      .from(filterDecisions)
      .where(
        and(
          eq(filterDecisions.filterId, filterId),
          eq(filterDecisions.columnIndex, columnIndex),
          eq(filterDecisions.chunkNo, chunkNo),
          isNull(filterDecisions.decision),
        ),
      );
    if (pending.length > 0) {
      const column = job.selectedColumns[job.columnIndexes.indexOf(columnIndex)] ?? `Column ${columnIndex + 1}`;
      const { instructions = '', examples = [] } = job.columnConfig[column] ?? {};
      try {
        await withUsageScope({ kind: 'filter', jobId: filterId, userId: job.userId ?? undefined }, () =>
          decideChunk(runtime, job, column, { instructions, examples }, pending),
        );
      } catch (err) {
        // The month's model budget is used up: the job waits for an administrator (resume re-queues the chunk).
        if (err instanceof ModelBudgetExhaustedError) return void (await pauseForBudget(db, filterId, runtime));
        const message = err instanceof Error ? err.message : String(err);
        if (meta.retryCount >= meta.retryLimit) await failJob(db, filterId, message, runtime);
        throw err;
      }
    }
    await updateProgress(runtime, filterId);
  },
});

async function decideChunk(
  runtime: Runtime,
  job: typeof filterJobs.$inferSelect,
  column: string,
  { instructions, examples }: { instructions: string; examples: DecisionExample[] },
  pending: Array<{ value: string; valueHash: string }>,
): Promise<void> {
  const keyed = pending.map((p) => ({
    ...p,
    key: cacheKey({ model: job.model, productContext: job.reasoningText, instructions, examples, value: p.value }),
  }));
  const cached = await lookupCached(
    runtime.db,
    keyed.map((k) => k.key),
  );
  const results: NewDecision[] = [];
  const toAsk: typeof keyed = [];
  for (const item of keyed) {
    const hit = cached.get(item.key);
    if (hit) results.push({ valueHash: item.valueHash, ...hit, reason: `Same as an earlier decision: ${hit.reason}`, source: 'cache' });
    else toAsk.push(item);
  }
  let modelCalls = 0;
  if (toAsk.length > 0) {
    const answer = await runtime.ai.decideValues({
      model: job.model,
      temperature: job.temperature,
      productContext: job.reasoningText,
      column,
      instructions,
      examples,
      values: toAsk.map((t) => t.value),
    });
    modelCalls = answer.modelCalls;
    const fresh: Array<{ key: string; decision: Decision; reason: string; confidence: number }> = [];
    for (const d of answer.decisions) {
      const item = toAsk[d.index];
      if (!item) continue;
      const undecided = d.reason === UNDECIDED_REASON;
      results.push({
        valueHash: item.valueHash,
        decision: d.decision,
        reason: d.reason,
        confidence: d.confidence,
        source: undecided ? 'fallback' : 'model',
      });
      if (!undecided) fresh.push({ key: item.key, decision: d.decision, reason: d.reason, confidence: d.confidence });
    }
    await storeCached(runtime.db, fresh);
  }
  await writeDecisions(runtime, job.id, keyedColumnIndex(job, column), results, modelCalls);
}

function keyedColumnIndex(job: typeof filterJobs.$inferSelect, column: string): number {
  return job.columnIndexes[job.selectedColumns.indexOf(column)] ?? -1;
}

/** One statement for the whole chunk; only undecided rows are written, so a retried chunk changes nothing twice. */
async function writeDecisions(
  runtime: Runtime,
  filterId: string,
  columnIndex: number,
  rows: NewDecision[],
  modelCalls: number,
): Promise<void> {
  if (rows.length > 0) {
    const json = JSON.stringify(rows);
    await runtime.db.execute(sql`
      UPDATE filter_decisions d SET decision = v.decision, reason = v.reason, confidence = v.confidence, source = v.source, decided_at = now()
      FROM jsonb_to_recordset(${json}::jsonb) AS v("valueHash" text, decision text, reason text, confidence real, source text)
      WHERE d.filter_id = ${filterId} AND d.column_index = ${columnIndex} AND d.value_hash = v."valueHash" AND d.decision IS NULL`);
  }
  if (modelCalls > 0) {
    await runtime.db
      .update(filterJobs)
      .set({ modelCalls: sql`${filterJobs.modelCalls} + ${modelCalls}` })
      .where(eq(filterJobs.id, filterId));
  }
}

/** Progress of docs/product.md#entities from the decided count; the last chunk to finish completes the job. */
export async function updateProgress(runtime: Runtime, filterId: string): Promise<void> {
  const [row] = await runtime.db
    .update(filterJobs)
    .set({
      decidedValues: sql`(SELECT count(*)::int FROM filter_decisions WHERE filter_id = ${filterId} AND decision IS NOT NULL)`,
      updatedAt: new Date(),
    })
    .where(and(eq(filterJobs.id, filterId), eq(filterJobs.status, 'processing')))
    .returning({ decided: filterJobs.decidedValues, total: filterJobs.totalValues });
  if (!row) return;
  if (row.decided >= row.total) {
    await finalizeJob(runtime.db, filterId, runtime);
  } else {
    await runtime.db
      .update(filterJobs)
      .set({ message: `Decided ${formatCount(row.decided)} of ${formatCount(row.total)} distinct values` })
      .where(and(eq(filterJobs.id, filterId), eq(filterJobs.status, 'processing')));
  }
}

/**
 * Reports the start or resume, then queues one decide job per chunk with undecided values (none left: the job is
 * completed). Chunk k of every job is worked before chunk k + 1 of any (queue priority -k), so a small job submitted
 * behind a 1,000,000-row one is interleaved with it instead of waiting for all its chunks (ADR 0021).
 */
export async function queueChunks(
  runtime: Runtime,
  tx: Tx,
  filterId: string,
  chunks: Array<{ columnIndex: number; chunkNo: number }>,
  state: 'started' | 'resumed',
): Promise<void> {
  await jobStateChanged(runtime, tx, { kind: 'filter', jobId: filterId, state });
  if (chunks.length === 0) await finalizeJob(tx, filterId, runtime);
  else
    await runtime.jobs.insertInTx(
      tx,
      filterDecideJob,
      chunks.map((c) => ({ filterId, columnIndex: c.columnIndex, chunkNo: c.chunkNo })),
      (c) => -c.chunkNo,
    );
}
