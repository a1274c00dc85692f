import { eq } from 'drizzle-orm';
import { uploadRows, uploads, type UploadPurpose } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { limitsForRows, parseTabular, type Tabular } from '../../files/parse/index.ts';
import { parseablePath } from './body.ts';
import { packedRowReserve } from '../../files/copy-binary.ts';
import { padRows, writeRows } from './upload-rows.ts';
import type { WorkspaceCaller } from '../../runtime-types.ts';
import type { IngestProgress, Ingested, Upload, UploadDeps } from './uploads.service.ts';

// Reading a stored file into a new upload's rows: shared by a first read (upload-receive.ts) and a re-read (upload-reread.ts).

/** UPLOAD_PARSE_TIMEOUT_S's default. */
export const defaultParseTimeoutS = 120;

/** A UTF-8 CSV's rows go from its bytes to the COPY input without strings (ADR 0029). */
export const pack = { reserve: packedRowReserve };

export type StoredSource = Pick<Upload, 'fileKey' | 'format' | 'sizeBytes' | 'originalName'>;

/** Parses a stored file (a local path, or a temporary copy of a shared store's file) into a new upload. */
export async function ingestStored(
  deps: UploadDeps,
  caller: WorkspaceCaller,
  purpose: UploadPurpose,
  source: StoredSource,
  headerRow: number | undefined,
  progress: IngestProgress = {},
  localCopy?: string,
): Promise<Ingested> {
  const readable = localCopy ? { path: localCopy, done: async () => {} } : await parseablePath(deps.storage, source.fileKey);
  try {
    // The read's deadline (UPLOAD_PARSE_TIMEOUT_S) runs from here: parsing and writing the rows.
    const deadline = AbortSignal.timeout((deps.parseTimeoutS ?? defaultParseTimeoutS) * 1000);
    const options = {
      format: source.format,
      // An old .xls is read for both tools (ADR 0057), by the same bounded workbook reader.
      readXls: true,
      pack,
      deadline,
      ...rowLimits(deps),
      ...(headerRow === undefined ? {} : { headerRow }),
    };
    return await ingestRows(deps, caller, purpose, source, progress, { open: () => parseTabular(readable.path, options) });
  } finally {
    await readable.done();
  }
}

/** MAX_ROWS as parse options: a file past it is refused while it is read (ADR 0041). */
export function rowLimits(deps: Pick<UploadDeps, 'maxRows'>): { limits?: ReturnType<typeof limitsForRows> } {
  return deps.maxRows === undefined ? {} : { limits: limitsForRows(deps.maxRows) };
}

type RowSource = {
  open: () => Promise<Tabular>;
  /** Runs once every row is written, before the upload is ready: the stored file's size, if it was not known. */
  finish?: (table: Tabular) => Promise<{ sizeBytes: number }>;
};

/**
 * Parses into a new upload. Rows are written in autocommitted batches (a single long transaction would
 * stall everything else on PGlite's one connection) under an upload in state `ingesting`, invisible to
 * readers; a failure removes the upload row and its rows (not the file).
 */
export async function ingestRows(
  deps: UploadDeps,
  caller: WorkspaceCaller,
  purpose: UploadPurpose,
  source: StoredSource,
  progress: IngestProgress,
  rows: RowSource,
): Promise<Ingested> {
  let uploadId: string | undefined;
  try {
    const table = await rows.open();
    const [created] = await deps.db
      .insert(uploads)
      .values({ workspaceId: caller.workspace.id, userId: caller.userId, purpose, ...source, columns: [...table.columns] })
      .returning({ id: uploads.id });
    uploadId = created!.id;
    const initialWidth = table.columns.length;
    const rowCount = await writeRows(deps.db, uploadId, table.batches, undefined, progress);
    const finished = (await rows.finish?.(table)) ?? {};
    const columns = [...table.columns];
    if (columns.length > initialWidth) await padRows(deps.db, uploadId, columns.length);
    const [upload] = await deps.db
      .update(uploads)
      .set({ status: 'ready', rowCount, columnCount: columns.length, columns, ...finished })
      .where(eq(uploads.id, uploadId))
      .returning();
    // Removed while its rows were being written (its workspace was deleted): the rows written after the
    // removal are not left behind (no foreign key holds them, ADR 0027).
    if (!upload) throw notFound('This upload was removed while it was being read');
    return { upload, parseInfo: { format: source.format, ...table.info }, header: table.header };
  } catch (err) {
    if (uploadId) {
      await deps.db.delete(uploads).where(eq(uploads.id, uploadId));
      await deps.db.delete(uploadRows).where(eq(uploadRows.uploadId, uploadId));
    }
    throw err;
  }
}
