import { and, eq, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import type { FairLimiter } from '../../lib/fair-limiter.ts';
import { recentMap } from '../../lib/recent-map.ts';
import type { Tabular } from '../../files/parse/index.ts';
import type { FileStorage } from '../../files/storage.ts';

// Receiving and storing an upload: upload-receive.ts (ingestUpload); reading a stored file into rows:
// upload-ingest.ts; reading it again with another header row: upload-reread.ts (rereadUpload).
export type { IncomingFile } from './body.ts';
export { ensureColumnValues } from './column-values.ts';

export type Upload = typeof uploads.$inferSelect;

export type UploadDeps = {
  db: Db;
  storage: FileStorage;
  maxUploadMb: number;
  /** Data rows an upload may hold (MAX_ROWS); a file past it is refused while it is read. */
  maxRows?: number;
  /** Ingests (parse + rows) at once per process, shared fairly between users; the body is stored before a slot is taken. */
  slots?: FairLimiter;
  /** CSVs parsed while they arrive, at once per process; without it every upload is stored first. */
  streamSlots?: FairLimiter;
  /** A stored file's read (parse and rows) ends with `tooSlow` past this (UPLOAD_PARSE_TIMEOUT_S). */
  parseTimeoutS?: number;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A ready upload of this workspace, or null (unknown id, another workspace's, or still being written): callers answer 404. */
export async function getUpload(db: DbOrTx, workspaceId: string, uploadId: string): Promise<Upload | null> {
  if (!uuidPattern.test(uploadId)) return null;
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.workspaceId, workspaceId), eq(uploads.status, 'ready')));
  return row ?? null;
}

// A ready upload's columns never change: the most recently asked are remembered (results pages ask on every request).
const columnsCache = recentMap<string, string[]>(256);

/** Forgets an upload's cached columns (it was removed). */
export const forgetColumns = (uploadId: string) => columnsCache.delete(uploadId);

/** Column names of an upload (for code that already checked who owns it); [] when it is gone. */
export async function getUploadColumns(db: DbOrTx, uploadId: string): Promise<string[]> {
  if (!uuidPattern.test(uploadId)) return [];
  const hit = columnsCache.get(uploadId);
  if (hit) return hit;
  const [row] = await db.select({ columns: uploads.columns, status: uploads.status }).from(uploads).where(eq(uploads.id, uploadId));
  if (!row) return [];
  if (row.status === 'ready') columnsCache.set(uploadId, row.columns);
  return row.columns;
}

/** Removes an upload, its rows and values, and its stored file. */
export async function deleteUpload(deps: Pick<UploadDeps, 'db' | 'storage'>, workspaceId: string, uploadId: string): Promise<boolean> {
  if (!uuidPattern.test(uploadId)) return false;
  const [row] = await deps.db
    .delete(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.workspaceId, workspaceId)))
    .returning({ fileKey: uploads.fileKey });
  columnsCache.delete(uploadId);
  if (row && !(await fileInUse(deps.db, row.fileKey))) await deps.storage.delete(row.fileKey);
  return Boolean(row);
}

export type HeaderInfo = Tabular['header'];
export type Ingested = { upload: Upload; parseInfo: Record<string, string>; header: HeaderInfo };

/** Progress of an ingest for the client (docs/product.md#uploads), and the signal of a cancelled upload. */
export type IngestProgress = {
  /** The file is stored (all bytes received); parsing starts, or it waits for a slot. */
  onStored?: (bytes: number) => void;
  /** Every ingest slot this upload may use is taken: it waits (after `onStored`). */
  onWaiting?: () => void;
  /** Rows written so far. */
  onRows?: (rows: number) => void;
  /** The client went away: parsing stops and the upload, its rows and its file are removed. */
  signal?: AbortSignal;
};

/** Whether an upload row still points at the stored file (a re-read shares it for a moment). */
export async function fileInUse(db: DbOrTx, fileKey: string): Promise<boolean> {
  const [row] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.fileKey, fileKey)).limit(1);
  return Boolean(row);
}

/**
 * Removes uploads left `ingesting` by a process that died mid-way (older than `olderThanMs`: an ingest
 * in progress elsewhere is never that old), with their files.
 */
export async function sweepAbandonedUploads(deps: Pick<UploadDeps, 'db' | 'storage'>, olderThanMs = 60 * 60 * 1000): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  const removed = await deps.db
    .delete(uploads)
    .where(and(eq(uploads.status, 'ingesting'), lt(uploads.createdAt, cutoff)))
    .returning({ fileKey: uploads.fileKey });
  for (const { fileKey } of removed) {
    // An abandoned re-read shares its file with the upload it was reading again.
    if (!(await fileInUse(deps.db, fileKey))) await deps.storage.delete(fileKey).catch(() => {});
  }
  return removed.length;
}
