import { randomBytes } from 'node:crypto';
import { coveredRows, creditLimitMessage, FILTER_FILE_MISSING, MODEL_BUDGET_USED_UP, templateForFile } from '@leadsift/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { filterJobs, type FilterColumnConfig } from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import type { WorkspaceCaller } from '../../runtime-types.ts';
import { assertMayManageJob } from '../membership/membership.service.ts';
import { MAX_EXAMPLES } from '../../model/index.ts';
import { refund } from '../credits/credits.service.ts';
import { findOwnSavedFilter } from '../templates/templates.service.ts';
import { overrideExamples } from '../templates/overrides.ts';
import { getUpload } from '../uploads/uploads.service.ts';
import type { CreateFilterJobBody } from '@leadsift/shared';
import { materializeResults } from './qualified-rows.ts';
import { undecidedRowCount } from './results.service.ts';
import { jobStateChanged, type JobEventDeps } from '../job-events/job-events.ts';
import { pauseJobIn } from '../job-events/pause-job.ts';

// A List Cleaner job once it exists: reading it, pausing, deleting, failing and completing it. Creating a job,
// its estimate and a resume (what charges credits or queues chunks) are in create.service.ts.

export type FilterJob = typeof filterJobs.$inferSelect;

/** `filter_{timestamp}` (docs/product.md#entities) with a random tail, so concurrent creations never collide. */
export function newFilterId(now = Date.now()): string {
  return `filter_${now}_${randomBytes(4).toString('hex')}`;
}

/** Every filter query goes through the workspace: another workspace's id is simply not found (ADR 0067). */
export async function getOwnJob(db: Db | Tx, workspaceId: string, filterId: string): Promise<FilterJob> {
  const [job] = await db
    .select()
    .from(filterJobs)
    .where(and(eq(filterJobs.id, filterId), eq(filterJobs.workspaceId, workspaceId)));
  if (!job) throw notFound('Filter job not found');
  return job;
}

export function missingInstructions(selected: string[], config: Record<string, { instructions: string } | undefined>): string[] {
  return selected.filter((c) => !config[c]?.instructions?.trim());
}

/** The workspace's upload and the indexes of the chosen columns (404 for another workspace's file, 400 for unknown columns). */
export async function uploadColumns(db: Db | Tx, workspaceId: string, fileId: string, columns: string[]) {
  const upload = await getUpload(db, workspaceId, fileId);
  if (!upload) throw new HttpError(404, FILTER_FILE_MISSING);
  const columnIndexes = columns.map((c) => upload.columns.indexOf(c));
  const unknown = columns.filter((_, i) => columnIndexes[i] === -1);
  if (unknown.length) throw badRequest(`Unknown column(s): ${unknown.join(', ')}`);
  return { upload, columnIndexes };
}

/**
 * Each selected column's instructions, with up to MAX_EXAMPLES of the applied template's overrides for it as
 * labelled examples. Only the workspace's own template is read; an unknown or deleted one adds none.
 */
export async function columnConfigWithExamples(
  db: Db | Tx,
  workspaceId: string,
  body: Pick<CreateFilterJobBody, 'selectedColumns' | 'filterConfig' | 'templateId'>,
): Promise<Record<string, FilterColumnConfig>> {
  const template = body.templateId ? await findOwnSavedFilter(db, workspaceId, body.templateId) : null;
  // The template's columns under this file's names ("Number of employees" is the file's "number_of_employees", ADR 0062).
  const overrides = template
    ? templateForFile(
        { selectedColumns: Object.keys(template.overrides), columnConfig: {}, overrides: template.overrides },
        body.selectedColumns,
      ).overrides
    : {};
  return Object.fromEntries(
    body.selectedColumns.map((c) => {
      const examples = template ? overrideExamples(overrides, c, MAX_EXAMPLES) : [];
      const instructions = body.filterConfig.columnConfig[c]?.instructions.trim() ?? '';
      return [c, examples.length ? { instructions, examples } : { instructions }];
    }),
  );
}

/** Chunks that still have undecided values. */
export async function pendingChunks(
  db: Db | Tx,
  filterId: string,
): Promise<Array<{ columnIndex: number; chunkNo: number; pending: number }>> {
  return queryRows(
    db,
    sql`
    SELECT column_index AS "columnIndex", chunk_no AS "chunkNo", count(*)::int AS pending
    FROM filter_decisions WHERE filter_id = ${filterId} AND decision IS NULL
    GROUP BY column_index, chunk_no ORDER BY column_index, chunk_no`,
  );
}

/**
 * Marks the job completed once — the conditional UPDATE makes a second caller a no-op — and derives its
 * results. A job whose "Stop at" limit leaves rows uncovered pauses there instead (false: not completed).
 */
export async function finalizeJob(db: Db | Tx, filterId: string, events?: JobEventDeps): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .update(filterJobs)
      .set({
        status: 'completed',
        message: 'Completed',
        completedAt: new Date(),
        updatedAt: new Date(),
        decidedValues: sql`${filterJobs.totalValues}`,
      })
      .where(
        and(
          eq(filterJobs.id, filterId),
          sql`${filterJobs.status} IN ('processing', 'created')`,
          sql`(${filterJobs.creditLimit} IS NULL OR ${filterJobs.creditLimit} >= ${filterJobs.rowCount})`,
        ),
      )
      .returning();
    if (!job) {
      await stopAtLimit(tx, filterId, events);
      return false;
    }
    await materializeResults(tx, job);
    await jobStateChanged(events, tx, { kind: 'filter', jobId: filterId, state: 'completed' });
    return true;
  });
}

/**
 * Every value of the rows the job covers is decided, and its "Stop at" limit leaves the rest of the list
 * uncovered: it pauses there once (ADR 0044), with the covered rows' results, and says so as research does
 * (the `filter.paused` webhook; no notification — the user set the limit).
 */
async function stopAtLimit(tx: Tx, filterId: string, events?: JobEventDeps): Promise<void> {
  const [job] = await tx
    .update(filterJobs)
    .set({ status: 'paused', pausedFor: 'limit', decidedValues: sql`${filterJobs.totalValues}`, updatedAt: new Date() })
    .where(
      and(
        eq(filterJobs.id, filterId),
        sql`${filterJobs.status} IN ('processing', 'created')`,
        sql`${filterJobs.creditLimit} < ${filterJobs.rowCount}`,
      ),
    )
    .returning();
  if (!job) return;
  const message = creditLimitMessage(coveredRows(job.rowCount, job.creditLimit), job.rowCount);
  await tx.update(filterJobs).set({ message }).where(eq(filterJobs.id, filterId));
  await materializeResults(tx, job);
  await jobStateChanged(events, tx, { kind: 'filter', jobId: filterId, state: 'paused', reason: 'limit' });
}

/** The query of the workspace's jobs, newest first: a scan of index filter_jobs_workspace_created_idx (a test EXPLAINs it). */
export const workspaceJobsQuery = (db: Db, workspaceId: string) =>
  db.select().from(filterJobs).where(eq(filterJobs.workspaceId, workspaceId)).orderBy(desc(filterJobs.createdAt)).limit(500);

/** The workspace's jobs, newest first. */
export async function listJobs(db: Db, workspaceId: string): Promise<FilterJob[]> {
  return workspaceJobsQuery(db, workspaceId);
}

export async function pauseJob(db: Db, caller: WorkspaceCaller, filterId: string, events?: JobEventDeps): Promise<FilterJob> {
  return db.transaction(async (tx) => {
    const job = await getOwnJob(tx, caller.workspace.id, filterId);
    assertMayManageJob(caller, job.userId);
    if (job.status !== 'processing' && job.status !== 'created')
      throw badRequest(`Only a processing job can be paused (this one is ${job.status})`);
    await pauseJobIn(events, tx, 'filter', filterId, { reason: 'user', message: 'Paused', from: ['processing', 'created'] });
    return getOwnJob(tx, caller.workspace.id, filterId);
  });
}

/**
 * A chunk met the used-up monthly model budget (ADR 0042): a processing job pauses with the message, once
 * (the other chunks find it paused). Its credits stay charged; resume asks for the undecided values again.
 */
export async function pauseForBudget(db: Db, filterId: string, events?: JobEventDeps): Promise<boolean> {
  return db.transaction((tx) =>
    pauseJobIn(events, tx, 'filter', filterId, { reason: 'budget', message: MODEL_BUDGET_USED_UP, from: ['processing'] }),
  );
}

/**
 * Cancels the job, removes its data, and refunds the rows never decided (to the workspace, counted back for the
 * member who ran it). With a caller, deleting another member's job needs the right to (ADR 0067).
 */
export async function deleteJob(
  db: Db,
  workspaceId: string,
  filterId: string,
  caller: WorkspaceCaller | null,
): Promise<{ refunded: number }> {
  return db.transaction(async (tx) => {
    const job = await getOwnJob(tx, workspaceId, filterId);
    if (caller) assertMayManageJob(caller, job.userId);
    const refundable = job.status === 'completed' ? 0 : Math.min(job.creditsCharged, await undecidedRowCount(tx, job));
    if (refundable > 0) {
      const reason = `List Cleaner deleted: ${job.jobName}`;
      await refund(tx, job.workspaceId, refundable, { jobRef: filterId, reason, memberId: job.userId });
    }
    await tx.delete(filterJobs).where(eq(filterJobs.id, filterId));
    return { refunded: refundable };
  });
}

/** A chunk failed for good: the job fails with the reason and the rows never decided are refunded. True when this call failed it. */
export async function failJob(db: Db, filterId: string, message: string, events?: JobEventDeps): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(filterJobs).where(eq(filterJobs.id, filterId)).for('update');
    if (!job || job.status === 'completed' || job.status === 'failed') return false;
    const refundable = Math.min(job.creditsCharged, await undecidedRowCount(tx, job));
    if (refundable > 0) {
      const reason = `List Cleaner failed: ${job.jobName}`;
      await refund(tx, job.workspaceId, refundable, { jobRef: filterId, reason, memberId: job.userId });
    }
    await tx
      .update(filterJobs)
      .set({
        status: 'failed',
        error: message,
        message: `Failed: ${message}`,
        creditsCharged: job.creditsCharged - refundable,
        updatedAt: new Date(),
      })
      .where(eq(filterJobs.id, filterId));
    await jobStateChanged(events, tx, { kind: 'filter', jobId: filterId, state: 'failed' });
    return true;
  });
}
