import { isUtf8 } from 'node:buffer';
import type { LineEnding } from './csv-papa.ts';
import type { Delimiter } from './delimiter.ts';
import { BufferPool, putInt32, rowHeader, type PackedRows, type RowBatch } from './packed-rows.ts';

/**
 * The byte reader of a UTF-8 CSV (ADR 0029): records go from the file's bytes straight into
 * packed rows (packed-rows.ts), without a string per cell. It reads the plain form of CSV only: fields
 * either unquoted (no quote, no other kind of line end) or quoted with doubled quotes inside and a
 * delimiter or line end right after the closing quote, records of at most `longRecord` bytes, valid UTF-8.
 * From the first record that is anything else, the rest of the file goes to `fallback` (the text
 * readers, papaparse then csv-parse, whose rules the tests pin), so what the two give is the same.
 */
export type BytesDialect = { delimiter: Delimiter; newline: LineEnding };
/** Continues from `from` (a record boundary) with the text readers; `recordsBefore` records were given out. */
export type BytesFallback = (from: Buffer, rest: AsyncIterator<Buffer>, recordsBefore: number) => AsyncIterator<string[][]>;

/** A record longer than this (in the file) is left to the text readers: re-reading it per chunk would cost its length squared. */
export const longRecord = 1024 * 1024;

const quote = 0x22;
const cr = 0x0d;
const lf = 0x0a;

/** Bytes read before a scan: fewer, larger scans (a scan per 64 KB network chunk costs more per byte). */
const scanBytes = 256 * 1024;

/** Packed rows of a UTF-8 CSV's bytes (BOM already skipped), a batch per ~256 KB read. */
export async function* packedRecordChunks(
  chunks: AsyncIterator<Buffer>,
  dialect: BytesDialect,
  reserve: number,
  fallback: BytesFallback,
): AsyncGenerator<RowBatch> {
  const scanner = new RecordScanner(dialect, reserve);
  // The bytes not scanned yet (an unfinished record first), gathered in one buffer that is reused.
  let joined = Buffer.allocUnsafeSlow(2 * scanBytes);
  let length = 0;
  let records = 0;
  for (;;) {
    const next = await chunks.next();
    const final = next.done === true;
    if (!final) {
      const chunk = next.value;
      if (length + chunk.length > joined.length) {
        const grown = Buffer.allocUnsafeSlow(2 * (length + chunk.length));
        joined.copy(grown, 0, 0, length);
        joined = grown;
      }
      length += chunk.copy(joined, length);
      if (length < scanBytes) continue;
    }
    const data = joined.subarray(0, length);
    const { rows, stop, plain } = scanner.scan(data, final);
    // Invalid UTF-8 is left to the text readers too (they read it as U+FFFD, as an upload always did).
    const valid = stop === 0 || isUtf8(data.subarray(0, stop));
    if (valid && rows.rows) {
      records += rows.rows;
      yield rows;
    } else rows.release?.();
    const from = valid ? stop : 0;
    if (!valid || !plain || length - from > longRecord) {
      yield* remainder(fallback(Buffer.from(data.subarray(from)), final ? emptyIterator() : chunks, records));
      return;
    }
    if (final) return;
    joined.copyWithin(0, from, length);
    length -= from;
  }
}

async function* remainder(iterator: AsyncIterator<string[][]>): AsyncGenerator<string[][]> {
  for (;;) {
    const next = await iterator.next();
    if (next.done) return;
    yield next.value;
  }
}

function emptyIterator(): AsyncIterator<Buffer> {
  return { next: () => Promise.resolve({ done: true, value: undefined }) };
}

type Scanned = {
  rows: PackedRows;
  /** Where the packed records end: the start of the next, unfinished or not plain, record. */
  stop: number;
  /** False when reading stopped at a record that is not plain. */
  plain: boolean;
};

/** What a byte is to an unquoted field. */
const ordinary = 0;
const endsField = 1;
const endsRecord = 2;
const notPlainByte = 3;
const nul = 4;

/** Scans whole records of one piece of bytes into packed rows. */
class RecordScanner {
  private readonly delimiter: number;
  private readonly crlf: boolean;
  private readonly reserve: number;
  private readonly unquoted = new Uint8Array(256);
  private readonly pool = new BufferPool();

  constructor(dialect: BytesDialect, reserve: number) {
    this.delimiter = dialect.delimiter.charCodeAt(0);
    this.crlf = dialect.newline === '\r\n';
    this.reserve = reserve;
    const { unquoted } = this;
    unquoted[this.delimiter] = endsField;
    unquoted[quote] = notPlainByte;
    unquoted[0] = nul;
    // CRLF: a CR ends the record if an LF follows; a lone LF is not plain. LF or CR: the other one is not plain.
    unquoted[cr] = dialect.newline === '\n' ? notPlainByte : endsRecord;
    unquoted[lf] = dialect.newline === '\r\n' || dialect.newline === '\n' ? endsRecord : notPlainByte;
  }

  /**
   * Packs the records of `data` that end in it (with `final`, the last one may end at the end of the data).
   * A record is written optimistically (a typed array ignores writes past its end) and written again
   * into a larger buffer when it did not fit.
   */
  scan(bytes: Buffer, final: boolean): Scanned {
    const { delimiter: d, crlf, reserve, unquoted } = this;
    // Plain typed arrays: V8 reads and writes their elements faster than a Buffer's (a subclass).
    const data = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
    const end = data.length;
    const { pool } = this;
    let out = pool.take(2 * end + 4 * reserve + 4096);
    let count = 0;
    let i = 0;
    let o = 0;
    let stop = 0;
    let outEnd = 0;
    let plain = true;
    records: while (i < end) {
      const recordStart = i;
      const rowStart = o;
      o += reserve;
      let cells = 0;
      let longestCell = 0;
      let visible = false;
      for (;;) {
        const lengthAt = o;
        o += 4;
        const cellStart = o;
        if (i < end && data[i] === quote) {
          i++;
          for (;;) {
            if (i >= end) {
              // Inside quotes at the end: more bytes to come, or (final) an unclosed quote for the text readers.
              plain = !final;
              break records;
            }
            const b = data[i]!;
            if (b === quote) {
              if (i + 1 >= end && !final) break records;
              if (data[i + 1] === quote) {
                out[o++] = quote;
                i += 2;
                continue;
              }
              i++;
              break;
            }
            if (b === 0) visible = true;
            else out[o++] = b;
            i++;
          }
        } else {
          while (i < end) {
            const b = data[i]!;
            const kind = unquoted[b]!;
            if (kind === ordinary) {
              out[o++] = b;
              i++;
            } else if (kind === nul) {
              visible = true;
              i++;
            } else if (kind === notPlainByte) {
              plain = false;
              break records;
            } else break;
          }
        }
        const length = o - cellStart;
        putInt32(out, lengthAt, length);
        if (length > longestCell) longestCell = length;
        // Visible ASCII (not a space) at a cell's start: the row is not blank. Otherwise the shaper looks closer.
        if (length > 0 && out[cellStart]! > 0x20 && out[cellStart]! < 0x7f) visible = true;
        cells++;
        if (i >= end) {
          if (!final) break records;
          break;
        }
        const b = data[i]!;
        if (b === d) {
          i++;
          continue;
        }
        if (crlf && b === cr) {
          if (i + 1 >= end && !final) break records;
          if (data[i + 1] === lf) {
            i += 2;
            break;
          }
        } else if (!crlf && unquoted[b] === endsRecord) {
          i++;
          break;
        }
        // Something after a closing quote, or a lone CR / LF.
        plain = false;
        break records;
      }
      if (o > out.length) {
        // The record did not fit: a larger buffer, and the record again.
        const grown = new Uint8Array(2 * out.length + 8 * (i - recordStart) + reserve);
        grown.set(out.subarray(0, rowStart));
        pool.give(out);
        out = grown;
        i = recordStart;
        o = rowStart;
        continue;
      }
      out.fill(0, rowStart + rowHeader.bytes, rowStart + reserve);
      putInt32(out, rowStart + rowHeader.size, o - rowStart);
      putInt32(out, rowStart + rowHeader.cells, cells);
      putInt32(out, rowStart + rowHeader.longest, longestCell);
      putInt32(out, rowStart + rowHeader.blankish, visible ? 0 : 1);
      count++;
      stop = i;
      outEnd = o;
    }
    const packed = Buffer.from(out.buffer, out.byteOffset, outEnd);
    const owned = out;
    const release = () => pool.give(owned);
    const rows: PackedRows = { kind: 'packed', reserve, bytes: packed, rows: count, release };
    return { rows, stop, plain };
  }
}
