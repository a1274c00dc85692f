import { redecideMessage, REDECIDE_NO_MODEL, rerunRefusal, REVIEW_CONFIDENCE, type RedecideAnswer } from '@leadsift/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { filterJobs } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-error.ts';
import type { Runtime, WorkspaceCaller } from '../../runtime-types.ts';
import { notifyCreditsLow } from '../notifications/job-notices.ts';
import { chargeForJob } from './charge.ts';
import { cacheKey, forgetUnsureCached } from './decision-cache.ts';
import { queueChunks } from './filter.jobs.ts';
import { getOwnJob, pendingChunks, type FilterJob } from './filter.service.ts';
import { coveredRowsSql } from './qualification.ts';

// "Decide the undecided" (ADR 0066): a finished List Cleaner job asks the model again for the values it left
// undecided — the model's "Could not be decided", an answer under the review threshold, or a value a failed job
// never reached — and for nothing else. A value rules decided, or the model decided with confidence, or the user
// overrode, is not touched and costs nothing. The rows holding the values asked again are charged, 1 credit each.

/**
 * A decision row (alias `d`) that is asked again: not overridden, not decided by rules, and without a confident
 * decision. A missing row of a LEFT JOIN is not one (there is nothing to ask).
 */
export function redecideTarget(d: SQL): SQL {
  return sql`(${d}.value_hash IS NOT NULL AND ${d}.override IS NULL AND ${d}.source IS DISTINCT FROM 'rules'
    AND (${d}.decision IS NULL OR coalesce(${d}.confidence, 0) < ${REVIEW_CONFIDENCE}))`;
}

export type RedecidePlan = { values: number; byColumn: Record<string, number>; rows: number };

/** What a redecide of `job` would ask (values per column) and charge (the covered rows holding any of them). */
export async function redecidePlan(db: DbOrTx, job: FilterJob): Promise<RedecidePlan> {
  const counts = await queryRows<{ columnIndex: number; n: number }>(
    db,
    sql`SELECT column_index AS "columnIndex", count(*)::int AS n FROM filter_decisions d
        WHERE d.filter_id = ${job.id} AND ${redecideTarget(sql.raw('d'))} GROUP BY column_index`,
  );
  const byIndex = new Map(counts.map((c) => [c.columnIndex, c.n]));
  const byColumn = Object.fromEntries(job.selectedColumns.map((c, i) => [c, byIndex.get(job.columnIndexes[i]!) ?? 0]));
  const values = counts.reduce((n, c) => n + c.n, 0);
  if (values === 0) return { values, byColumn, rows: 0 };
  // Only the columns with a value to ask are joined; a row counts once however many of its values are asked.
  const asked = job.columnIndexes.filter((ci) => byIndex.has(ci));
  const joins = sql.join(
    asked.map((ci, i) => {
      const d = sql.raw(`d${i}`);
      return sql`LEFT JOIN filter_decisions ${d} ON ${d}.filter_id = ${job.id} AND ${d}.column_index = ${ci} AND ${d}.value = r.cells[${ci + 1}]`;
    }),
    sql` `,
  );
  const any = sql.join(
    asked.map((_, i) => redecideTarget(sql.raw(`d${i}`))),
    sql` OR `,
  );
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM upload_rows r ${joins}
        WHERE r.upload_id = ${job.uploadId} AND ${coveredRowsSql(job)} AND (${any})`,
  );
  return { values, byColumn, rows: row?.n ?? 0 };
}

/**
 * The values asked again lose their undecided answer and are numbered into chunks of their own, and their
 * unsure answers leave the decision cache (else the chunk would be answered from it without asking).
 */
async function reopenValues(tx: Tx, job: FilterJob): Promise<void> {
  const values = await queryRows<{ columnIndex: number; value: string }>(
    tx,
    sql`UPDATE filter_decisions d SET decision = NULL, reason = NULL, confidence = NULL, source = NULL, decided_at = NULL
        WHERE d.filter_id = ${job.id} AND ${redecideTarget(sql.raw('d'))}
        RETURNING column_index AS "columnIndex", value`,
  );
  const keys = values.map(({ columnIndex, value }) => {
    const column = job.selectedColumns[job.columnIndexes.indexOf(columnIndex)] ?? '';
    const { instructions = '', examples = [] } = job.columnConfig[column] ?? {};
    return cacheKey({ model: job.model, productContext: job.reasoningText, instructions, examples, value });
  });
  await forgetUnsureCached(tx, keys, REVIEW_CONFIDENCE);
  await tx.execute(sql`
    UPDATE filter_decisions d SET chunk_no = n.rn / ${job.chunkSize}::int
    FROM (SELECT column_index, value_hash,
                 (row_number() OVER (PARTITION BY column_index ORDER BY frequency DESC, value) - 1)::int AS rn
          FROM filter_decisions WHERE filter_id = ${job.id} AND decision IS NULL) n
    WHERE d.filter_id = ${job.id} AND d.column_index = n.column_index AND d.value_hash = n.value_hash`);
}

/**
 * POST /api/filter/jobs/:id/redecide: 404 for another workspace's job, 409 without a model or while the job still
 * works; otherwise charges the rows (402 when the balance cannot pay them), reopens the values and queues their
 * chunks — one transaction. Nothing to ask, or a dry run: the answer alone, nothing charged or queued.
 */
export async function redecideJob(
  runtime: Runtime,
  caller: WorkspaceCaller,
  filterId: string,
  options: { dryRun: boolean },
): Promise<RedecideAnswer> {
  const answer = await runtime.db.transaction(async (tx) => {
    // Locked: two redecides at once charge once (the second finds the job processing).
    await tx
      .select({ id: filterJobs.id })
      .from(filterJobs)
      .where(and(eq(filterJobs.id, filterId), eq(filterJobs.workspaceId, caller.workspace.id)))
      .for('update');
    const job = await getOwnJob(tx, caller.workspace.id, filterId);
    if (runtime.config.AI_PROVIDER === 'offline') throw conflict(REDECIDE_NO_MODEL);
    const refusal = rerunRefusal('filter', job.status, job.pausedFor);
    if (refusal) throw conflict(refusal);
    const plan = await redecidePlan(tx, job);
    const start = !options.dryRun && plan.values > 0;
    const reply = (status: string): RedecideAnswer => ({
      success: true,
      dryRun: options.dryRun,
      started: start,
      ...plan,
      credits: plan.rows,
      status,
      message: redecideMessage(plan.values, plan.rows, start),
    });
    if (!start) return reply(job.status);
    await chargeForJob(runtime, tx, caller, plan.rows, filterId, `List Cleaner, undecided values asked again: ${job.jobName}`);
    await reopenValues(tx, job);
    await tx
      .update(filterJobs)
      .set({
        status: 'processing',
        pausedFor: null,
        message: redecideMessage(plan.values, plan.rows, true),
        error: null,
        creditsCharged: job.creditsCharged + plan.rows,
        decidedValues: sql`(SELECT count(decision)::int FROM filter_decisions WHERE filter_id = ${filterId})`,
        updatedAt: new Date(),
      })
      .where(eq(filterJobs.id, filterId));
    await queueChunks(runtime, tx, filterId, await pendingChunks(tx, filterId), 'resumed');
    return reply('processing');
  });
  if (answer.started) await notifyCreditsLow(runtime, caller.workspace.id, caller.userId);
  return answer;
}
