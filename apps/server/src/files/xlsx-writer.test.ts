import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSource } from './parse/parse.test-helpers.ts';
import { checkSheetNames, columnName, maxCellChars, writeXlsx, xmlText, type XlsxCell, type XlsxSheet } from './xlsx-writer.ts';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The entries of a zip, decompressed (read through the central directory). */
function unzip(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    entries.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

/** Each sheet's cells as exceljs reads them back: rows and columns from 1, missing cells as null. */
async function readBack(zip: Buffer): Promise<{ name: string; rows: unknown[][] }[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(zip as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row, r) => {
      const cells: unknown[] = [];
      row.eachCell((cell, c) => (cells[c - 1] = cell.value));
      rows[r - 1] = Array.from(cells, (v) => v ?? null);
    });
    return { name: sheet.name, rows: Array.from(rows, (r) => r ?? []) };
  });
}

const dir = mkdtempSync(path.join(tmpdir(), 'leadsift-xlsx-writer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const xlsx = (sheets: XlsxSheet[]) => collect(writeXlsx(sheets));

describe('xlsx writer', () => {
  it('writes several sheets, in order, that exceljs reads back cell for cell; numbers stay numbers', async () => {
    async function* batches() {
      yield [['Name', 'Score']];
      yield [
        ['Acme', 1],
        ['Initech', 2.5],
      ];
      yield [['Globex', -3e-7]];
    }
    const zip = await xlsx([
      { name: 'Qualified', rows: batches() },
      { name: 'Empty', rows: [] },
      { name: 'Criteria', rows: [[['List name', 'Leads']]] },
    ]);
    expect(await readBack(zip)).toEqual([
      {
        name: 'Qualified',
        rows: [
          ['Name', 'Score'],
          ['Acme', 1],
          ['Initech', 2.5],
          ['Globex', -3e-7],
        ],
      },
      { name: 'Empty', rows: [] },
      { name: 'Criteria', rows: [['List name', 'Leads']] },
    ]);
    const parts = unzip(zip);
    expect([...parts.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'docProps/app.xml',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
      'xl/worksheets/sheet3.xml',
    ]);
    expect(parts.get('xl/worksheets/sheet1.xml')).toContain(
      '<row r="2"><c r="A2" t="inlineStr"><is><t>Acme</t></is></c><c r="B2"><v>1</v></c></row>',
    );
    expect(parts.get('xl/worksheets/sheet2.xml')).toContain('<sheetData></sheetData>');
  });

  it('keeps text as it was: unicode, XML specials, surrounding spaces, line breaks, long text', async () => {
    const texts = [
      'Müller & Söhne GmbH',
      'Zoë 🚀 北京市 東京 서울 🇩🇪',
      `<b>"quoted" & 'single' > less < </b>`,
      '  padded both  ',
      '\tleading tab',
      'line one\nline two\r\nline three\rend',
      'x'.repeat(30_000),
      '&amp; stays &amp;',
    ];
    const back = await readBack(await xlsx([{ name: 'Text', rows: [texts.map((t) => [t])] }]));
    expect(back[0]!.rows.map((r) => r[0])).toEqual(texts);
  });

  it('drops the characters XML 1.0 cannot hold, so a hostile cell never corrupts the file', async () => {
    const hostile = [
      'a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg',
      'lone \uD800 high',
      'lone \uDC00 low',
      'no\uFFFEn\uFFFFo',
      'pair 😀 ok',
    ];
    const back = await readBack(await xlsx([{ name: 'Hostile', rows: [hostile.map((t) => [t])] }]));
    expect(back[0]!.rows.map((r) => r[0])).toEqual(['abcdefg', 'lone  high', 'lone  low', 'nono', 'pair 😀 ok']);
    expect(xmlText('\u0000\u0007')).toBe('');
  });

  it("escapes text that would read as Excel's own _xHHHH_ escape", async () => {
    const zip = await xlsx([{ name: 'S', rows: [[['id_x0041_b', 'a_b', '_x12_']]] }]);
    const sheet = unzip(zip).get('xl/worksheets/sheet1.xml')!;
    // Excel decodes _x005F_ to "_", so it shows id_x0041_b; exceljs leaves the escape as it is.
    expect(sheet).toContain('<t>id_x005F_x0041_b</t>');
    expect(sheet).toContain('<t>a_b</t>');
    expect(sheet).toContain('<t>_x12_</t>');
  });

  it('truncates a cell at the 32,767 characters Excel holds, never through a surrogate pair', async () => {
    const plain = 'a'.repeat(maxCellChars + 10);
    const split = 'a'.repeat(maxCellChars - 1) + '😀tail';
    const back = await readBack(await xlsx([{ name: 'Long', rows: [[[plain], [split]]] }]));
    expect(back[0]!.rows.map((r) => (r[0] as string).length)).toEqual([maxCellChars, maxCellChars - 1]);
  });

  it('names columns past Z (AA, AZ, BA, ZZ, AAA) and leaves out the cells a short row does not have', async () => {
    expect([0, 25, 26, 51, 52, 701, 702, 16_383].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA', 'XFD']);
    const header = Array.from({ length: 60 }, (_, i) => `C${i + 1}`);
    const zip = await xlsx([
      {
        name: 'Wide',
        rows: [[header, header.map((_, i) => i), ['only', 'three', 'cells'], [], ['', null, undefined, 'D']] as XlsxCell[][]],
      },
    ]);
    const [sheet] = await readBack(zip);
    expect(sheet!.rows[0]).toEqual(header);
    expect(sheet!.rows[1]).toEqual(header.map((_, i) => i));
    expect(sheet!.rows[2]).toEqual(['only', 'three', 'cells']);
    expect(sheet!.rows[3]).toEqual([]);
    expect(sheet!.rows[4]).toEqual([null, null, null, 'D']);
    const xml = unzip(zip).get('xl/worksheets/sheet1.xml')!;
    for (const ref of ['AA2', 'AZ2', 'BA2', 'BH2', 'D5']) expect(xml).toContain(`<c r="${ref}"`);
  });

  it('writes a file the upload parser reads back as it was uploaded', async () => {
    const file = path.join(dir, 'export.xlsx');
    writeFileSync(
      file,
      await xlsx([
        {
          name: 'Qualified',
          rows: [
            [
              ['Company', 'City', 'Employees'],
              ['Müller & Söhne', ' Köln ', 12],
            ],
          ],
        },
        { name: 'Criteria', rows: [[['x']]] },
      ]),
    );
    const { columns, rows } = await parseSource(file, { format: 'xlsx' });
    expect(columns).toEqual(['Company', 'City', 'Employees']);
    expect(rows).toEqual([['Müller & Söhne', ' Köln ', '12']]);
  });

  it('refuses sheet names Excel refuses', () => {
    expect(() => checkSheetNames([])).toThrow(/at least one sheet/);
    expect(() => checkSheetNames(['x'.repeat(32)])).toThrow(/1 to 31/);
    expect(() => checkSheetNames([''])).toThrow(/1 to 31/);
    for (const c of ['[', ']', ':', '*', '?', '/', '\\']) expect(() => checkSheetNames([`a${c}b`])).toThrow(/must not contain/);
    expect(() => checkSheetNames(["'quoted'"])).toThrow(/apostrophe/);
    expect(() => checkSheetNames(['Leads', 'LEADS'])).toThrow(/used twice/);
    expect(() => checkSheetNames(['History'])).toThrow(/reserves/);
    expect(() => checkSheetNames(['a\u0001'])).toThrow(/XML/);
    expect(() => checkSheetNames(['x'.repeat(31), 'Qualified & more', "Bob's"])).not.toThrow();
    expect(() => writeXlsx([{ name: 'a/b', rows: [] }])).toThrow(/must not contain/);
  });

  it('reads a batch only when the file has room for it: a reader that waits holds the rows back', async () => {
    const total = 6;
    let produced = 0;
    async function* batches() {
      for (let b = 0; b < total; b++) {
        produced++;
        // Random text barely compresses, so every batch is about 0.6 MB of zip.
        yield Array.from({ length: 2000 }, () => Array.from({ length: 10 }, () => randomBytes(24).toString('base64')));
      }
    }
    const stream = writeXlsx([{ name: 'Rows', rows: batches() }]);
    // Deflate works on what it was given until the buffers are full; then nothing more is read.
    let waiting = -1;
    for (let tries = 0; tries < 50 && produced !== waiting; tries++) {
      waiting = produced;
      await sleep(250);
    }
    expect(produced).toBe(waiting);
    expect(waiting).toBeLessThanOrEqual(2);
    const sheet = unzip(await collect(stream)).get('xl/worksheets/sheet1.xml')!;
    expect(produced).toBe(total);
    expect(sheet.match(/<row /g)).toHaveLength(total * 2000);
  });

  it('destroys the stream with the error a batch fails with, and reads no later sheet', async () => {
    let laterRead = false;
    async function* failing() {
      yield [['first']];
      throw new Error('database went away');
    }
    async function* later() {
      laterRead = true;
      yield [['never']];
    }
    const stream = writeXlsx([
      { name: 'A', rows: failing() },
      { name: 'B', rows: later() },
    ]);
    await expect(collect(stream)).rejects.toThrow('database went away');
    expect(stream.destroyed).toBe(true);
    await sleep(50);
    expect(laterRead).toBe(false);
  });

  it('stops reading rows when the reader goes away', async () => {
    let produced = 0;
    let closed = false;
    async function* endless() {
      try {
        for (;;) {
          produced++;
          yield Array.from({ length: 1000 }, () => [randomBytes(24).toString('base64')]);
        }
      } finally {
        closed = true;
      }
    }
    const stream = writeXlsx([{ name: 'Rows', rows: endless() }]);
    // Leaving the loop destroys the stream.
    for await (const _chunk of stream) if (produced >= 3) break;
    await sleep(100);
    expect(closed).toBe(true);
    const after = produced;
    await sleep(200);
    expect(produced).toBe(after);
  });
});
