import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyHeader, copyTrailer } from '../db/copy-format.ts';
import { PackedBuilder } from './parse/packed-rows.ts';
import { fillPackedTuples, packedRowReserve, storableCell, uploadRowsCopyBinary, uuidBytes } from './copy-binary.ts';

type Row = { uploadId: string; rowIndex: number; cells: string[] };

/** Reads the binary COPY format back as PostgreSQL does, checking every length and the trailer. */
function decode(bytes: Buffer): Row[] {
  expect(bytes.subarray(0, 11).toString('latin1')).toBe('PGCOPY\n\xff\r\n\0');
  expect(bytes.readInt32BE(11)).toBe(0);
  expect(bytes.readInt32BE(15)).toBe(0);
  let at = 19;
  const rows: Row[] = [];
  for (;;) {
    const fields = bytes.readInt16BE(at);
    at += 2;
    if (fields === -1) break;
    expect(fields).toBe(3);
    expect(bytes.readInt32BE(at)).toBe(16);
    const hex = bytes.subarray(at + 4, at + 20).toString('hex');
    const uploadId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    at += 20;
    expect(bytes.readInt32BE(at)).toBe(4);
    const rowIndex = bytes.readInt32BE(at + 4);
    at += 8;
    const arrayEnd = at + 4 + bytes.readInt32BE(at);
    at += 4;
    expect([bytes.readInt32BE(at), bytes.readInt32BE(at + 4), bytes.readInt32BE(at + 8)]).toEqual([1, 0, 25]);
    const count = bytes.readInt32BE(at + 12);
    expect(bytes.readInt32BE(at + 16)).toBe(1);
    at += 20;
    const cells: string[] = [];
    for (let i = 0; i < count; i++) {
      const length = bytes.readInt32BE(at);
      cells.push(bytes.subarray(at + 4, at + 4 + length).toString('utf8'));
      at += 4 + length;
    }
    expect(at).toBe(arrayEnd);
    rows.push({ uploadId, rowIndex, cells });
  }
  expect(at).toBe(bytes.length);
  return rows;
}

const id = '0b9f3c2e-5d1a-4c7e-9a61-2f4e8d7c6b5a';

describe('uploadRowsCopyBinary', () => {
  it('writes header, one numbered tuple per row and the trailer', () => {
    const bytes = uploadRowsCopyBinary(id, 7, [
      ['a\tb', 'é'],
      ['', '😀,"x"\n\\'],
    ]);
    expect(decode(bytes)).toEqual([
      { uploadId: id, rowIndex: 7, cells: ['a\tb', 'é'] },
      { uploadId: id, rowIndex: 8, cells: ['', '😀,"x"\n\\'] },
    ]);
    // é is 2 bytes, 😀 4: lengths are UTF-8 bytes, not characters.
    expect(bytes.length).toBe(19 + 2 * 54 + 4 * 4 + (3 + 2 + 0 + 10) + 2);
  });

  it('is only header and trailer for no rows', () => {
    expect(uploadRowsCopyBinary(id, 0, [])).toEqual(Buffer.from('PGCOPY\n\xff\r\n\0\0\0\0\0\0\0\0\0\xff\xff', 'latin1'));
  });

  it('reads back to the same cells, lone surrogates as U+FFFD (property)', () => {
    const cell = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.string({ unit: fc.constantFrom('"', '\\', '\t', '\n', 'é', '😀', '\ud800') }),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 8 }), { maxLength: 10 }), fc.nat(1_000_000), (generated, first) => {
        // NUL is dropped before encoding (storableCell): PostgreSQL text cannot hold it.
        const rows = generated.map((r) => r.map((c) => c.replaceAll('\u0000', '')));
        const decoded = decode(uploadRowsCopyBinary(id, first, rows));
        expect(decoded.map((r) => r.cells)).toEqual(rows.map((r) => r.map(storableCell)));
        expect(decoded.map((r) => r.rowIndex)).toEqual(rows.map((_, i) => first + i));
      }),
    );
  });

  it('refuses an upload id that is not a UUID', () => {
    expect(() => uuidBytes('not-a-uuid')).toThrow(/not a UUID/);
    expect(uuidBytes(id).toString('hex')).toBe(id.replaceAll('-', ''));
  });
});

describe('fillPackedTuples', () => {
  it('makes packed rows the same tuples as the encoder writes for their strings (property)', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', ',', '"', '\n', 'é', '😀', ' ', '\u0000') });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 5 }), { minLength: 1, maxLength: 8 }), fc.nat(1000), (rows, first) => {
        const uploadId = '0b5e2a3c-1d4f-4a6b-8c9d-0e1f2a3b4c5d';
        const builder = new PackedBuilder(packedRowReserve, 64);
        for (const row of rows) builder.addRow(row);
        const packed = builder.done();
        expect(fillPackedTuples(packed, uploadId, first)).toBe(rows.flat().length);
        const framed = Buffer.concat([copyHeader, packed.bytes, copyTrailer]);
        expect(framed).toEqual(
          uploadRowsCopyBinary(
            uploadId,
            first,
            rows.map((row) => row.map(storableCell)),
          ),
        );
      }),
    );
  });
});
