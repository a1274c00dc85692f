import { createWriteStream } from 'node:fs';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../../files/storage.ts';
import { HttpError } from '../../lib/http-error.ts';

/** How an upload's body reaches the store and the parser (helpers of uploads.service.ts). */

export type IncomingFile = {
  filename: string;
  mimetype: string;
  /** The body; `truncated` is set when it was cut at the size limit. */
  stream: Readable & { truncated?: boolean };
};

export type LocalCopy = { path: string; done: () => Promise<void> };

function localPathOf(storage: FileStorage, key: string): string | null {
  try {
    return storage.localPath(key);
  } catch {
    return null;
  }
}

/** A stored file that is gone (deleted behind our back, a lost bucket) is the user's news, not a server error. */
function missingAsGone(err: unknown): never {
  if ((err as { code?: string }).code === 'ENOENT') {
    throw new HttpError(410, 'The stored file of this upload is no longer available. Upload the file again.');
  }
  throw err;
}

async function tempFile(): Promise<LocalCopy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'leadsift-upload-'));
  return { path: path.join(dir, 'file'), done: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * A path the parser can read the stored file from (random access for XLSX, the whole-file encoding check
 * for CSV, exactly as from FILES_DIR): the store's own, or a temporary copy of a shared store's file.
 */
export async function parseablePath(storage: FileStorage, key: string): Promise<LocalCopy> {
  const own = localPathOf(storage, key);
  if (own) {
    await access(own).catch(missingAsGone);
    return { path: own, done: async () => {} };
  }
  const copy = await tempFile();
  try {
    await pipeline(storage.get(key), createWriteStream(copy.path));
  } catch (err) {
    await copy.done();
    missingAsGone(err);
  }
  return copy;
}

/**
 * Stores the body; for a shared store (PostgreSQL, S3) the same bytes also go to a temporary local copy
 * at the same time, which the parser then reads (no second trip to the store).
 */
export async function storeBody(storage: FileStorage, file: IncomingFile, extension: string) {
  if (storage.kind === 'local') return { stored: await storage.put(file.stream, { extension }), copy: null };
  const copy = await tempFile();
  const [toStore, toCopy] = teeBody(file.stream, 2);
  try {
    const [stored] = await Promise.all([storage.put(toStore!, { extension }), pipeline(toCopy!, createWriteStream(copy.path))]);
    return { stored, copy };
  } catch (err) {
    toStore!.destroy();
    toCopy!.destroy();
    await copy.done();
    throw err;
  }
}

export async function readHead(storage: FileStorage, key: string): Promise<Buffer> {
  const stream = storage.get(key);
  try {
    for await (const chunk of stream) return Buffer.from(chunk as Buffer).subarray(0, 8);
    return Buffer.alloc(0);
  } catch (err) {
    missingAsGone(err);
  } finally {
    stream.destroy();
  }
}

/**
 * Copies one stream into `count` streams read at their own pace: the source pauses while any of them is
 * full, so memory stays at `bufferBytes` a branch (a stream's default when not given). An error of the
 * source ends every branch with it; a branch destroyed by its reader is unpiped and the others go on.
 */
export function teeBody(source: Readable, count: number, bufferBytes?: number): PassThrough[] {
  const options = bufferBytes === undefined ? {} : { highWaterMark: bufferBytes };
  const branches = Array.from({ length: count }, () => new PassThrough(options));
  source.on('error', (err) => {
    for (const branch of branches) branch.destroy(err);
  });
  for (const branch of branches) source.pipe(branch);
  return branches;
}
