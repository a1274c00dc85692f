import { and, eq, lt } from 'drizzle-orm';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db, DbOrTx } from '../../db/client.ts';
import { filterJobs, uploadRows, uploads, type UploadPurpose } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { Limiter, Release } from '../../lib/limiter.ts';
import { recentMap } from '../../lib/recent-map.ts';
import { parseTabular, TabularError, tabularMessages, type Tabular } from '../../files/parse/index.ts';
import type { FileStorage } from '../../files/storage.ts';
import { actualFormat, declaredKind } from './upload-kind.ts';
import { padRows, writeRows } from './upload-rows.ts';

export { ensureColumnValues } from './column-values.ts';

export type Upload = typeof uploads.$inferSelect;

export type UploadDeps = {
  db: Db;
  storage: FileStorage;
  maxUploadMb: number;
  /** Ingests (parse + rows) at once per process; the body is stored before a slot is taken. */
  slots?: Limiter;
};

export type IncomingFile = {
  filename: string;
  mimetype: string;
  /** The body; `truncated` is set when it was cut at the size limit. */
  stream: Readable & { truncated?: boolean };
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A ready upload of this user, or null (unknown id, another user's, or still being written): callers answer 404. */
export async function getUpload(db: DbOrTx, userId: string, uploadId: string): Promise<Upload | null> {
  if (!uuidPattern.test(uploadId)) return null;
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId), eq(uploads.status, 'ready')));
  return row ?? null;
}

// A ready upload's columns never change: the most recently asked are remembered (results pages ask on every request).
const columnsCache = recentMap<string, string[]>(256);

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
export async function deleteUpload(deps: Pick<UploadDeps, 'db' | 'storage'>, userId: string, uploadId: string): Promise<boolean> {
  if (!uuidPattern.test(uploadId)) return false;
  const [row] = await deps.db
    .delete(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId)))
    .returning({ fileKey: uploads.fileKey });
  columnsCache.delete(uploadId);
  if (row && !(await fileInUse(deps.db, row.fileKey))) await deps.storage.delete(row.fileKey);
  return Boolean(row);
}

type LocalCopy = { path: string; done: () => Promise<void> };

function localPathOf(storage: FileStorage, key: string): string | null {
  try {
    return storage.localPath(key);
  } catch {
    return null;
  }
}

async function tempFile(): Promise<LocalCopy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'leadsift-upload-'));
  return { path: path.join(dir, 'file'), done: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * A path the parser can read the stored file from (random access for XLSX, the whole-file encoding check
 * for CSV, exactly as from FILES_DIR): the store's own, or a temporary copy of a shared store's file.
 */
async function parseablePath(storage: FileStorage, key: string): Promise<LocalCopy> {
  const own = localPathOf(storage, key);
  if (own) return { path: own, done: async () => {} };
  const copy = await tempFile();
  try {
    await pipeline(storage.get(key), createWriteStream(copy.path));
  } catch (err) {
    await copy.done();
    throw err;
  }
  return copy;
}

/**
 * Stores the body; for a shared store (PostgreSQL, S3) the same bytes also go to a temporary local copy
 * at the same time, which the parser then reads (no second trip to the store).
 */
async function storeBody(storage: FileStorage, file: IncomingFile, extension: string) {
  if (storage.kind === 'local') return { stored: await storage.put(file.stream, { extension }), copy: null };
  const copy = await tempFile();
  const toStore = new PassThrough();
  const toCopy = new PassThrough();
  file.stream.on('error', (err) => {
    toStore.destroy(err);
    toCopy.destroy(err);
  });
  file.stream.pipe(toStore);
  file.stream.pipe(toCopy);
  try {
    const [stored] = await Promise.all([storage.put(toStore, { extension }), pipeline(toCopy, createWriteStream(copy.path))]);
    return { stored, copy };
  } catch (err) {
    toStore.destroy();
    toCopy.destroy();
    await copy.done();
    throw err;
  }
}

async function readHead(storage: FileStorage, key: string): Promise<Buffer> {
  const stream = storage.get(key);
  try {
    for await (const chunk of stream) return Buffer.from(chunk as Buffer).subarray(0, 8);
    return Buffer.alloc(0);
  } finally {
    stream.destroy();
  }
}

export type HeaderInfo = Tabular['header'];
export type Ingested = { upload: Upload; parseInfo: Record<string, string>; header: HeaderInfo };

/**
 * Stores an uploaded file and parses it into upload_rows (see `ingestStored`); any failure removes the
 * stored file too, so a refused file leaves nothing behind.
 */
export async function ingestUpload(
  deps: UploadDeps,
  userId: string,
  purpose: UploadPurpose,
  file: IncomingFile,
  options: { headerRow?: number } & IngestProgress = {},
): Promise<Ingested> {
  const declared = declaredKind(file.filename, file.mimetype, purpose);
  const { stored, copy } = await storeBody(deps.storage, file, declared.extension);
  let release: Release | undefined;
  try {
    if (file.stream.truncated) throw new TabularError(tabularMessages.tooLarge(deps.maxUploadMb), 413);
    if (stored.size === 0) throw new TabularError(tabularMessages.empty);
    // Parsing and writing rows is what costs memory and database time: a busy process refuses it (503).
    release = await deps.slots?.acquire();
    const format = actualFormat(await readHead(deps.storage, stored.key), declared);
    const source = { fileKey: stored.key, format, sizeBytes: stored.size, originalName: file.filename.trim().slice(0, 255) || 'upload' };
    options.signal?.throwIfAborted();
    options.onStored?.(stored.size);
    return await ingestStored(deps, userId, purpose, source, options.headerRow, options, copy?.path);
  } catch (err) {
    await deps.storage.delete(stored.key);
    throw err;
  } finally {
    release?.();
    await copy?.done();
  }
}

/** Progress of an ingest for the client (issue 15), and the signal of a cancelled upload. */
export type IngestProgress = {
  /** The file is stored (all bytes received); parsing starts. */
  onStored?: (bytes: number) => void;
  /** Rows written so far. */
  onRows?: (rows: number) => void;
  /** The client went away: parsing stops and the upload, its rows and its file are removed. */
  signal?: AbortSignal;
};

type StoredSource = Pick<Upload, 'fileKey' | 'format' | 'sizeBytes' | 'originalName'>;

/**
 * Parses a stored file into a new upload. Rows are written in autocommitted batches (a single long
 * transaction would stall everything else on PGlite's one connection) under an upload in state
 * `ingesting`, invisible to readers; a failure removes the upload row and its rows (not the file).
 */
async function ingestStored(
  deps: UploadDeps,
  userId: string,
  purpose: UploadPurpose,
  source: StoredSource,
  headerRow: number | undefined,
  progress: IngestProgress = {},
  localCopy?: string,
): Promise<Ingested> {
  let uploadId: string | undefined;
  const readable = localCopy ? { path: localCopy, done: async () => {} } : await parseablePath(deps.storage, source.fileKey);
  try {
    const table = await parseTabular(readable.path, {
      format: source.format,
      readXls: purpose === 'research',
      ...(headerRow === undefined ? {} : { headerRow }),
    });
    const [created] = await deps.db
      .insert(uploads)
      .values({ userId, purpose, ...source, columns: [...table.columns] })
      .returning({ id: uploads.id });
    uploadId = created!.id;
    const initialWidth = table.columns.length;
    const rowCount = await writeRows(deps.db, uploadId, table.batches, undefined, progress);
    const columns = [...table.columns];
    if (columns.length > initialWidth) await padRows(deps.db, uploadId, columns.length);
    const [upload] = await deps.db
      .update(uploads)
      .set({ status: 'ready', rowCount, columnCount: columns.length, columns })
      .where(eq(uploads.id, uploadId))
      .returning();
    // Removed while its rows were being written (its user was deleted): the rows written after the
    // removal are not left behind (no foreign key holds them, ADR 0027).
    if (!upload) throw notFound('This upload was removed while it was being read');
    return { upload, parseInfo: { format: source.format, ...table.info }, header: table.header };
  } catch (err) {
    if (uploadId) {
      await deps.db.delete(uploads).where(eq(uploads.id, uploadId));
      await deps.db.delete(uploadRows).where(eq(uploadRows.uploadId, uploadId));
    }
    throw err;
  } finally {
    await readable.done();
  }
}

export const rereadMessages = {
  usedByJob: 'This list has already been filtered; upload it again to read it with another header row',
};

/**
 * Reads a stored upload again with another header row, without uploading it again. The rows go into a
 * new upload (a new id: nothing cached under the old one can be stale on any node) that takes over the
 * stored file; the old upload is removed. A list a job has used keeps its rows (409).
 */
export async function rereadUpload(deps: UploadDeps, userId: string, uploadId: string, headerRow: number): Promise<Ingested | null> {
  const old = await getUpload(deps.db, userId, uploadId);
  if (!old) return null;
  const [used] = await deps.db
    .select({ id: filterJobs.id })
    .from(filterJobs)
    .where(and(eq(filterJobs.userId, userId), eq(filterJobs.uploadId, uploadId)))
    .limit(1);
  if (used) throw conflict(rereadMessages.usedByJob);
  const { fileKey, format, sizeBytes, originalName } = old;
  const ingested = await ingestStored(deps, userId, old.purpose, { fileKey, format, sizeBytes, originalName }, headerRow);
  const [removed] = await deps.db
    .delete(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId)))
    .returning({ id: uploads.id });
  columnsCache.delete(uploadId);
  if (!removed) {
    // Deleted (or read again) meanwhile: this copy goes too, and the file stays with whoever holds it.
    await deps.db.delete(uploads).where(eq(uploads.id, ingested.upload.id));
    if (!(await fileInUse(deps.db, old.fileKey))) await deps.storage.delete(old.fileKey);
    return null;
  }
  return ingested;
}

/** Whether an upload row still points at the stored file (a re-read shares it for a moment). */
async function fileInUse(db: DbOrTx, fileKey: string): Promise<boolean> {
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
