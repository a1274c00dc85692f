import { and, eq, lt } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Db, DbOrTx } from '../../db/client.ts';
import { filterJobs, uploadRows, uploads, type UploadPurpose } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { FairLimiter } from '../../lib/fair-limiter.ts';
import type { Release } from '../../lib/limiter.ts';
import { recentMap } from '../../lib/recent-map.ts';
import { isValidUtf8Stream } from '../../files/parse/encoding.ts';
import { peekStream } from '../../files/parse/peek.ts';
import { parseTabular, TabularError, tabularMessages, type Tabular } from '../../files/parse/index.ts';
import { fileKey, type FileStorage } from '../../files/storage.ts';
import { parseablePath, readHead, storeBody, teeBody, type IncomingFile } from './body.ts';
import { actualFormat, declaredKind, type DeclaredKind } from './upload-kind.ts';
import { packedRowReserve } from './copy-binary.ts';
import { padRows, writeRows } from './upload-rows.ts';

export type { IncomingFile } from './body.ts';
export { ensureColumnValues } from './column-values.ts';

export type Upload = typeof uploads.$inferSelect;

export type UploadDeps = {
  db: Db;
  storage: FileStorage;
  maxUploadMb: number;
  /** Ingests (parse + rows) at once per process, shared fairly between users; the body is stored before a slot is taken. */
  slots?: FairLimiter;
  /** CSVs parsed while they arrive, at once per process; without it every upload is stored first. */
  streamSlots?: FairLimiter;
  /** A stored file's read (parse and rows) ends with `tooSlow` past this (UPLOAD_PARSE_TIMEOUT_S). */
  parseTimeoutS?: number;
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

export type HeaderInfo = Tabular['header'];
export type Ingested = { upload: Upload; parseInfo: Record<string, string>; header: HeaderInfo };

/**
 * Stores an uploaded file and parses it into upload_rows; any failure removes the stored file too, so a
 * refused file leaves nothing behind. A CSV is parsed while it arrives when a stream slot is free
 * (`ingestWhileReceiving`, ADR 0028); a workbook, or a CSV when both stream slots are taken, is stored
 * first and then waits for an ingest slot (ADR 0020).
 */
export async function ingestUpload(
  deps: UploadDeps,
  userId: string,
  purpose: UploadPurpose,
  file: IncomingFile,
  options: { headerRow?: number } & IngestProgress = {},
): Promise<Ingested> {
  const declared = declaredKind(file.filename, file.mimetype, purpose);
  const peeked = await peekStream(file.stream, 8);
  const receiving = { deps, userId, purpose, file, body: peeked.stream, declared, options };
  if (formatOf(peeked.head, declared) === 'csv' && !peeked.complete) {
    const slot = deps.streamSlots?.tryAcquire(userId);
    if (slot) return ingestWhileReceiving(receiving, await slot);
  }
  return storeThenIngest(receiving);
}

/** An upload being received: who sends it for what, its body after the peeked head, and its progress. */
type Receiving = {
  deps: UploadDeps;
  userId: string;
  purpose: UploadPurpose;
  file: IncomingFile;
  /** The body, the peeked head included (`file.stream` keeps the `truncated` flag). */
  body: Readable;
  declared: DeclaredKind;
  options: { headerRow?: number } & IngestProgress;
};

/** A body cut at the size limit is refused whole (413). */
function refuseTruncated({ file, deps }: Receiving): void {
  if (file.stream.truncated) throw new TabularError(tabularMessages.tooLarge(deps.maxUploadMb), 413);
}

/** The format the head shows, or undefined when it is refused (the refusal is raised after storing, as always). */
function formatOf(head: Buffer, declared: DeclaredKind) {
  try {
    return actualFormat(head, declared);
  } catch {
    return undefined;
  }
}

/** Stores the whole body, then (in an ingest slot) parses the stored file. */
async function storeThenIngest(receiving: Receiving): Promise<Ingested> {
  const { deps, userId, purpose, file, body, declared, options } = receiving;
  const { stored, copy } = await storeBody(deps.storage, { ...file, stream: body }, declared.extension);
  let release: Release | undefined;
  let announced = false;
  const announce = () => {
    if (!announced) options.onStored?.(stored.size);
    announced = true;
  };
  try {
    refuseTruncated(receiving);
    if (stored.size === 0) throw new TabularError(tabularMessages.empty);
    // Parsing and writing rows is what costs memory and database time: a busy process refuses it (503).
    // An upload that has to wait says so in its progress (the stream starts then).
    release = await deps.slots?.acquire(
      userId,
      () => {
        announce();
        options.onWaiting?.();
      },
      options.signal,
    );
    const format = actualFormat(await readHead(deps.storage, stored.key), declared);
    const source = { fileKey: stored.key, format, sizeBytes: stored.size, originalName: nameOf(file) };
    options.signal?.throwIfAborted();
    announce();
    return await ingestStored(deps, userId, purpose, source, options.headerRow, options, copy?.path);
  } catch (err) {
    // Stored but never read (a refusal, a cancel, a worker that ended): the file goes (no upload row holds it).
    await deps.storage.delete(stored.key).catch(() => {});
    throw err;
  } finally {
    release?.();
    await copy?.done();
  }
}

/** A UTF-8 CSV's rows go from its bytes to the COPY input without strings (ADR 0029). */
const pack = { reserve: packedRowReserve };

const nameOf = (file: IncomingFile) => file.filename.trim().slice(0, 255) || 'upload';

/** Raised when a CSV read while arriving as UTF-8 turns out not to be UTF-8 further on: it is read again. */
class NotUtf8 extends Error {}

/**
 * A CSV parsed while it arrives (issue 14): the body goes to the store, to the parser and to a whole-file
 * UTF-8 check at once, paced by the slowest of the three, so the rows are in when the last byte is
 * stored. The UTF-8 check stands in for the one the parser makes before reading a stored file: if the
 * file was read as UTF-8 but is not (a Windows-1252 'é' after the first 64 KB), its rows are dropped and
 * the stored file is read again, which then picks Windows-1252.
 */
async function ingestWhileReceiving(receiving: Receiving, release: Release): Promise<Ingested> {
  const { deps, userId, purpose, file, body, declared, options } = receiving;
  const key = fileKey(declared.extension);
  // 4 MB a branch: the store awaits each 1 MB chunk's INSERT, the parser each COPY, without stalling the others.
  const [toStore, toParse, toCheck] = teeBody(body, 3, 4 * 1024 * 1024);
  const storing = deps.storage.put(toStore!, { extension: declared.extension, key });
  // A failed store must not leave the parser waiting for bytes that no longer flow.
  storing.catch((err: unknown) => {
    toParse!.destroy(err as Error);
    toCheck!.destroy(err as Error);
  });
  const utf8 = isValidUtf8Stream(toCheck!).catch(() => false);
  // `stored` is announced once every byte is stored (the progress stream starts then), also when the parse
  // has failed meanwhile: a failure is then the stream's error line, as for a stored file; a file cut at
  // the size limit is refused with 413 instead.
  let announced = false;
  const announce = (size: number) => {
    if (announced || file.stream.truncated) return;
    announced = true;
    options.onStored?.(size);
  };
  void storing.then(
    (stored) => announce(stored.size),
    () => {},
  );
  const source = { fileKey: key, format: 'csv' as const, sizeBytes: 0, originalName: nameOf(file) };
  try {
    return await ingestRows(deps, userId, purpose, source, options, {
      open: () =>
        parseTabular(toParse!, { format: 'csv', pack, ...(options.headerRow === undefined ? {} : { headerRow: options.headerRow }) }),
      finish: async (table) => {
        const stored = await storing;
        refuseTruncated(receiving);
        if (table.info.encoding === 'utf-8' && !(await utf8)) throw new NotUtf8();
        return { sizeBytes: stored.size };
      },
    });
  } catch (err) {
    // The parser stops; the body still flows to the store (the client is not cut off mid-request).
    toParse!.destroy();
    const stored = await storing.catch(() => null);
    if (stored && err instanceof NotUtf8) {
      const retry = { ...source, sizeBytes: stored.size };
      return await ingestStored(deps, userId, purpose, retry, options.headerRow, options).catch(async (again: unknown) => {
        await deps.storage.delete(key);
        throw again;
      });
    }
    if (stored) {
      announce(stored.size);
      await deps.storage.delete(key);
    }
    throw err;
  } finally {
    release();
  }
}

/** Progress of an ingest for the client (issue 15), and the signal of a cancelled upload. */
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

/** UPLOAD_PARSE_TIMEOUT_S's default. */
export const defaultParseTimeoutS = 120;

type StoredSource = Pick<Upload, 'fileKey' | 'format' | 'sizeBytes' | 'originalName'>;

/** Parses a stored file (a local path, or a temporary copy of a shared store's file) into a new upload. */
async function ingestStored(
  deps: UploadDeps,
  userId: string,
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
    const options = { format: source.format, readXls: purpose === 'research', pack, deadline, ...(headerRow === undefined ? {} : { headerRow }) };
    return await ingestRows(deps, userId, purpose, source, progress, { open: () => parseTabular(readable.path, options) });
  } finally {
    await readable.done();
  }
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
async function ingestRows(
  deps: UploadDeps,
  userId: string,
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
      .values({ userId, purpose, ...source, columns: [...table.columns] })
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
  // A re-read costs what the first read did: it takes an ingest slot the same way.
  const release = await deps.slots?.acquire(userId);
  let ingested: Ingested;
  try {
    ingested = await ingestStored(deps, userId, old.purpose, { fileKey, format, sizeBytes, originalName }, headerRow);
  } finally {
    release?.();
  }
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
