import type { Readable } from 'node:stream';
import type { UploadPurpose } from '../../db/schema/index.ts';
import type { Release } from '../../lib/limiter.ts';
import { isValidUtf8Stream } from '../../files/parse/encoding.ts';
import { peekStream } from '../../files/parse/peek.ts';
import { parseTabular, TabularError, tabularMessages } from '../../files/parse/index.ts';
import { fileKey } from '../../files/storage.ts';
import { readHead, storeBody, teeBody, type IncomingFile } from './body.ts';
import { ingestRows, ingestStored, pack, rowLimits } from './upload-ingest.ts';
import { actualFormat, declaredKind, type DeclaredKind } from './upload-kind.ts';
import type { WorkspaceCaller } from '../../runtime-types.ts';
import type { IngestProgress, Ingested, UploadDeps } from './uploads.service.ts';

/**
 * Stores an uploaded file and parses it into upload_rows; any failure removes the stored file too, so a
 * refused file leaves nothing behind. A CSV is parsed while it arrives when a stream slot is free
 * (`ingestWhileReceiving`, ADR 0028); a workbook, or a CSV when both stream slots are taken, is stored
 * first and then waits for an ingest slot (ADR 0020).
 */
export async function ingestUpload(
  deps: UploadDeps,
  caller: WorkspaceCaller,
  purpose: UploadPurpose,
  file: IncomingFile,
  options: { headerRow?: number } & IngestProgress = {},
): Promise<Ingested> {
  const declared = declaredKind(file.filename, file.mimetype);
  const peeked = await peekStream(file.stream, 8);
  const receiving = { deps, caller, purpose, file, body: peeked.stream, declared, options };
  if (formatOf(peeked.head, declared) === 'csv' && !peeked.complete) {
    const slot = deps.streamSlots?.tryAcquire(caller.userId);
    if (slot) return ingestWhileReceiving(receiving, await slot);
  }
  return storeThenIngest(receiving);
}

/** An upload being received: who sends it for what, its body after the peeked head, and its progress. */
type Receiving = {
  deps: UploadDeps;
  caller: WorkspaceCaller;
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
  const { deps, caller, purpose, file, body, declared, options } = receiving;
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
      caller.userId,
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
    return await ingestStored(deps, caller, purpose, source, options.headerRow, options, copy?.path);
  } catch (err) {
    // Stored but never read (a refusal, a cancel, a worker that ended): the file goes (no upload row holds it).
    await deps.storage.delete(stored.key).catch(() => {});
    throw err;
  } finally {
    release?.();
    await copy?.done();
  }
}

const nameOf = (file: IncomingFile) => file.filename.trim().slice(0, 255) || 'upload';

/** Raised when a CSV read while arriving as UTF-8 turns out not to be UTF-8 further on: it is read again. */
class NotUtf8 extends Error {}

/**
 * A CSV parsed while it arrives (ADR 0028): the body goes to the store, to the parser and to a whole-file
 * UTF-8 check at once, paced by the slowest of the three, so the rows are in when the last byte is
 * stored. The UTF-8 check stands in for the one the parser makes before reading a stored file: if the
 * file was read as UTF-8 but is not (a Windows-1252 'é' after the first 64 KB), its rows are dropped and
 * the stored file is read again, which then picks Windows-1252.
 */
async function ingestWhileReceiving(receiving: Receiving, release: Release): Promise<Ingested> {
  const { deps, caller, purpose, file, body, declared, options } = receiving;
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
    return await ingestRows(deps, caller, purpose, source, options, {
      open: () =>
        parseTabular(toParse!, {
          format: 'csv',
          pack,
          ...rowLimits(deps),
          ...(options.headerRow === undefined ? {} : { headerRow: options.headerRow }),
        }),
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
      return await ingestStored(deps, caller, purpose, retry, options.headerRow, options).catch(async (again: unknown) => {
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
