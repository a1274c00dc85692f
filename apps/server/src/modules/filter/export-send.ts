import type { Readable } from 'node:stream';
import { coveredRows, usageLine } from '@leadsift/shared';
import type { FastifyReply } from 'fastify';
import { busyMessage, createLimiter, type Limiter } from '../../lib/limiter.ts';
import type { Runtime } from '../../runtime-types.ts';
import { jobUsage } from '../cost/usage-log.ts';
import { getUploadColumns } from '../uploads/uploads.service.ts';
import { contentDisposition, exportTypes } from '../../files/export-format.ts';
import type { RowsView } from './export-rows.ts';
import { exportCsv, exportWorkbook, overrideLines } from './export.service.ts';
import type { FilterJob } from './filter.service.ts';
import { qualifiedCounts } from './qualified-rows.ts';
import { hasResults } from './results.service.ts';

/**
 * Exports streamed at once per process, and how many more may wait; past that 503 with Retry-After. Each
 * export holds a batch of rows and deflate's buffers until its client has read it (ADR 0011, ADR 0020).
 */
export const EXPORT_SLOTS = { running: 4, waiting: 16, retryAfterSeconds: 5 };

export type ExportFormat = keyof typeof exportTypes;

/** One set of export slots per process (runtime), shared by the export route and the one-use export links. */
const slotsByRuntime = new WeakMap<Runtime, Limiter>();
function exportSlots(runtime: Runtime): Limiter {
  let slots = slotsByRuntime.get(runtime);
  if (!slots) {
    slots = createLimiter({ ...EXPORT_SLOTS, busyMessage: busyMessage('exports', EXPORT_SLOTS.retryAfterSeconds) });
    slotsByRuntime.set(runtime, slots);
  }
  return slots;
}

/**
 * Streams a finished List Cleaner job's XLSX or CSV (409 while it runs), holding an export slot until it is
 * read. A job stopped at its "Stop at" limit exports the rows it covers, and its Criteria sheet says so.
 */
export async function sendFilterExport(
  runtime: Runtime,
  reply: FastifyReply,
  job: FilterJob,
  format: ExportFormat = 'xlsx',
  rows: RowsView = 'qualified',
): Promise<FastifyReply> {
  if (!hasResults(job)) return reply.status(409).send({ error: 'The job has not completed yet' });
  const { db } = runtime;
  const columns = await getUploadColumns(db, job.uploadId);
  const release = await exportSlots(runtime).acquire();
  let file: Readable;
  try {
    file =
      format === 'csv'
        ? exportCsv(db, job, columns, rows)
        : exportWorkbook(db, job, columns, {
            counts: await qualifiedCounts(db, job),
            overrides: await overrideLines(db, job),
            usageLine: usageLine(await jobUsage(db, job.id, runtime.config.prices)),
            ...(job.status === 'paused' ? { coverageLine: coverageLine(job) } : {}),
          });
  } catch (err) {
    release();
    throw err;
  }
  // The file's stream closes when it was read to the end or destroyed (client gone): either frees the slot.
  file.once('close', release);
  reply.raw.once('close', release);
  reply
    .header('Content-Type', exportTypes[format])
    .header('Content-Disposition', contentDisposition(fileBase(job.jobName, format, rows), format))
    .header('Cache-Control', 'no-store');
  return reply.send(file);
}

/** The file's name: the list name, and for a CSV of other rows than the qualified ones which they are ('Leads (all rows)'). */
export function fileBase(jobName: string, format: ExportFormat, rows: RowsView): string {
  if (format !== 'csv' || rows === 'qualified' || !jobName.trim()) return jobName;
  return `${jobName} (${rows === 'all' ? 'all' : 'disqualified'} rows)`;
}

/** The Criteria sheet's line of a job stopped at its limit: 'First 100 of 250 rows: stopped at the limit you set; …'. */
export function coverageLine(job: FilterJob): string {
  const n = (v: number) => v.toLocaleString('en-US');
  return `First ${n(coveredRows(job.rowCount, job.creditLimit))} of ${n(job.rowCount)} rows: stopped at the limit you set; resume the job for the rest`;
}
