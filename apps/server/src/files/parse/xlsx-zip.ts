import { read } from 'node:fs';
import { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { TabularError, tabularMessages } from './errors.ts';

/**
 * The zip container of a workbook, read with yauzl (its directory, ZIP64 included, and each part's bytes).
 * yauzl checks every part's decompressed size against the directory while it streams (`validateEntrySizes`),
 * so a directory that lies about a part is caught as it expands; the declared sizes are checked before.
 */

export type ZipEntry = { name: string; flags: number; compressedSize: number; uncompressedSize: number };

/** What a workbook may expand to before we refuse it as a zip bomb. */
export const zipLimits = {
  maxEntries: 10_000,
  /** Refused when the total is past this AND the ratio below: a big but honest workbook still passes. */
  maxUncompressedBytes: 1024 * 1024 * 1024,
  maxRatio: 50,
  /** Never read past this however the ratio looks. */
  hardMaxUncompressedBytes: 4 * 1024 * 1024 * 1024,
};
export type ZipLimits = typeof zipLimits;

const corrupt = () => new TabularError(tabularMessages.corrupt);
const bomb = () => new TabularError(tabularMessages.zipBomb);

/** Refuses an archive whose declared sizes expand too far (before anything is decompressed). */
export function checkDeclaredSizes(entries: ZipEntry[], fileSize: number, limits: ZipLimits = zipLimits): void {
  if (entries.some((e) => e.flags & 1)) throw new TabularError(tabularMessages.encrypted);
  const total = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (total > limits.hardMaxUncompressedBytes) throw bomb();
  if (total > limits.maxUncompressedBytes && total / Math.max(fileSize, 1) > limits.maxRatio) throw bomb();
}

/** A yauzl stream error as the user's message: a part longer than its directory says is a bomb, the rest damage. */
export function zipStreamError(err: unknown): TabularError {
  if (err instanceof TabularError) return err;
  return /too many bytes/.test(err instanceof Error ? err.message : '') ? bomb() : corrupt();
}

export type WorkbookZip = {
  entries: ReadonlyMap<string, ZipEntry>;
  /** The decompressed bytes of a part, as a stream (errors with a TabularError when the part is damaged or lies). */
  open(name: string): Promise<Readable>;
  /** A small part whole (the workbook and its relationships); refused past `maxBytes`. */
  read(name: string, maxBytes: number): Promise<Buffer | undefined>;
  close(): void;
};

/** Bytes `start` … `end` (exclusive) of a descriptor; never closes it (an fs ReadStream closes its fd when destroyed). */
class FdRange extends Readable {
  private position: number;
  private readonly fd: number;
  private readonly end: number;
  constructor(fd: number, start: number, end: number) {
    super({ highWaterMark: 256 * 1024 });
    this.fd = fd;
    this.position = start;
    this.end = end;
  }
  override _read(size: number): void {
    const length = Math.min(size, this.end - this.position);
    if (length <= 0) {
      this.push(null);
      return;
    }
    const buffer = Buffer.allocUnsafe(length);
    read(this.fd, buffer, 0, length, this.position, (err, bytesRead) => {
      if (err) return this.destroy(err);
      if (bytesRead === 0) return this.destroy(new Error('unexpected end of file'));
      this.position += bytesRead;
      this.push(bytesRead < length ? buffer.subarray(0, bytesRead) : buffer);
    });
  }
}

/** Reads the zip through a descriptor it does not own (yauzl's own fd reader closes it). */
class FdReader extends yauzl.RandomAccessReader {
  private readonly fd: number;
  constructor(fd: number) {
    super();
    this.fd = fd;
  }
  override _readStreamForRange(start: number, end: number): Readable {
    return new FdRange(this.fd, start, end);
  }
  override read(buffer: Buffer, offset: number, length: number, position: number, callback: (err: Error | null) => void): void {
    read(this.fd, buffer, offset, length, position, (err, bytesRead) =>
      callback(err ?? (bytesRead === length ? null : new Error('unexpected end of file'))),
    );
  }
}

/**
 * Opens a workbook's zip from a file descriptor the caller owns (and closes: a worker thread ended early
 * leaves no descriptor behind). Its directory is read and checked; nothing is decompressed yet.
 */
export async function openWorkbookZip(fd: number, fileSize: number, limits: ZipLimits = zipLimits): Promise<WorkbookZip> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromRandomAccessReaderPromise(new FdReader(fd), fileSize, {
      lazyEntries: true,
      autoClose: false,
      strictFileNames: false,
      validateEntrySizes: true,
    });
  } catch {
    throw corrupt();
  }
  try {
    if (zip.entryCount > limits.maxEntries) throw bomb();
    const found = new Map<string, yauzl.Entry>();
    const entries = new Map<string, ZipEntry>();
    try {
      for await (const entry of zip.eachEntry()) {
        found.set(entry.fileName, entry);
        entries.set(entry.fileName, {
          name: entry.fileName,
          flags: entry.generalPurposeBitFlag,
          compressedSize: entry.compressedSize,
          uncompressedSize: entry.uncompressedSize,
        });
      }
    } catch {
      throw corrupt();
    }
    checkDeclaredSizes([...entries.values()], fileSize, limits);
    const open = async (name: string) => {
      const entry = found.get(name);
      if (!entry) throw corrupt();
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) throw corrupt();
      try {
        return await zip.openReadStreamPromise(entry);
      } catch {
        throw corrupt();
      }
    };
    return {
      entries,
      open,
      async read(name, maxBytes) {
        const entry = entries.get(name);
        if (!entry) return undefined;
        if (entry.uncompressedSize > maxBytes) throw bomb();
        const chunks: Buffer[] = [];
        try {
          for await (const chunk of await open(name)) chunks.push(chunk as Buffer);
        } catch (err) {
          throw zipStreamError(err);
        }
        return Buffer.concat(chunks);
      },
      close: () => zip.close(),
    };
  } catch (err) {
    zip.close();
    throw err;
  }
}
