import { Readable } from 'node:stream';
import type { UploadPurpose } from '../../db/schema/index.ts';
import { createFairLimiter, type FairLimiter } from '../../lib/fair-limiter.ts';
import { busyMessage } from '../../lib/limiter.ts';
import type { Runtime, WorkspaceCaller } from '../../runtime-types.ts';
import { ingestUpload } from './upload-receive.ts';
import { quotaGuard } from './uploads-quota.ts';
import type { Ingested, UploadDeps } from './uploads.service.ts';

/**
 * Ingests at once per process, and how many more may wait (their files are stored already). Past that an
 * upload answers 503 with Retry-After: 50 lists parsed at once would hold every batch in memory together
 * and queue on PGlite's one connection (bench/load.ts, ADR 0020).
 */
export const INGEST_SLOTS = { running: 4, waiting: 12, retryAfterSeconds: 3 };

/**
 * CSVs parsed while they arrive, at once per process (ADR 0028). Kept apart from the ingest slots: a client
 * sending slowly holds one of these for as long as the body watchdog lets it, and when both are taken an
 * upload is stored first and waits for an ingest slot, as before.
 */
export const STREAM_SLOTS = { running: 2, waiting: 0, retryAfterSeconds: 3 };

export type Slots = { slots: FairLimiter; streamSlots: FairLimiter };

/** One set of slots per process (runtime), shared by the upload routes and the MCP tools (ADR 0040). */
const slotsByRuntime = new WeakMap<Runtime, Slots>();

/** The ingest dependencies with this process's slots. One user holds at most half of each (ADR 0032). */
export function uploadDeps(runtime: Runtime): UploadDeps & Slots {
  let limits = slotsByRuntime.get(runtime);
  if (!limits) {
    limits = {
      slots: createFairLimiter({ ...INGEST_SLOTS, busyMessage: busyMessage('uploads', INGEST_SLOTS.retryAfterSeconds) }),
      streamSlots: createFairLimiter({ ...STREAM_SLOTS, busyMessage: busyMessage('uploads', STREAM_SLOTS.retryAfterSeconds) }),
    };
    slotsByRuntime.set(runtime, limits);
  }
  return {
    db: runtime.db,
    storage: runtime.storage,
    maxUploadMb: runtime.config.MAX_UPLOAD_MB,
    maxRows: runtime.config.MAX_ROWS,
    parseTimeoutS: runtime.config.UPLOAD_PARSE_TIMEOUT_S,
    ...limits,
  };
}

/**
 * Ingests a file that arrived whole in memory (an MCP tool's argument) exactly as a multipart upload is
 * ingested: the same storage quota, size limit, parsing and slots.
 */
export async function ingestBuffer(
  runtime: Runtime,
  caller: WorkspaceCaller,
  purpose: UploadPurpose,
  file: { filename: string; mimetype: string; data: Buffer },
  headerRow?: number,
): Promise<Ingested> {
  const quota = await quotaGuard(runtime, caller, String(file.data.length + 1024));
  const stream = quota.limit(Readable.from([file.data]));
  return quota.watch(() =>
    ingestUpload(
      uploadDeps(runtime),
      caller,
      purpose,
      { filename: file.filename, mimetype: file.mimetype, stream },
      headerRow === undefined ? {} : { headerRow },
    ),
  );
}
