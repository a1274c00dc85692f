/**
 * Rows kept as UTF-8 bytes instead of strings (ADR 0029): what the byte reader of a UTF-8 CSV
 * (csv-bytes.ts) gives an ingest, so the cells of a million-row file are never made into ten million
 * strings and encoded back. Each row is laid out as
 *
 *     `reserve` bytes | per cell: its byte length (int32, big-endian), its bytes
 *
 * which is how PostgreSQL's binary COPY writes a `text[]`'s elements: the consumer (upload-rows.ts) writes
 * the tuple's other fields and the array header over each row's reserved bytes and sends the bytes as they
 * are. Until then the reserved bytes hold the row's own header (`rowHeader`), so nothing per row lives
 * outside the buffer (per-row arrays cost V8 full collections). NUL characters are already dropped
 * (PostgreSQL's text holds none); the bytes are valid UTF-8.
 */
export type PackedRows = {
  readonly kind: 'packed';
  /** Bytes reserved at the start of each row (at least `rowHeader.size`). */
  readonly reserve: number;
  /** The rows' bytes. */
  bytes: Buffer;
  /** How many rows. */
  rows: number;
  /** Gives `bytes` back for reuse: a consumer that is done with them may call it (once). */
  release?: () => void;
};

/** What a row's reserved bytes hold until the consumer writes over them (int32s, big-endian). */
export const rowHeader = {
  /** The row's size in bytes, reserved bytes included: the next row starts there. */
  size: 0,
  /** How many cells. */
  cells: 4,
  /** The byte length of its longest cell. */
  longest: 8,
  /** 1 when no cell starts with visible ASCII (nor held a NUL): the row may be blank, and is looked at closely. */
  blankish: 12,
  bytes: 16,
} as const;

/** A batch of rows either as strings or packed. */
export type RowBatch = string[][] | PackedRows;

export const isPacked = (batch: RowBatch): batch is PackedRows => (batch as PackedRows).kind === 'packed';

/** Writes an int32 (big-endian) where a Buffer's own method is too slow or would throw past the end. */
export function putInt32(out: Uint8Array, at: number, value: number): void {
  out[at] = value >>> 24;
  out[at + 1] = (value >>> 16) & 0xff;
  out[at + 2] = (value >>> 8) & 0xff;
  out[at + 3] = value & 0xff;
}

/** The cells of the row starting at `at`, as strings. */
export function unpackRow(packed: PackedRows, at: number): string[] {
  const { bytes } = packed;
  const end = at + bytes.readInt32BE(at + rowHeader.size);
  const row: string[] = [];
  for (let cell = at + packed.reserve; cell < end;) {
    const length = bytes.readInt32BE(cell);
    row.push(bytes.toString('utf8', cell + 4, cell + 4 + length));
    cell += 4 + length;
  }
  return row;
}

/** Every row as strings. */
export function unpackRows(packed: PackedRows): string[][] {
  const rows: string[][] = [];
  for (let r = 0, at = 0; r < packed.rows; r++, at += packed.bytes.readInt32BE(at + rowHeader.size)) rows.push(unpackRow(packed, at));
  return rows;
}

/**
 * Buffers handed out again once given back: a million-row upload would otherwise allocate ~300 MB of them,
 * which V8 counts towards full collections.
 */
export class BufferPool {
  private readonly free: Uint8Array[] = [];
  private readonly keep: number;

  constructor(keep = 32) {
    this.keep = keep;
  }

  /** A buffer of at least `size` bytes (contents undefined); new ones are at least 1 MB, so that most fit any later ask. */
  take(size: number): Uint8Array {
    const index = this.free.findIndex((buffer) => buffer.length >= size);
    if (index >= 0) return this.free.splice(index, 1)[0]!;
    return new Uint8Array(Buffer.allocUnsafeSlow(Math.max(size, 1024 * 1024)).buffer);
  }

  give(buffer: Uint8Array): void {
    if (this.free.length < this.keep) this.free.push(buffer);
  }
}

/** Builds packed rows from other packed rows and from strings (the few rows the shaper changed). */
export class PackedBuilder {
  private bytes: Buffer;
  private at = 0;
  private rows = 0;
  private readonly reserve: number;

  constructor(reserve: number, sizeHint: number) {
    this.reserve = reserve;
    this.bytes = Buffer.allocUnsafe(Math.max(sizeHint, 4096));
  }

  /** The row of `from` starting at `start`, with empty cells added up to `width`. */
  copyRow(from: PackedRows, start: number, width: number): void {
    const size = from.bytes.readInt32BE(start + rowHeader.size);
    const cells = from.bytes.readInt32BE(start + rowHeader.cells);
    const pad = 4 * Math.max(0, width - cells);
    this.room(size + pad);
    const at = this.at;
    from.bytes.copy(this.bytes, at, start, start + size);
    this.bytes.fill(0, at + size, at + size + pad);
    this.bytes.writeInt32BE(size + pad, at + rowHeader.size);
    this.bytes.writeInt32BE(cells + pad / 4, at + rowHeader.cells);
    this.at += size + pad;
    this.rows++;
  }

  /** A row given as strings (NUL dropped, lone surrogates written as U+FFFD). */
  addRow(row: readonly string[]): void {
    let room = this.reserve;
    for (const cell of row) room += 4 + 3 * cell.length;
    this.room(room);
    const start = this.at;
    let at = start + this.reserve;
    let longest = 0;
    for (const raw of row) {
      const cell = raw.includes('\u0000') ? raw.replaceAll('\u0000', '') : raw;
      const length = this.bytes.write(cell, at + 4);
      this.bytes.writeInt32BE(length, at);
      at += 4 + length;
      longest = Math.max(longest, length);
    }
    this.bytes.fill(0, start, start + this.reserve);
    this.bytes.writeInt32BE(at - start, start + rowHeader.size);
    this.bytes.writeInt32BE(row.length, start + rowHeader.cells);
    this.bytes.writeInt32BE(longest, start + rowHeader.longest);
    // Rows given as strings were shaped already: a blank one was skipped (blankish stays 0).
    this.at = at;
    this.rows++;
  }

  get rowCount(): number {
    return this.rows;
  }

  done(): PackedRows {
    return { kind: 'packed', reserve: this.reserve, bytes: this.bytes.subarray(0, this.at), rows: this.rows };
  }

  private room(bytes: number): void {
    if (this.at + bytes <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(2 * this.bytes.length, this.at + bytes));
    this.bytes.copy(grown, 0, 0, this.at);
    this.bytes = grown;
  }
}
