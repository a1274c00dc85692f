import { sql, eq } from 'drizzle-orm';
import { intArray, queryRows, type Db, type Tx } from '../../db/client.ts';
import { filterJobs, type FilterColumnConfig } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { resolveModel } from '../../model/index.ts';
import type { Runtime, WorkspaceCaller } from '../../runtime-types.ts';
import { notifyCreditsLow } from '../notifications/job-notices.ts';
import { ensureColumnValues } from '../uploads/uploads.service.ts';
import { queueChunks } from './filter.jobs.ts';
import { assertMayManageJob } from '../membership/membership.service.ts';
import type { CreateFilterJobBody, EstimateBody } from '@leadsift/shared';
import { chargeForJob } from './charge.ts';
import {
  columnConfigWithExamples,
  getOwnJob,
  missingInstructions,
  newFilterId,
  pendingChunks,
  uploadColumns,
  type FilterJob,
} from './filter.service.ts';
import { PREVIEW_VALUES } from './preview.schemas.ts';
import { countRuleDecided, decideColumnByRules } from './rules-step.ts';
import { createRuleDecider } from '../../knowledge/index.ts';
import { coveredRows, ruleSplitSummary, type ColumnReading, type ResumeJobBody } from '@leadsift/shared';
import { readRequestColumns, rulesInstructions, withReadings } from './reading.service.ts';
import { extendCoverage, insertDecisions } from './coverage.ts';
import { estimateUsage } from '../cost/usage-log.ts';
import { topValues } from './top-values.ts';

// Creating a job and what costs credits or queues work (estimate, run, resume); the rest is in filter.service.ts.
type JobOrigin = { automationId?: string; freeRows?: number };

/**
 * Creates the job: charges credits, records one decision row per distinct value, queues one job per chunk — one
 * transaction. With a "Stop at" limit below the row count it covers (and charges) the first N rows only (ADR 0044).
 * An automation's run (ADR 0065) gives its id and how many rows its earlier runs judged (`freeRows`: not charged).
 */
export async function createFilterJob(runtime: Runtime, caller: WorkspaceCaller, body: CreateFilterJobBody, options: JobOrigin = {}) {
  const { db, config } = runtime;
  const { userId } = caller;
  const workspaceId = caller.workspace.id;
  const missing = missingInstructions(body.selectedColumns, body.filterConfig.columnConfig);
  if (missing.length) throw badRequest(`Please provide criteria for the following columns: ${missing.join(', ')}`);
  const model = resolveModel(config, body.model);
  // The distinct values are counted before the transaction, several columns at once on PostgreSQL; the call
  // inside it finds them done.
  const selected = await uploadColumns(db, workspaceId, body.fileId, body.selectedColumns);
  await ensureColumnValues(db, selected.upload.id, selected.columnIndexes, countingPool(runtime));
  const filterId = newFilterId();
  // Instructions the rules cannot read: the model restates them once per column (ADR 0034), outside the transaction.
  const ask = { kind: 'filter' as const, jobId: filterId, userId };
  const { readings, modelCalls } = await readRequestColumns(runtime, body, selected.columnIndexes, model, selected.upload.id, ask);

  const created = await db.transaction(async (tx) => {
    const { upload, columnIndexes } = await uploadColumns(tx, workspaceId, body.fileId, body.selectedColumns);
    const rows = coveredRows(upload.rowCount, body.creditLimit);
    const freeRows = Math.min(options.freeRows ?? 0, rows);
    await chargeForJob(runtime, tx, caller, rows - freeRows, filterId, `List Cleaner: ${body.jobName}`);
    await ensureColumnValues(tx, upload.id, columnIndexes);
    const columnConfig = withReadings(await columnConfigWithExamples(tx, workspaceId, body), readings);
    await tx.insert(filterJobs).values({
      id: filterId,
      workspaceId,
      userId,
      uploadId: upload.id,
      jobName: body.jobName,
      status: 'processing',
      logicMode: body.logicMode,
      selectedColumns: body.selectedColumns,
      columnIndexes,
      columnConfig,
      reasoningText: body.reasoningText.trim(),
      model,
      temperature: body.temperature,
      chunkSize: body.chunkSize,
      rowCount: upload.rowCount,
      creditsCharged: rows - freeRows,
      freeRows,
      // A limit not below the row count changes nothing: it is not kept.
      creditLimit: rows < upload.rowCount ? rows : null,
      useRules: !body.askModelForEveryValue,
      automationId: options.automationId ?? null,
      modelCalls,
      message: 'Queued',
    });
    // Distinct values of the covered rows, most frequent first, numbered into chunks of chunkSize per column.
    await insertDecisions(tx, { filterId, uploadId: upload.id, columnIndexes, chunkSize: body.chunkSize, rows, rowCount: upload.rowCount });
    const reused = await decideCachedTop(tx, filterId, upload.id, body, columnIndexes, columnConfig, {
      model,
      productContext: body.reasoningText.trim(),
    });
    let ruled = 0;
    // Only columns the rules (or the model's restatement) read are looked at (others cost nothing, not even ANALYZE).
    const ruleColumns = body.askModelForEveryValue
      ? []
      : body.selectedColumns.flatMap((c, i) => (readings[c] && readings[c].source !== 'none' ? [i] : []));
    if (ruleColumns.length > 0) await tx.execute(sql`ANALYZE filter_decisions`);
    for (const i of ruleColumns) {
      const column = body.selectedColumns[i]!;
      const { instructions = '', reading } = columnConfig[column] ?? {};
      const rules = rulesInstructions(instructions, reading);
      ruled += await decideColumnByRules(tx, filterId, columnIndexes[i]!, rules.text, body.chunkSize, column, rules.byModel);
    }
    const chunks = await pendingChunks(tx, filterId);
    const total = chunks.reduce((n, c) => n + c.pending, 0) + reused + ruled;
    await tx
      .update(filterJobs)
      .set({ totalValues: total, decidedValues: reused + ruled })
      .where(eq(filterJobs.id, filterId));
    await queueChunks(runtime, tx, filterId, chunks, 'started');
    return { filterId };
  });
  // Freshly written tables have no planner statistics: without them PostgreSQL joins the rows to the
  // decisions with nested loops (minutes on 100,000 rows instead of a second). ANALYZE samples, so it is cheap.
  // upload_rows was analysed when this upload's columns were first counted (ensureColumnValues).
  await db.execute(sql`ANALYZE upload_values, filter_decisions`);
  await notifyCreditsLow(runtime, workspaceId, userId);
  return created;
}

/** Where several columns' distinct values may be counted at once: PostgreSQL's pool (PGlite has one connection). */
function countingPool(runtime: Pick<Runtime, 'db' | 'database'>): Db | undefined {
  return runtime.database.kind === 'postgres' ? runtime.db : undefined;
}

/** How many of a column's most frequent values are looked up in the cache before chunking: a chunk, at least a preview's. */
const cachePeek = (chunkSize: number) => Math.max(chunkSize, PREVIEW_VALUES);

/**
 * The most frequent values of each column (one chunk's worth, or a preview's) that the decision cache already knows — a
 * free preview puts them there — are decided at once, and the other values are numbered into chunks again,
 * so they cost no model call and take no room in a chunk. Returns how many were decided.
 */
async function decideCachedTop(
  tx: Tx,
  filterId: string,
  uploadId: string,
  body: Pick<CreateFilterJobBody, 'selectedColumns' | 'chunkSize'>,
  columnIndexes: number[],
  columnConfig: Record<string, FilterColumnConfig>,
  job: { model: string; productContext: string },
): Promise<number> {
  let reused = 0;
  for (const [i, column] of body.selectedColumns.entries()) {
    const { instructions = '', examples = [] } = columnConfig[column] ?? {};
    const top = await topValues(tx, uploadId, columnIndexes[i]!, { ...job, instructions, examples }, cachePeek(body.chunkSize));
    const hits = top.flatMap((t) =>
      t.cached ? [{ value: t.value, ...t.cached, reason: `Same as an earlier decision: ${t.cached.reason}` }] : [],
    );
    if (hits.length === 0) continue;
    // The decisions were inserted by this transaction and have no planner statistics yet: without them the
    // renumbering below joins 3,000 values to 3,000 with nested loops (a second job from the cache took
    // 11.5–29 s instead of 1–2 s). ANALYZE samples; it is cheap.
    if (reused === 0) await tx.execute(sql`ANALYZE filter_decisions`);
    const columnIndex = columnIndexes[i]!;
    // Counted as written: a job stopped at a "Stop at" limit has no decision row for a value outside its rows.
    const written = await queryRows(
      tx,
      sql`
      UPDATE filter_decisions d SET decision = v.decision, reason = v.reason, confidence = v.confidence, source = 'cache', decided_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(hits)}::jsonb) AS v(value text, decision text, reason text, confidence real)
      WHERE d.filter_id = ${filterId} AND d.column_index = ${columnIndex}::int AND d.value_hash = md5(v.value)
      RETURNING 1`,
    );
    reused += written.length;
    await tx.execute(sql`
      UPDATE filter_decisions d SET chunk_no = n.rn / ${body.chunkSize}::int
      FROM (SELECT value_hash, (row_number() OVER (ORDER BY frequency DESC, value) - 1)::int AS rn
            FROM filter_decisions WHERE filter_id = ${filterId} AND column_index = ${columnIndex}::int AND decision IS NULL) n
      WHERE d.filter_id = ${filterId} AND d.column_index = ${columnIndex}::int AND d.value_hash = n.value_hash`);
  }
  return reused;
}

/**
 * What a job on these columns will cost: credits (one per row) and model calls (one per chunk of distinct
 * values). Computing the distinct values here is the work the job would do first anyway; it is kept.
 */
export async function estimateJob(runtime: Pick<Runtime, 'db' | 'config' | 'database'>, workspaceId: string, input: EstimateBody) {
  const { db } = runtime;
  const { upload, columnIndexes: indexes } = await uploadColumns(db, workspaceId, input.fileId, input.selectedColumns);
  await ensureColumnValues(db, upload.id, indexes, countingPool(runtime));
  const rows = await queryRows<{ columnIndex: number; n: number }>(
    db,
    sql`
    SELECT column_index AS "columnIndex", count(*)::int AS n FROM upload_values
    WHERE upload_id = ${upload.id} AND column_index = ANY(${intArray(indexes)}) GROUP BY column_index`,
  );
  const counts = new Map(rows.map((r) => [r.columnIndex, r.n]));
  const distinctCounts = Object.fromEntries(input.selectedColumns.map((c, i) => [c, counts.get(indexes[i]!) ?? 0]));
  // With the criteria given, values the cache already knows (a preview's) are left out, as the job will.
  const cachedCounts: Record<string, number> = {};
  const ruleCounts: Record<string, number> = {};
  let readings: Record<string, ColumnReading> | undefined;
  if (input.filterConfig) {
    const columnConfig = await columnConfigWithExamples(db, workspaceId, { ...input, filterConfig: input.filterConfig });
    const job = { model: resolveModel(runtime.config, input.model), productContext: (input.reasoningText ?? '').trim() };
    // An estimate spends nothing: it shows a reading the model gave before, and asks for none (ADR 0034).
    ({ readings } = await readRequestColumns(runtime, { ...input, filterConfig: input.filterConfig }, indexes, job.model, upload.id));
    for (const [i, column] of input.selectedColumns.entries()) {
      const { instructions = '', examples = [] } = columnConfig[column] ?? {};
      if (!instructions) continue;
      const top = await topValues(db, upload.id, indexes[i]!, { ...job, instructions, examples }, cachePeek(input.chunkSize));
      // Rules decide before the model and the cache (ADR 0034): a value they settle is counted once, as theirs.
      const ruleText = rulesInstructions(instructions, readings[column]).text;
      const evidence = { header: column, values: top.map((t) => t.value) };
      const rules = input.askModelForEveryValue ? undefined : createRuleDecider(ruleText, evidence);
      cachedCounts[column] = top.filter((t) => t.cached && !rules?.decide(t.value)).length;
      if (rules?.reading.ok) ruleCounts[column] = await countRuleDecided(db, upload.id, indexes[i]!, ruleText, column);
    }
  }
  const modelCalls = input.selectedColumns.reduce(
    (n, c) => n + Math.ceil(((distinctCounts[c] ?? 0) - (cachedCounts[c] ?? 0) - (ruleCounts[c] ?? 0)) / input.chunkSize),
    0,
  );
  const cachedValues = Object.values(cachedCounts).reduce((n, v) => n + v, 0);
  const ruleValues = Object.values(ruleCounts).reduce((n, v) => n + v, 0);
  const totalValues = Object.values(distinctCounts).reduce((n, v) => n + v, 0);
  const toAsk = {
    kind: 'filter' as const,
    model: resolveModel(runtime.config, input.model),
    items: totalValues - cachedValues - ruleValues,
  };
  const usage = runtime.config.AI_PROVIDER === 'offline' ? undefined : await estimateUsage(db, toAsk, runtime.config.prices);
  return {
    ...(usage ? { usage } : {}),
    rowCount: upload.rowCount,
    credits: upload.rowCount,
    distinctCounts,
    modelCalls,
    ...(input.filterConfig
      ? {
          cachedValues,
          ruleValues,
          ruleCounts,
          readings,
          summary: ruleSplitSummary(totalValues - cachedValues, ruleValues, runtime.config.AI_PROVIDER !== 'offline'),
        }
      : {}),
  };
}

/**
 * Continues with what is undecided; a failed job whose unused credits were refunded is charged for them again.
 * A job stopped at its "Stop at" limit goes on over the whole list, or up to a new limit the caller gives
 * (ADR 0044): the newly covered rows are charged and their values added.
 */
export async function resumeJob(runtime: Runtime, caller: WorkspaceCaller, filterId: string, body: ResumeJobBody = {}): Promise<FilterJob> {
  const resumed = await runtime.db.transaction(async (tx) => {
    const job = await getOwnJob(tx, caller.workspace.id, filterId);
    assertMayManageJob(caller, job.userId);
    if (job.status === 'completed') throw badRequest('This job is already completed');
    const limit = body?.creditLimit !== undefined ? body.creditLimit : job.pausedFor === 'limit' ? null : job.creditLimit;
    const before = coveredRows(job.rowCount, job.creditLimit);
    const rows = coveredRows(job.rowCount, limit);
    if (rows < before || (rows === before && job.pausedFor === 'limit'))
      throw badRequest(`This job has covered ${before} rows: set a limit above ${before} credits, or none for the whole list`);
    const owed = Math.max(0, rows - job.freeRows) - job.creditsCharged;
    if (owed > 0) await chargeForJob(runtime, tx, caller, owed, filterId, `List Cleaner resumed: ${job.jobName}`);
    if (rows > before) await extendCoverage(tx, job, rows);
    await tx
      .update(filterJobs)
      .set({
        status: 'processing',
        pausedFor: null,
        message: 'Resumed',
        error: null,
        // A job whose undecided values were asked again (ADR 0066) holds more than its rows: that stays.
        creditsCharged: Math.max(job.creditsCharged, rows - job.freeRows),
        creditLimit: rows < job.rowCount ? rows : null,
        updatedAt: new Date(),
      })
      .where(eq(filterJobs.id, filterId));
    await queueChunks(runtime, tx, filterId, await pendingChunks(tx, filterId), 'resumed');
    // With nothing left to decide the job completed (or stopped at its limit again) just now.
    return { job: await getOwnJob(tx, caller.workspace.id, filterId), extended: rows > before };
  });
  if (resumed.extended) await runtime.db.execute(sql`ANALYZE filter_decisions`);
  return resumed.job;
}
