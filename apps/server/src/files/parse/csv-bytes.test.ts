import { describe, expect, it } from 'vitest';
import { tabularLimits } from './errors.ts';
import { BufferPool, PackedBuilder, rowHeader, unpackRows } from './packed-rows.ts';
import { packedRowCount, parseAll } from './parse.test-helpers.ts';

// parseAll reads every CSV both ways (text, and packed bytes as an ingest does) and fails when they differ,
// so each case below is a comparison with the text readers; these cases add where the byte reader must
// hand over to them, and check that it does read the plain part itself.

const lines = (count: number, line: (i: number) => string, end = '\n') => Array.from({ length: count }, (_, i) => line(i)).join(end) + end;
/** A file past the first 256 KB scan (read as strings for the header), so later rows come packed. */
const big = (line: (i: number) => string, end = '\n', count = 40_000) => `id,name,city${end}` + lines(count, line, end);
const plain = (i: number) => `${i},"Name, ${i}",City ${i % 7}`;

describe('the byte reader of UTF-8 CSVs', () => {
  it.each([7, 4096, 64 * 1024])('reads a plain file streamed in chunks of %i bytes, packed past the header scan', async (chunkSize) => {
    const csv = big(plain);
    const { rows } = await parseAll(csv, { chunkSize });
    expect(rows).toHaveLength(40_000);
    expect(rows[39_999]).toEqual(['39999', 'Name, 39999', 'City 1']);
    expect(await packedRowCount(csv, { chunkSize })).toBeGreaterThan(20_000);
  });

  it.each([
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ])('reads %s line ends packed', async (_name, end) => {
    const csv = big(plain, end);
    expect((await parseAll(csv, { chunkSize: 999 })).rows).toHaveLength(40_000);
    expect(await packedRowCount(csv, { chunkSize: 999 })).toBeGreaterThan(20_000);
  });

  it('reads quoted values with delimiters, doubled quotes, line breaks and non-ASCII text packed', async () => {
    const csv = big((i) => `${i},"say ""hi"", ${i}","Zürich\r\nline ${i}\nend 😀"`, '\r\n');
    const { rows } = await parseAll(csv, { chunkSize: 333 });
    expect(rows[5000]).toEqual(['5000', 'say "hi", 5000', 'Zürich\r\nline 5000\nend 😀']);
    expect(await packedRowCount(csv)).toBeGreaterThan(20_000);
  });

  it('skips blank lines and rows of blanks (non-ASCII spaces too), pads short rows and grows the columns on long ones', async () => {
    const csv = big(
      (i) =>
        i % 5 === 0 ? '' : i % 5 === 1 ? ' , ,\u00a0' : i % 5 === 2 ? `${i},short` : i % 997 === 3 ? `${i},a,b,extra, ,` : `${i},x,y`,
      '\n',
      100_000,
    );
    const { rows, columns } = await parseAll(csv, { chunkSize: 5000 });
    expect(columns).toEqual(['id', 'name', 'city', 'Column 4']);
    expect(rows).toHaveLength(100_000 * (3 / 5));
    expect(rows.find((row) => row[0] === '2')).toEqual(['2', 'short', '']);
    expect(rows.find((row) => row[0] === '7')).toEqual(['7', 'short', '', '']);
    expect(await packedRowCount(csv, { chunkSize: 5000 })).toBeGreaterThan(30_000);
  });

  it('drops NUL characters from cells, as they are written', async () => {
    // (Not in the first 64 KB: a NUL there means the file is not text.)
    const csv = big((i) => (i > 10_000 ? `${i},a\u0000b,"\u0000"` : plain(i)));
    const { rows } = await parseAll(csv);
    expect(rows[30_000]).toEqual(['30000', 'a\u0000b', '\u0000']);
    expect(await packedRowCount(csv)).toBeGreaterThan(20_000);
  });

  it('skips a byte-order mark and keeps leading blank columns out', async () => {
    const csv = `\ufeff,id,name\n` + lines(40_000, (i) => `,${i},n${i}`);
    const { columns, rows } = await parseAll(csv, { chunkSize: 4096 });
    expect(columns).toEqual(['id', 'name']);
    expect(rows[39_999]).toEqual(['39999', 'n39999']);
  });

  it.each([
    ['a malformed quote', (i: number) => (i === 30_000 ? `${i},"x"y,z` : plain(i))],
    ['a space after a closing quote', (i: number) => (i === 30_000 ? `${i},"x" ,z` : plain(i))],
    ['a quote inside an unquoted value', (i: number) => (i === 30_000 ? `${i},5" tall,z` : plain(i))],
    ['a lone CR', (i: number) => (i === 30_000 ? `${i},a\rb,z` : plain(i))],
  ])('hands the rest of the file to the text readers from %s on, without losing a row', async (_name, line) => {
    const csv = big(line);
    const { rows } = await parseAll(csv, { chunkSize: 4096 });
    expect(rows).toHaveLength(40_000);
    const packed = await packedRowCount(csv, { chunkSize: 4096 });
    expect(packed).toBeGreaterThan(10_000);
    expect(packed).toBeLessThan(30_000);
  });

  it('hands over a record longer than 1 MB', async () => {
    // 1.2 MB, 600,000 characters: within the cell limit.
    const csv = big((i) => (i === 30_000 ? `${i},"${'é'.repeat(600_000)}",z` : plain(i)));
    const { rows } = await parseAll(csv, { chunkSize: 64 * 1024 });
    expect(rows[30_000]![1]).toHaveLength(600_000);
    expect(await packedRowCount(csv, { chunkSize: 64 * 1024 })).toBeLessThan(30_000);
  });

  it('hands over bytes that are not UTF-8 (the text readers read them as U+FFFD)', async () => {
    const csv = Buffer.concat([
      Buffer.from(big(plain, '\n', 30_000)),
      Buffer.from([0x31, 0x2c, 0xe9, 0x2c, 0x78, 0x0a]),
      Buffer.from(lines(3000, plain)),
    ]);
    const { rows } = await parseAll(csv, { chunkSize: 4096 });
    expect(rows[30_000]).toEqual(['1', '\ufffd', 'x']);
  });

  it('refuses what the text readers refuse, with the same message: a quote left open, limits', async () => {
    await expect(parseAll(big(plain) + '1,"open\n2,b,c\n')).rejects.toThrow(/quote/i);
    await expect(parseAll(big(plain), { limits: { ...tabularLimits, maxRows: 35_000 } })).rejects.toThrow('more than 35,000 rows');
    await expect(parseAll(big(plain), { limits: { ...tabularLimits, maxCells: 100_000 } })).rejects.toThrow('more than 100,000 cells');
    await expect(
      parseAll(
        big((i) => (i === 30_000 ? `${i},${'x'.repeat(200)},z` : plain(i))),
        { limits: { ...tabularLimits, maxFieldChars: 100 } },
      ),
    ).rejects.toThrow();
  });

  it('measures a cell against the limit in characters, not bytes', async () => {
    // 60 three-byte characters: 180 bytes, 60 characters.
    const csv = big((i) => (i === 30_000 ? `${i},${'€'.repeat(60)},z` : plain(i)));
    const { rows } = await parseAll(csv, { limits: { ...tabularLimits, maxFieldChars: 100 } });
    expect(rows[30_000]![1]).toBe('€'.repeat(60));
  });
});

describe('packed rows', () => {
  it('builds rows from strings and from other rows, padding to a width', () => {
    const builder = new PackedBuilder(rowHeader.bytes, 16);
    builder.addRow(['a', 'bé\u0000', '']);
    const first = builder.done();
    const again = new PackedBuilder(rowHeader.bytes, 16);
    again.copyRow(first, 0, 5);
    again.addRow(['😀']);
    const packed = again.done();
    expect(packed.rows).toBe(2);
    expect(unpackRows(packed)).toEqual([['a', 'bé', '', '', ''], ['😀']]);
  });

  it('hands a given-back buffer out again when it is large enough', () => {
    const pool = new BufferPool(1);
    const buffer = pool.take(10);
    expect(buffer.length).toBeGreaterThanOrEqual(1024 * 1024);
    pool.give(buffer);
    expect(pool.take(100)).toBe(buffer);
    expect(pool.take(100)).not.toBe(buffer);
    pool.give(pool.take(5 * 1024 * 1024));
    expect(pool.take(6 * 1024 * 1024).length).toBeGreaterThanOrEqual(6 * 1024 * 1024);
  });
});
