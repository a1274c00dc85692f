import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app.ts';
import type { UploadPurpose } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { busyMessage, createLimiter, type Limiter } from '../../lib/limiter.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { Runtime } from '../../runtime.ts';
import { noFileMessage, researchUploadResult, uploadError, uploadResult } from './uploads.schemas.ts';
import { ingestUpload, sweepAbandonedUploads, type Upload } from './uploads.service.ts';

/**
 * Ingests at once per process, and how many more may wait (their files are stored already). Past that an
 * upload answers 503 with Retry-After: 50 lists parsed at once would hold every batch in memory together
 * and queue on PGlite's one connection (bench/load.ts, ADR 0020).
 */
export const INGEST_SLOTS = { running: 4, waiting: 12, retryAfterSeconds: 3 };

/** Reads the multipart file part and ingests it; the body is never held in memory. */
async function receive(request: FastifyRequest, runtime: Runtime, purpose: UploadPurpose, slots: Limiter): Promise<Upload> {
  let part;
  try {
    part = await request.file();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest(noFileMessage);
    throw err;
  }
  if (!part) throw badRequest(noFileMessage);
  const deps = { db: runtime.db, storage: runtime.storage, maxUploadMb: runtime.config.MAX_UPLOAD_MB, slots };
  try {
    const { upload, parseInfo } = await ingestUpload(deps, request.user.id, purpose, {
      filename: part.filename,
      mimetype: part.mimetype,
      stream: part.file,
    });
    request.log.info({ uploadId: upload.id, rows: upload.rowCount, columns: upload.columnCount, ...parseInfo }, 'upload ingested');
    return upload;
  } finally {
    // A file refused before it was read must still be drained, or the request never completes.
    if (!part.file.readableEnded) part.file.resume();
  }
}

const errors = { 400: uploadError, 401: uploadError, 413: uploadError, 503: uploadError };

export async function uploadsRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const slots = createLimiter({ ...INGEST_SLOTS, busyMessage: busyMessage('uploads', INGEST_SLOTS.retryAfterSeconds) });

  app.post(
    '/api/upload',
    {
      preHandler: requireUser,
      schema: {
        tags: ['uploads'],
        summary: 'Upload a lead list (CSV or XLSX, multipart field "file") for the List Cleaner',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResult, ...errors },
      },
    },
    async (request) => {
      const upload = await receive(request, runtime, 'filter', slots);
      return { fileId: upload.id, rowCount: upload.rowCount, columnCount: upload.columnCount, columns: upload.columns };
    },
  );

  app.post(
    '/api/research/upload',
    {
      preHandler: requireUser,
      schema: {
        tags: ['uploads'],
        summary: 'Upload a list of websites (CSV or XLSX, multipart field "file") for the Research Agent',
        consumes: ['multipart/form-data'],
        response: { 200: researchUploadResult, ...errors },
      },
    },
    async (request) => {
      const upload = await receive(request, runtime, 'research', slots);
      return { fileId: upload.id, filePath: upload.fileKey, columns: upload.columns };
    },
  );

  app.addHook('onReady', async () => {
    const removed = await sweepAbandonedUploads(runtime).catch((err: unknown) => {
      runtime.log.warn({ err }, 'sweeping abandoned uploads failed');
      return 0;
    });
    if (removed) runtime.log.info({ removed }, 'removed uploads abandoned mid-ingest');
  });
}
