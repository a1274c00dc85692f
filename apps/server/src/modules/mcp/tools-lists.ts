import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { filterDecisions } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { createFilterJob, estimateJob } from '../filter/create.service.ts';
import { completeOverride, createFilterJobBody, estimateBody, type Decision } from '@leadsift/shared';
import { getOwnJob, type FilterJob } from '../filter/filter.service.ts';
import { qualifiedSlice } from '../filter/qualified-rows.ts';
import { applyOverrides, hasResults, toRecord } from '../filter/results.service.ts';
import { ingestBuffer } from '../uploads/upload-slots.ts';
import { headerRowValue } from '../uploads/uploads.schemas.ts';
import { getUploadColumns } from '../uploads/uploads.service.ts';
import type { Runtime } from '../../runtime-types.ts';
import { defineTool } from './mcp-tool.ts';
import { jobTools } from './tools-jobs.ts';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const uploadInput = z
  .object({
    filename: z.string().trim().min(1).max(255).describe('The file name, e.g. "leads.csv" or "leads.xlsx"'),
    csv: z.string().min(1).optional().describe('The list as CSV text, header row included'),
    xlsxBase64: z.string().min(1).optional().describe('An XLSX workbook, base64-encoded (instead of csv)'),
    headerRow: headerRowValue.optional().describe('1-based row of the headers; detected when left out'),
  })
  .refine((v) => (v.csv === undefined) !== (v.xlsxBase64 === undefined), {
    message: 'Give the list either as csv or as xlsxBase64 (one of them)',
    path: ['csv'],
  });

const upload = defineTool({
  name: 'upload_list',
  title: 'Upload a lead list',
  description:
    'Uploads a lead list (CSV text, or an XLSX as base64) for the List Cleaner. Free; counts toward the storage quota. ' +
    'Answers fileId, the columns, the row count and the header row chosen. Next: estimate_list_cleaner with the fileId.',
  scope: 'full',
  input: uploadInput,
  run: async ({ runtime, caller }, args) => {
    const data = args.csv !== undefined ? Buffer.from(args.csv, 'utf8') : Buffer.from(args.xlsxBase64 ?? '', 'base64');
    const mimetype = args.csv !== undefined ? 'text/csv' : xlsxType;
    const { upload: u, header } = await ingestBuffer(
      runtime,
      caller,
      'filter',
      { filename: args.filename, mimetype, data },
      args.headerRow,
    );
    const data_ = { fileId: u.id, columns: u.columns, rowCount: u.rowCount, headerRow: header.row, skippedRows: header.skippedRows };
    return {
      summary: `Uploaded ${args.filename}: ${u.rowCount} rows, columns ${u.columns.join(', ')} (header row ${header.row}).`,
      data: data_,
    };
  },
});

const estimate = defineTool({
  name: 'estimate_list_cleaner',
  title: 'Estimate a List Cleaner job',
  description:
    'Free. For an uploaded file, the columns to judge and the instructions per column (filterConfig.columnConfig), answers the ' +
    'distinct values per column, the model calls and the credits the job would cost (one credit per row). Next: start_list_cleaner.',
  scope: 'read',
  input: estimateBody,
  run: async ({ runtime, caller }, args) => {
    const result = await estimateJob(runtime, caller.workspace.id, args);
    return { summary: `This job would cost ${result.credits} credits (${result.modelCalls} model calls).`, data: result };
  },
});

const start = defineTool({
  name: 'start_list_cleaner',
  title: 'Start a List Cleaner job',
  description:
    'Starts cleaning an uploaded list: the model decides each distinct value of the chosen columns against the instructions ' +
    '(KEEP/EXCLUDE), AND/OR across columns. Spends one credit per row, charged now as in the web app; fails with the credits ' +
    'message when the balance is short. Optional templateId applies a saved template. Optional creditLimit N ("Stop at N ' +
    'credits") cleans only the first N rows (N credits) and pauses there. Answers jobId. Next: wait_for_job.',
  scope: 'full',
  input: createFilterJobBody,
  run: async ({ runtime, caller }, args) => {
    const { filterId } = await createFilterJob(runtime, caller, args);
    return {
      summary: `Started List Cleaner job ${filterId} ("${args.jobName}"). Call wait_for_job with this jobId.`,
      data: { jobId: filterId },
    };
  },
});

const views = { qualified: ['kept'], disqualified: ['excluded'], all: ['kept', 'excluded'] } as const;

const resultsInput = z.object({
  jobId: z.string().min(1).max(100),
  view: z.enum(['qualified', 'disqualified', 'all']).default('qualified'),
  page: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.number().int().min(1).max(200).default(50),
});

/** Each column's decision and reason for the values on a page of rows (one query, the page's values only). */
async function reasonsOf(runtime: Runtime, job: FilterJob, rows: Record<string, string>[]) {
  const out = new Map<string, { decision: string; reason: string }>();
  for (const [i, column] of job.selectedColumns.entries()) {
    const values = [...new Set(rows.map((r) => r[column] ?? ''))];
    if (!values.length) continue;
    const found = await runtime.db
      .select()
      .from(filterDecisions)
      .where(
        and(
          eq(filterDecisions.filterId, job.id),
          eq(filterDecisions.columnIndex, job.columnIndexes[i]!),
          inArray(filterDecisions.value, values),
        ),
      );
    for (const d of found)
      out.set(`${column}\u0000${d.value}`, { decision: d.override ?? d.decision ?? 'EXCLUDE', reason: d.reason ?? '' });
  }
  return out;
}

const results = defineTool({
  name: 'get_list_results',
  title: 'Read a List Cleaner job’s rows',
  description:
    'Free. A page of a finished List Cleaner job’s rows (qualified = kept, disqualified = excluded, or all), each with its ' +
    'decision and, per judged column, the value’s decision and the model’s reason. At most 200 rows a call. ' +
    'Next: override_decision to correct a value, get_export_link for the file, or start_research on the kept rows.',
  scope: 'read',
  input: resultsInput,
  run: async ({ runtime, caller }, args) => {
    const job = await getOwnJob(runtime.db, caller.workspace.id, args.jobId);
    // A job stopped at its "Stop at" limit has the rows it covers (ADR 0044).
    if (!hasResults(job)) throw badRequest(`The job is ${job.status}: results are ready once it has completed (wait_for_job).`);
    const stats = job.stats ?? { totalRows: 0, keptRowCount: 0, excludedRowCount: 0 };
    const columns = await getUploadColumns(runtime.db, job.uploadId);
    const start = (args.page - 1) * args.pageSize;
    const rows: Array<{ decision: Decision; row: Record<string, string> }> = [];
    let offset = start;
    for (const view of views[args.view]) {
      const count = view === 'kept' ? stats.keptRowCount : stats.excludedRowCount;
      const want = args.pageSize - rows.length;
      if (want > 0 && offset < count) {
        const cells = await qualifiedSlice(runtime.db, job, view, offset, want);
        for (const c of cells) rows.push({ decision: view === 'kept' ? 'KEEP' : 'EXCLUDE', row: toRecord(columns, c) });
      }
      offset = Math.max(0, offset - count);
    }
    const reasons = await reasonsOf(
      runtime,
      job,
      rows.map((r) => r.row),
    );
    const page = rows.map(({ decision, row }) => ({
      decision,
      row,
      columns: Object.fromEntries(
        job.selectedColumns.map((c) => [c, { value: row[c] ?? '', ...reasons.get(`${c}\u0000${row[c] ?? ''}`) }]),
      ),
    }));
    const total = args.view === 'qualified' ? stats.keptRowCount : args.view === 'disqualified' ? stats.excludedRowCount : stats.totalRows;
    const data = { jobId: job.id, view: args.view, page: args.page, pageSize: args.pageSize, total, stats, rows: page };
    return {
      summary: `${page.length} of ${total} ${args.view} rows (page ${args.page}); ${stats.keptRowCount} kept, ${stats.excludedRowCount} excluded.`,
      data,
    };
  },
});

const override = defineTool({
  name: 'override_decision',
  title: 'Correct a value’s decision',
  description:
    'Free, no model call. Sets KEEP or EXCLUDE for one value of one judged column of a finished List Cleaner job; every row ' +
    'with that value follows, and the kept/excluded counts are recomputed; REVIEW takes your decision back (the value shows what ' +
    'rules or the model said, "needs review" when they were unsure). Answers the new counts.',
  scope: 'full',
  input: completeOverride.extend({ jobId: z.string().min(1).max(100) }),
  run: async ({ runtime, caller }, { jobId, ...one }) => {
    const job = await getOwnJob(runtime.db, caller.workspace.id, jobId);
    if (!job.selectedColumns.includes(one.column))
      throw badRequest(`column: "${one.column}" is not a judged column of this job (${job.selectedColumns.join(', ')})`);
    const { applied, stats } = await applyOverrides(runtime.db, job, [one], caller.userId);
    return {
      summary: `${one.column} = "${one.value}" ${one.decision === 'REVIEW' ? 'is back to what rules or the model said' : `is now ${one.decision}`}: ${stats.keptRowCount} rows kept, ${stats.excludedRowCount} excluded.`,
      data: { applied, stats },
    };
  },
});

export const listTools = [...jobTools.slice(0, 1), upload, estimate, start, ...jobTools.slice(1), results, override];
