import { createReadStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { TabularError, tabularMessages } from './errors.ts';

export type ZipEntry = {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
};

/** What a workbook may expand to before we refuse it as a zip bomb. */
export const zipLimits = {
  maxEntries: 10_000,
  maxDirectoryBytes: 16 * 1024 * 1024,
  /** Refused when the total is past this AND the ratio below: a big but honest workbook still passes. */
  maxUncompressedBytes: 1024 * 1024 * 1024,
  maxRatio: 50,
  /** Never read past this however the ratio looks. */
  hardMaxUncompressedBytes: 4 * 1024 * 1024 * 1024,
};
export type ZipLimits = typeof zipLimits;

const corrupt = () => new TabularError(tabularMessages.corrupt);
const bomb = () => new TabularError(tabularMessages.zipBomb);
const max32 = 0xffffffff;

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  if (bytesRead !== length) throw corrupt();
  return buffer;
}

/** Reads the central directory at the end of a zip file (no data is decompressed). */
export async function readZipDirectory(file: FileHandle, size: number, limits: ZipLimits = zipLimits): Promise<ZipEntry[]> {
  if (size < 22) throw corrupt();
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = await readAt(file, size - tailLength, tailLength);
  let eocd = -1;
  for (let i = tailLength - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50 && i + 22 + tail.readUInt16LE(i + 20) <= tailLength) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw corrupt();
  const count = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  // ZIP64 end records: only needed past 65,535 entries or 4 GB, far beyond any list we accept.
  if (count === 0xffff || directorySize === max32 || directoryOffset === max32) throw bomb();
  if (tail.readUInt16LE(eocd + 4) !== 0 || tail.readUInt16LE(eocd + 6) !== 0) throw corrupt();
  if (count > limits.maxEntries || directorySize > limits.maxDirectoryBytes) throw bomb();
  if (directoryOffset + directorySize > size) throw corrupt();
  const directory = await readAt(file, directoryOffset, directorySize);
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > directory.length || directory.readUInt32LE(p) !== 0x02014b50) throw corrupt();
    const nameLength = directory.readUInt16LE(p + 28);
    const extraLength = directory.readUInt16LE(p + 30);
    const commentLength = directory.readUInt16LE(p + 32);
    if (p + 46 + nameLength + extraLength > directory.length) throw corrupt();
    const entry: ZipEntry = {
      name: directory.toString('utf8', p + 46, p + 46 + nameLength),
      flags: directory.readUInt16LE(p + 8),
      method: directory.readUInt16LE(p + 10),
      compressedSize: directory.readUInt32LE(p + 20),
      uncompressedSize: directory.readUInt32LE(p + 24),
      localOffset: directory.readUInt32LE(p + 42),
    };
    applyZip64Extra(entry, directory.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength));
    entries.push(entry);
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Sizes too big for 32 bits live in the ZIP64 extra field (id 1), in this order, only those that overflowed. */
function applyZip64Extra(entry: ZipEntry, extra: Buffer): void {
  if (entry.uncompressedSize !== max32 && entry.compressedSize !== max32 && entry.localOffset !== max32) return;
  for (let q = 0; q + 4 <= extra.length;) {
    const id = extra.readUInt16LE(q);
    const length = extra.readUInt16LE(q + 2);
    if (id === 1) {
      let r = q + 4;
      const next = () => {
        if (r + 8 > q + 4 + length) throw corrupt();
        const value = Number(extra.readBigUInt64LE(r));
        r += 8;
        return value;
      };
      if (entry.uncompressedSize === max32) entry.uncompressedSize = next();
      if (entry.compressedSize === max32) entry.compressedSize = next();
      if (entry.localOffset === max32) entry.localOffset = next();
      return;
    }
    q += 4 + length;
  }
  throw corrupt();
}

/** Refuses an archive whose declared sizes expand too far (before anything is decompressed). */
export function checkDeclaredSizes(entries: ZipEntry[], fileSize: number, limits: ZipLimits = zipLimits): void {
  if (entries.some((e) => e.flags & 1)) throw new TabularError(tabularMessages.encrypted);
  const total = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (total > limits.hardMaxUncompressedBytes) throw bomb();
  if (total > limits.maxUncompressedBytes && total / Math.max(fileSize, 1) > limits.maxRatio) throw bomb();
}

export type LocatedEntry = ZipEntry & { dataStart: number };

/**
 * Decompresses every entry once, counting bytes, to prove the declared sizes true (a lying directory
 * is the classic bomb). Returns where each entry's data starts and the content of the entries named
 * in `keep` (small XML parts).
 */
export async function verifyEntries(
  path: string,
  file: FileHandle,
  fileSize: number,
  entries: ZipEntry[],
  keep: ReadonlySet<string>,
): Promise<{ located: Map<string, LocatedEntry>; kept: Map<string, Buffer> }> {
  const located = new Map<string, LocatedEntry>();
  const kept = new Map<string, Buffer>();
  for (const entry of entries) {
    const local = await readAt(file, entry.localOffset, 30);
    if (local.readUInt32LE(0) !== 0x04034b50) throw corrupt();
    const nameLength = local.readUInt16LE(26);
    const name = (await readAt(file, entry.localOffset + 30, nameLength)).toString('utf8');
    if (name !== entry.name) throw corrupt();
    const localCompressed = local.readUInt32LE(18);
    const usesDescriptor = (local.readUInt16LE(6) & 8) !== 0;
    if (
      !usesDescriptor &&
      localCompressed !== max32 &&
      (localCompressed !== entry.compressedSize || local.readUInt32LE(22) !== entry.uncompressedSize)
    ) {
      throw corrupt();
    }
    const dataStart = entry.localOffset + 30 + nameLength + local.readUInt16LE(28);
    if (dataStart + entry.compressedSize > fileSize) throw corrupt();
    const at: LocatedEntry = { ...entry, dataStart };
    located.set(entry.name, at);
    const content = await drainEntry(path, at, keep.has(entry.name));
    if (content) kept.set(entry.name, content);
  }
  return { located, kept };
}

/** The decompressed bytes of one entry, as a stream (read straight from the file: no unzip library). */
export function openEntry(path: string, entry: LocatedEntry): Readable {
  if (entry.method !== 0 && entry.method !== 8) throw corrupt();
  if (entry.compressedSize === 0) return Readable.from([]);
  const raw = createReadStream(path, { start: entry.dataStart, end: entry.dataStart + entry.compressedSize - 1 });
  if (entry.method === 0) return raw;
  const inflate = createInflateRaw();
  raw.on('error', (err) => inflate.destroy(err));
  inflate.on('close', () => raw.destroy());
  return raw.pipe(inflate);
}

async function drainEntry(path: string, entry: LocatedEntry, keep: boolean): Promise<Buffer | undefined> {
  const output = openEntry(path, entry);
  const chunks: Buffer[] = [];
  let produced = 0;
  try {
    for await (const chunk of output as AsyncIterable<Buffer>) {
      produced += chunk.length;
      if (produced > entry.uncompressedSize) throw bomb();
      if (keep) chunks.push(chunk);
    }
  } catch (err) {
    if (err instanceof TabularError) throw err;
    throw corrupt();
  } finally {
    output.destroy();
  }
  if (produced !== entry.uncompressedSize) throw corrupt();
  return keep ? Buffer.concat(chunks) : undefined;
}
