import {
  createFilterJobBody,
  estimateBody,
  isDryRun,
  previewBody,
  previewResult,
  readingBody,
  readingResult,
  redecideAnswer,
  rerunQuery,
  resumeJobBody,
  type FilterJobSummary,
} from '@leadsift/shared';
import { getUploadColumns } from '../uploads/uploads.service.ts';
import { callerOf, requireUser } from '../../guards/route-guards.ts';
import { actorsOf } from '../membership/membership.service.ts';
import { decisionsPage } from './decisions-page.ts';
import { sendFilterExport } from './export-send.ts';
import { decisionsQuery, errorAnswer, exportQuery, filterIdParams, jobIdParams, overridesBody, resultsQuery } from './filter.schemas.ts';
import { createFilterJob, estimateJob, resumeJob } from './create.service.ts';
import { deleteJob, getOwnJob, listJobs, pauseJob } from './filter.service.ts';
import { previewColumns } from './preview.service.ts';
import { readingsFor } from './reading.service.ts';
import { redecideJob } from './redecide.service.ts';
import { filterConfigOf, jobProgress } from './progress.ts';
import { qualifiedPage } from './qualified-rows.ts';
import { applyOverrides, decisionMap, hasResults, toRecord, valuesNeedingReview } from './results.service.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';
import { jobUsage } from '../cost/usage-log.ts';

/** With no paging parameters a job of up to this many rows returns all its rows (docs/product.md expects whole arrays). */
const FULL_RESULT_LIMIT = 10_000;

export { EXPORT_SLOTS } from './export-send.ts';

export async function filterRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const { db } = runtime;
  const auth = { preHandler: requireUser };

  app.post(
    '/api/filter',
    { ...auth, schema: { tags: ['filter'], summary: 'Start a List Cleaner job', body: createFilterJobBody } },
    async (request) => createFilterJob(runtime, callerOf(request), request.body),
  );

  app.post(
    '/api/filter/estimate',
    {
      ...auth,
      // An estimate spends nothing: a read key may ask for it (and so may a read-only MCP caller, and a viewer).
      config: { apiKey: 'read', workspace: 'read' },
      schema: { tags: ['filter'], summary: 'Credits, distinct values and model calls a job would take', body: estimateBody },
    },
    async (request) => estimateJob(runtime, request.workspace.id, request.body),
  );

  app.post(
    '/api/filter/preview',
    {
      ...auth,
      schema: {
        tags: ['filter'],
        summary: 'Free preview: the model decides the most frequent values of each column (no credits; PREVIEW_PER_HOUR per user)',
        body: previewBody,
        response: { 200: previewResult },
      },
    },
    async (request) => previewColumns(runtime, callerOf(request), request.body),
  );

  app.post(
    '/api/filter/reading',
    {
      ...auth,
      schema: {
        tags: ['filter'],
        summary:
          "How each column's instructions are read: by the rules, or restated by the model in the rule language (one model call per column, remembered)",
        body: readingBody,
        response: { 200: readingResult },
      },
    },
    async (request) => readingsFor(runtime, callerOf(request), request.body),
  );

  app.get('/api/progress/:filterId', { ...auth, schema: { tags: ['filter'], params: filterIdParams } }, async (request) => {
    const job = await getOwnJob(db, request.workspace.id, request.params.filterId);
    const progress = await jobProgress(db, job);
    const createdBy = (await actorsOf(db, [job.userId]))(job.userId);
    return { filterId: job.id, ...progress, progress, filterConfig: filterConfigOf(job), createdBy };
  });

  app.get(
    '/api/results/:filterId',
    { ...auth, schema: { tags: ['filter'], params: filterIdParams, querystring: resultsQuery } },
    async (request) => {
      const job = await getOwnJob(db, request.workspace.id, request.params.filterId);
      // A job stopped at its "Stop at" limit shows the rows it covers (ADR 0044).
      if (!hasResults(job))
        return { filterId: job.id, status: job.status === 'processing' || job.status === 'created' ? 'processing' : job.status };
      const columns = await getUploadColumns(db, job.uploadId);
      const stats = job.stats ?? { totalRows: 0, keptRowCount: 0, excludedRowCount: 0 };
      const { view, page = 1 } = request.query;
      const paged = Boolean(view || request.query.page || request.query.pageSize);
      const whole = !paged && stats.totalRows <= FULL_RESULT_LIMIT;
      const pageSize = whole ? FULL_RESULT_LIMIT : (request.query.pageSize ?? 100);
      const rowsAsRecords = async (which: 'kept' | 'excluded') =>
        (await qualifiedPage(db, job, which, page, pageSize)).map((cells) => toRecord(columns, cells));
      const [keptData, excludedData] = await Promise.all([
        view === 'excluded' ? [] : rowsAsRecords('kept'),
        view === 'kept' ? [] : rowsAsRecords('excluded'),
      ]);
      return {
        filterId: job.id,
        jobName: job.jobName,
        status: job.status,
        ...(job.status === 'paused' ? { message: job.message, coverage: { rows: stats.totalRows, of: job.rowCount } } : {}),
        keptData,
        excludedData,
        stats,
        pagination: { page, pageSize, keptTotal: stats.keptRowCount, excludedTotal: stats.excludedRowCount },
        logicMode: job.logicMode,
        selectedColumns: job.selectedColumns,
        // A page of rows leaves out the decision map (it can hold 100,000s of values); the grid pages it itself.
        llmValueDecisions: paged ? {} : await decisionMap(db, job),
        columnConfig: job.columnConfig,
        reasoningText: job.reasoningText,
        model: job.model,
        chunkSize: job.chunkSize,
        temperature: job.temperature,
        modelCalls: job.modelCalls,
        usage: await jobUsage(db, job.id, runtime.config.prices),
        // Distinct values decided under the review threshold and not overridden (ADR 0034): the results page says how many.
        valuesNeedingReview: await valuesNeedingReview(db, job.id),
        filterConfig: filterConfigOf(job),
        createdAt: job.createdAt.toISOString(),
        completedAt: job.completedAt?.toISOString() ?? null,
        createdBy: (await actorsOf(db, [job.userId]))(job.userId),
      };
    },
  );

  app.get(
    '/api/results/:filterId/decisions',
    {
      ...auth,
      schema: {
        tags: ['filter'],
        summary: 'A page of decisions (filter, search, sort)',
        params: filterIdParams,
        querystring: decisionsQuery,
      },
    },
    async (request) => {
      const job = await getOwnJob(db, request.workspace.id, request.params.filterId);
      const q = request.query;
      return decisionsPage(db, job, { ...q, needsReview: q.needsReview === 'true' || q.needsReview === '1' });
    },
  );

  app.post('/api/overrides', { ...auth, schema: { tags: ['filter'], body: overridesBody } }, async (request) => {
    const job = await getOwnJob(db, request.workspace.id, request.body.filterId);
    const { applied, stats } = await applyOverrides(db, job, request.body.overrides, request.user.id);
    return { success: true, applied, stats };
  });

  app.get(
    '/api/export/:filterId',
    {
      ...auth,
      schema: {
        tags: ['filter'],
        summary: "A finished job's XLSX (Qualified, Disqualified, Decisions, Criteria) or CSV (`rows`: qualified, disqualified or all)",
        description:
          'Every row carries `Decision` (KEEP, EXCLUDE or REVIEW), `Needs review` (yes / no) and one `Reason: <column>` per selected column after its own columns.',
        params: filterIdParams,
        querystring: exportQuery,
      },
    },
    async (request, reply) => {
      const { format, rows } = request.query;
      return sendFilterExport(runtime, reply, await getOwnJob(db, request.workspace.id, request.params.filterId), format, rows);
    },
  );

  app.get('/api/filter/jobs', { ...auth, schema: { tags: ['filter'], summary: "The workspace's List Cleaner jobs" } }, async (request) => {
    const jobs = await listJobs(db, request.workspace.id);
    const actor = await actorsOf(
      db,
      jobs.map((j) => j.userId),
    );
    return {
      success: true,
      jobs: jobs.map((j): FilterJobSummary => ({
        id: j.id,
        filterId: j.id,
        name: j.jobName,
        status: j.status,
        createdAt: j.createdAt.toISOString(),
        completedAt: j.completedAt?.toISOString() ?? null,
        progress: j.status === 'completed' ? 100 : j.totalValues ? Math.floor((j.decidedValues / j.totalValues) * 100) : 0,
        totalRows: j.rowCount,
        keptCount: j.stats?.keptRowCount ?? null,
        message: j.message,
        error: j.error,
        pausedFor: j.pausedFor,
        creditLimit: j.creditLimit,
        automationId: j.automationId,
        createdBy: actor(j.userId),
      })),
    };
  });

  app.get(
    '/api/filters',
    { ...auth, schema: { tags: ['filter'], summary: 'Completed jobs usable as a Research Agent source' } },
    async (request) => {
      const jobs = (await listJobs(db, request.workspace.id)).filter((j) => j.status === 'completed');
      const filters = await Promise.all(
        jobs.map(async (j) => ({
          id: j.id,
          name: j.jobName,
          keptCount: j.stats?.keptRowCount ?? 0,
          columns: (await getUploadColumns(db, j.uploadId)).map((name) => ({ name })),
        })),
      );
      return { success: true, filters };
    },
  );

  app.post('/api/filter/jobs/:id/pause', { ...auth, schema: { tags: ['filter'], params: jobIdParams } }, async (request) => {
    const job = await pauseJob(db, callerOf(request), request.params.id, runtime);
    return { success: true, status: job.status };
  });
  app.post(
    '/api/filter/jobs/:id/resume',
    {
      ...auth,
      schema: {
        tags: ['filter'],
        summary: 'Resume a paused or failed job; `creditLimit` sets a new "Stop at" limit (none: the whole list)',
        params: jobIdParams,
        body: resumeJobBody,
      },
    },
    async (request) => {
      const job = await resumeJob(runtime, callerOf(request), request.params.id, request.body ?? {});
      return { success: true, status: job.status };
    },
  );
  app.post(
    '/api/filter/jobs/:id/redecide',
    {
      ...auth,
      schema: {
        tags: ['filter'],
        summary: 'Decide the undecided: ask the model again only for the values left undecided or for review',
        description:
          'For a completed, failed or stopped-at-limit job: the values without a confident decision (the model could not ' +
          'decide, answered under the review threshold, or a failure left them undecided) and not overridden are asked ' +
          'again; values decided by rules, the model or an override are not touched. Charges 1 credit for each row of ' +
          'the list holding one of them (402 when the balance cannot). `dryRun=true` answers the same without doing it. ' +
          '409: no model is configured (offline matcher), or the job is still running or paused.',
        params: jobIdParams,
        querystring: rerunQuery,
        response: { 200: redecideAnswer, 402: errorAnswer, 409: errorAnswer },
      },
    },
    async (request) => redecideJob(runtime, callerOf(request), request.params.id, { dryRun: isDryRun(request.query) }),
  );
  app.delete('/api/filter/jobs/:id', { ...auth, schema: { tags: ['filter'], params: jobIdParams } }, async (request) => {
    const { refunded } = await deleteJob(db, request.workspace.id, request.params.id, callerOf(request));
    return { success: true, refunded };
  });
}
