import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UploadPurpose } from '../../db/schema/index.ts';
import { tabularMessages } from '../../files/parse/index.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { callerOf, requireUser } from '../../guards/route-guards.ts';
import {
  headerRowValue,
  noFileMessage,
  rereadBody,
  rereadParams,
  researchUploadResult,
  uploadError,
  uploadForm,
  uploadQuery,
  uploadResult,
} from './uploads.schemas.ts';
import { streamIngest, wantsProgress } from './upload-stream.ts';
import { quotaGuard } from './uploads-quota.ts';
import { ingestUpload } from './upload-receive.ts';
import { rereadUpload } from './upload-reread.ts';
import { uploadDeps, type Slots } from './upload-slots.ts';
import type { Ingested, IngestProgress } from './uploads.service.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';

export { INGEST_SLOTS, STREAM_SLOTS } from './upload-slots.ts';

/** Reads the multipart file part and ingests it; the body is never held in memory. */
async function receive(
  request: FastifyRequest,
  runtime: Runtime,
  purpose: UploadPurpose,
  limits: Slots,
  headerRow?: number,
  progress: IngestProgress = {},
): Promise<Ingested> {
  const quota = await quotaGuard(runtime, callerOf(request), request.headers['content-length']);
  let part;
  try {
    part = await request.file();
  } catch (err) {
    await quota.release();
    if ((err as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest(noFileMessage);
    throw err;
  }
  if (!part) {
    await quota.release();
    throw badRequest(noFileMessage);
  }
  const deps = { ...uploadDeps(runtime), ...limits };
  try {
    const field = part.fields.headerRow;
    const fieldValue = field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
    const row = headerRow ?? (fieldValue === undefined ? undefined : parseHeaderRow(fieldValue));
    const ingested = await quota.watch(() =>
      ingestUpload(
        deps,
        callerOf(request),
        purpose,
        { filename: part.filename, mimetype: part.mimetype, stream: quota.limit(part.file) },
        row === undefined ? progress : { ...progress, headerRow: row },
      ),
    );
    const { upload, parseInfo, header } = ingested;
    request.log.info(
      { uploadId: upload.id, rows: upload.rowCount, columns: upload.columnCount, headerRow: header.row, ...parseInfo },
      'upload ingested',
    );
    return ingested;
  } finally {
    // A file refused before it was read must still be drained, or the request never completes.
    if (!part.file.readableEnded) part.file.resume();
  }
}

function parseHeaderRow(value: unknown): number {
  const parsed = headerRowValue.safeParse(value);
  if (!parsed.success) throw badRequest(tabularMessages.headerRowRange(50));
  return parsed.data;
}

/** The answer of an upload or a re-read: the documented result plus where the table was found. */
function uploadAnswer({ upload, header }: Ingested) {
  return {
    fileId: upload.id,
    rowCount: upload.rowCount,
    columnCount: upload.columnCount,
    columns: upload.columns,
    headerRow: header.row,
    skippedRows: header.skippedRows,
    skippedColumns: header.skippedColumns,
    preview: header.preview,
  };
}

/** The status and text of a failure, for a progress stream's last line. */
function errorOf(err: unknown): { status: number; error: string } {
  if (err instanceof HttpError) return { status: err.statusCode, error: err.message };
  return { status: 500, error: 'Internal server error' };
}

/**
 * Receives an upload and answers `answer(ingested)`; a client asking for `application/x-ndjson` gets the
 * parse's progress streamed before it (upload-stream.ts).
 */
function handleUpload<T>(runtime: Runtime, purpose: UploadPurpose, limits: Slots, answer: (ingested: Ingested) => T) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Validated (and coerced) by the route's `uploadQuery` schema.
    const { headerRow } = request.query as { headerRow?: number };
    if (!wantsProgress(request)) return answer(await receive(request, runtime, purpose, limits, headerRow));
    return streamIngest(
      request,
      reply,
      async (progress) => answer(await receive(request, runtime, purpose, limits, headerRow, progress)),
      errorOf,
    );
  };
}

const errors = { 400: uploadError, 401: uploadError, 413: uploadError, 503: uploadError };

export async function uploadsRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const { slots, streamSlots } = uploadDeps(runtime);

  app.post(
    '/api/upload',
    {
      preHandler: requireUser,
      config: { multipartForm: uploadForm },
      schema: {
        tags: ['uploads'],
        summary: 'Upload a lead list (CSV or XLSX, multipart field "file") for the List Cleaner',
        description: 'The header row is detected unless `headerRow` (1–50) is given in the query or as a form field before the file.',
        consumes: ['multipart/form-data'],
        querystring: uploadQuery,
        response: { 200: uploadResult, ...errors },
      },
    },
    handleUpload(runtime, 'filter', { slots, streamSlots }, uploadAnswer),
  );

  app.post(
    '/api/upload/:fileId/header-row',
    {
      preHandler: requireUser,
      schema: {
        tags: ['uploads'],
        summary: 'Read a stored upload again with another header row (answers a new fileId; the old one is gone)',
        params: rereadParams,
        body: rereadBody,
        response: { 200: uploadResult, ...errors, 404: uploadError, 409: uploadError },
      },
    },
    async (request) => {
      const deps = uploadDeps(runtime);
      const ingested = await rereadUpload(deps, callerOf(request), request.params.fileId, request.body.headerRow);
      if (!ingested) throw notFound('File not found');
      request.log.info({ uploadId: ingested.upload.id, from: request.params.fileId, headerRow: ingested.header.row }, 'upload read again');
      return uploadAnswer(ingested);
    },
  );

  app.post(
    '/api/research/upload',
    {
      preHandler: requireUser,
      config: { multipartForm: uploadForm },
      schema: {
        tags: ['uploads'],
        summary: 'Upload a list of websites (CSV or XLSX, multipart field "file") for the Research Agent',
        consumes: ['multipart/form-data'],
        querystring: uploadQuery,
        response: { 200: researchUploadResult, ...errors },
      },
    },
    handleUpload(runtime, 'research', { slots, streamSlots }, ({ upload }) => ({
      fileId: upload.id,
      filePath: upload.fileKey,
      columns: upload.columns,
    })),
  );
}
