import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { tabularMessages } from './errors.ts';
import { parseAll, parseSource, toStream } from './parse.test-helpers.ts';
import { parseTabular } from './tabular.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'leadsift-csv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: string | Buffer) => {
  const p = path.join(dir, name);
  writeFileSync(p, content);
  return p;
};

describe('CSV encodings', () => {
  const expected = { columns: ['name', 'city'], rows: [['Café', 'Zürich']] };

  it.each([
    ['UTF-8', Buffer.from('name,city\nCafé,Zürich\n')],
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('name,city\nCafé,Zürich\n')])],
    ['UTF-16 LE with BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('name,city\r\nCafé,Zürich\r\n', 'utf16le')])],
    ['UTF-16 BE with BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('name,city\r\nCafé,Zürich\r\n', 'utf16le').swap16()])],
    ['Windows-1252', Buffer.from('name,city\nCaf\xe9,Z\xfcrich\n', 'latin1')],
  ])('reads %s', async (_name, bytes) => {
    const { columns, rows } = await parseAll(bytes, { chunkSize: 3 });
    expect({ columns, rows }).toEqual(expected);
  });

  it('reads Windows-1252 punctuation (smart quotes, euro) as Windows-1252, not Latin-1', async () => {
    const { rows } = await parseAll(Buffer.from('note\n\x93Caf\xe9\x94 \x80 5\n', 'latin1'));
    expect(rows).toEqual([['“Café” € 5']]);
  });

  it('given a path, notices a Windows-1252 byte far past the first chunk', async () => {
    const p = file(
      'late-1252.csv',
      Buffer.concat([Buffer.from('name\n' + 'plain ascii\n'.repeat(20_000)), Buffer.from('Caf\xe9\n', 'latin1')]),
    );
    const { rows, info } = await parseSource(p);
    expect(info.encoding).toBe('windows-1252');
    expect(rows.at(-1)).toEqual(['Café']);
    expect(rows).toHaveLength(20_001);
  });

  it('refuses binary content', async () => {
    await expect(parseAll(Buffer.from([0x50, 0x00, 0x00, 0x01, 0x02, 0x00, 0x00, 0x00, 0xff, 0x00, 0x00, 0x00]))).rejects.toThrow(
      tabularMessages.wrongType,
    );
  });
});

describe('CSV structure', () => {
  it.each([
    ['semicolon', 'a;b\n1;"x;y"\n', [['1', 'x;y']]],
    ['tab', 'a\tb\n1\t"x\ty"\n', [['1', 'x\ty']]],
    ['pipe', 'a|b\n1|2\n', [['1', '2']]],
    [
      'CR-only line ends',
      'a,b\r1,2\r3,4\r',
      [
        ['1', '2'],
        ['3', '4'],
      ],
    ],
    ['CRLF line ends', 'a,b\r\n1,2\r\n', [['1', '2']]],
    [
      'mixed line ends',
      'a,b\r\n1,2\n3,4\r5,6',
      [
        ['1', '2'],
        ['3', '4'],
        ['5', '6'],
      ],
    ],
    ['quoted delimiters, doubled quotes, line breaks', 'a,b\n"x, y","say ""hi""\r\nthere"\n', [['x, y', 'say "hi"\r\nthere']]],
    ['values kept as is (spaces, leading zeros, formulas)', 'a,b\n  007 ,=1+1\n', [['  007 ', '=1+1']]],
  ])('%s', async (_name, csv, rows) => {
    // One byte per chunk: every boundary (inside \r\n, quotes, multi-byte chars) is exercised.
    expect((await parseAll(csv, { chunkSize: 1 })).rows).toEqual(rows);
  });

  it('names blank header cells Column N and numbers duplicates; trims header names only', async () => {
    const { columns, rows } = await parseAll(' Email ,,Email, Name \n a ,b,c,d\n');
    expect(columns).toEqual(['Email', 'Column 2', 'Email (2)', 'Name']);
    expect(rows).toEqual([[' a ', 'b', 'c', 'd']]);
  });

  it('pads short rows and keeps the extra cells of long rows under new Column N headers', async () => {
    const { columns, rows } = await parseAll('a,b,c\n1\n1,2,3,4,5\n1,2\n');
    expect(columns).toEqual(['a', 'b', 'c', 'Column 4', 'Column 5']);
    // A row is as wide as the columns were when it was read; later readers pad the earlier ones.
    expect(rows).toEqual([
      ['1', '', ''],
      ['1', '2', '3', '4', '5'],
      ['1', '2', '', '', ''],
    ]);
  });

  it('does not grow for trailing empty cells', async () => {
    const { columns, rows } = await parseAll('a,b\n1,2,,,\n');
    expect(columns).toEqual(['a', 'b']);
    expect(rows).toEqual([['1', '2']]);
  });

  it('skips blank lines and lines of empty cells, before the header too', async () => {
    const { columns, rows } = await parseAll('\n,,\na,b\n\n1,2\n , \n\n3,4\n');
    expect(columns).toEqual(['a', 'b']);
    expect(rows).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('gives the same rows in batches as one by one', async () => {
    const csv = 'a,b\n' + Array.from({ length: 5000 }, (_, i) => `${i},"v ${i}"`).join('\n');
    const table = await parseTabular(toStream(csv, 1000), { format: 'csv' });
    const batched: string[][] = [];
    // Without `pack`, every batch is strings.
    for await (const batch of table.batches) batched.push(...(batch as string[][]));
    expect(batched).toEqual((await parseAll(csv, { chunkSize: 777 })).rows);
    expect(table.rowCount).toBe(5000);
  });

  it('reads a file with no final line break', async () => {
    expect((await parseAll('a,b\n1,2')).rows).toEqual([['1', '2']]);
  });
});

describe('CSV limits', () => {
  it.each([
    ['an empty file', '', tabularMessages.empty],
    ['only blank lines', '\n\n,,\n', tabularMessages.empty],
    ['a header only', 'a,b,c\n', tabularMessages.headerOnly],
    ['a header and blank lines', 'a,b,c\n\n,,\n', tabularMessages.headerOnly],
    ['an unclosed quote', 'a,b\n1,"never closed\n2,3\n', tabularMessages.quoteNotClosed],
  ])('refuses %s', async (_name, csv, message) => {
    await expect(parseAll(csv)).rejects.toThrow(message);
  });

  it('refuses more than 500 columns (header or a later row)', async () => {
    const wide = Array.from({ length: 501 }, (_, i) => `c${i}`).join(',');
    await expect(parseAll(`${wide}\n1\n`)).rejects.toThrow(tabularMessages.tooManyColumns(500));
    await expect(parseAll(`a,b\n${wide}\n`)).rejects.toThrow(tabularMessages.tooManyColumns(500));
    expect((await parseAll(`${wide.split(',').slice(0, 500).join(',')}\n1\n`)).columns).toHaveLength(500);
  });

  it('refuses a cell over 1 MB', async () => {
    const big = 'x'.repeat(1024 * 1024 + 1);
    await expect(parseAll(`a,b\n1,"${big}"\n`)).rejects.toThrow(tabularMessages.fieldTooLarge(1));
    expect((await parseAll(`a,b\n1,"${big.slice(1)}"\n`)).rows[0]?.[1]).toHaveLength(1024 * 1024);
  });

  it('stops a runaway record (an open quote swallowing the file) at 16 MB without buffering the rest', async () => {
    await expect(parseAll(`a,b\n1,"${'y'.repeat(17 * 1024 * 1024)}`)).rejects.toThrow(/larger than 16 MB/);
  });

  it('refuses more rows than the limit (1,048,575 by default)', async () => {
    const csv = 'a\n' + '1\n'.repeat(11);
    await expect(parseAll(csv, { limits: { maxRows: 10 } })).rejects.toThrow(tabularMessages.tooManyRows(10));
    expect((await parseAll(csv, { limits: { maxRows: 11 } })).rowCount).toBe(11);
    expect(tabularMessages.tooManyRows(1_048_575)).toBe("The file has more than 1,048,575 rows, this server's limit (MAX_ROWS)");
  });

  it('refuses more cells than the limit', async () => {
    await expect(parseAll('a,b\n1,2\n3,4\n', { limits: { maxCells: 3 } })).rejects.toThrow(tabularMessages.tooManyCells(3));
  });
});

describe('CSV rows one by one', () => {
  it('stops reading the file when the reader stops early', async () => {
    const stream = toStream('a,b\n' + '1,2\n'.repeat(100_000), 1000);
    const table = await parseTabular(stream, { format: 'csv' });
    const first: string[][] = [];
    for await (const row of table.rows) {
      first.push(row);
      if (first.length === 3) break;
    }
    expect(first).toEqual([
      ['1', '2'],
      ['1', '2'],
      ['1', '2'],
    ]);
    if (!stream.destroyed) await Promise.race([once(stream, 'close'), sleep(2000)]);
    expect(stream.destroyed).toBe(true);
    expect(table.rowCount).toBeLessThan(100_000);
  });
});
