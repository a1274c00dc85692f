import type { FastifyReply } from 'fastify';
import { busyMessage, createLimiter, type Limiter } from '../../lib/limiter.ts';
import type { Runtime } from '../../runtime-types.ts';
import { getUploadColumns } from '../uploads/uploads.service.ts';
import { contentDisposition, exportWorkbook } from './export.service.ts';
import type { FilterJob } from './filter.service.ts';

/**
 * Exports streamed at once per process, and how many more may wait; past that 503 with Retry-After. Each
 * export holds a batch of rows and deflate's buffers until its client has read it (ADR 0011, ADR 0020).
 */
export const EXPORT_SLOTS = { running: 4, waiting: 16, retryAfterSeconds: 5 };

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

/** Streams a finished List Cleaner job's XLSX (409 while it runs), holding an export slot until it is read. */
export async function sendFilterExport(runtime: Runtime, reply: FastifyReply, job: FilterJob): Promise<FastifyReply> {
  if (job.status !== 'completed') return reply.status(409).send({ error: 'The job has not completed yet' });
  const columns = await getUploadColumns(runtime.db, job.uploadId);
  const release = await exportSlots(runtime).acquire();
  const workbook = exportWorkbook(runtime.db, job, columns);
  // The workbook stream closes when it was read to the end or destroyed (client gone): either frees the slot.
  workbook.once('close', release);
  reply.raw.once('close', release);
  reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', contentDisposition(job.jobName))
    .header('Cache-Control', 'no-store');
  return reply.send(workbook);
}
