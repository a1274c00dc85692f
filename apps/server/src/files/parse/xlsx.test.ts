import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync, constants } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { tabularMessages } from './errors.ts';
import { parseSource, toStream } from './parse.test-helpers.ts';
import { makeZip, minimalXlsx } from './zip-fixtures.test-helpers.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'leadsift-xlsx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const save = (bytes: Buffer | ArrayBuffer) => {
  const p = path.join(dir, `f${n++}.xlsx`);
  writeFileSync(p, Buffer.from(bytes as ArrayBuffer));
  return p;
};
const parseXlsx = (p: string) => parseSource(p, { format: 'xlsx' });

async function workbook(build: (wb: ExcelJS.Workbook) => void): Promise<string> {
  const wb = new ExcelJS.Workbook();
  build(wb);
  return save(await wb.xlsx.writeBuffer());
}

describe('XLSX reading', () => {
  it('reads values as the user sees them: dates as ISO text, cached formula results, rich text, booleans, errors', async () => {
    const file = await workbook((wb) => {
      const ws = wb.addWorksheet('Leads');
      ws.addRow(['Company', 'Founded', 'Last call', 'Score', 'Double', 'Active', 'Check', 'Due']);
      const row = ws.addRow([
        { richText: [{ text: 'Acme ' }, { font: { bold: true }, text: 'GmbH' }] },
        new Date(Date.UTC(1998, 4, 17)),
        new Date(Date.UTC(2024, 0, 15, 13, 45, 30)),
        42.5,
        { formula: 'D2*2', result: 85 },
        true,
        { error: '#N/A' },
        { formula: 'B2+30', result: 35962 },
      ]);
      row.getCell(8).numFmt = 'yyyy-mm-dd';
    });
    const { columns, rows } = await parseXlsx(file);
    expect(columns).toEqual(['Company', 'Founded', 'Last call', 'Score', 'Double', 'Active', 'Check', 'Due']);
    expect(rows).toEqual([['Acme GmbH', '1998-05-17', '2024-01-15T13:45:30', '42.5', '85', 'TRUE', '#N/A', '1998-06-16']]);
  });

  it('applies the header rules: blank → Column N, duplicates numbered, short rows padded, long rows grow, blank rows skipped', async () => {
    const file = await workbook((wb) => {
      const ws = wb.addWorksheet('S');
      ws.getCell('A3').value = ' Name ';
      ws.getCell('C3').value = 'Name';
      ws.getCell('A4').value = 'Acme';
      ws.getCell('A6').value = 'Initech';
      ws.getCell('E6').value = 'extra';
    });
    const { columns, rows } = await parseXlsx(file);
    expect(columns).toEqual(['Name', 'Column 2', 'Name (2)', 'Column 4', 'Column 5']);
    expect(rows).toEqual([
      ['Acme', '', ''],
      ['Initech', '', '', '', 'extra'],
    ]);
  });

  it('reads the first visible sheet, skipping hidden ones', async () => {
    const file = await workbook((wb) => {
      const hidden = wb.addWorksheet('Lookup', { state: 'hidden' });
      hidden.addRow(['secret']);
      hidden.addRow(['x']);
      const visible = wb.addWorksheet('Leads');
      visible.addRow(['Company']);
      visible.addRow(['Acme']);
    });
    const result = await parseXlsx(file);
    expect(result.info.sheetName).toBe('Leads');
    expect(result.rows).toEqual([['Acme']]);
  });

  it('reads inline strings and sheets written without shared strings, whatever the part order', async () => {
    const file = save(
      minimalXlsx([
        { name: 'Hidden', state: 'hidden', rows: [['h'], ['x']] },
        { name: 'Leads', rows: [['Company'], ['Acme & Co']] },
      ]),
    );
    expect((await parseXlsx(file)).rows).toEqual([['Acme & Co']]);
  });

  it('reads a workbook given as a stream', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('S').addRows([['a'], ['1']]);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    expect((await parseSource(toStream(bytes, 1000), { format: 'xlsx' })).rows).toEqual([['1']]);
  });

  it('refuses a header-only sheet and an empty one', async () => {
    await expect(parseXlsx(save(minimalXlsx([{ name: 'S', rows: [['a', 'b']] }])))).rejects.toThrow(tabularMessages.headerOnly);
    await expect(parseXlsx(save(minimalXlsx([{ name: 'S', rows: [] }])))).rejects.toThrow(tabularMessages.empty);
  });

  it('refuses a workbook whose sheets are all hidden', async () => {
    await expect(parseXlsx(save(minimalXlsx([{ name: 'S', state: 'hidden', rows: [['a'], ['1']] }])))).rejects.toThrow(
      tabularMessages.noSheet,
    );
  });
});

describe('XLSX that must be refused', () => {
  const ole2 = (extra: Buffer) => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504), extra, Buffer.alloc(1024)]);

  it.each([
    ['random bytes', Buffer.from('this is not a workbook at all, just text'), tabularMessages.corrupt],
    ['a truncated workbook', null, tabularMessages.corrupt],
    ['a zip without a workbook (a .docx)', makeZip([{ name: 'word/document.xml', data: '<w:document/>' }]), tabularMessages.corrupt],
    ['a password-protected workbook', ole2(Buffer.from('EncryptionInfo', 'utf16le')), tabularMessages.encrypted],
    ['an old binary .xls', ole2(Buffer.from('Workbook', 'utf16le')), tabularMessages.oldXls],
    ['a zip with encrypted entries', makeZip([{ name: 'xl/workbook.xml', data: 'x', flags: 1 }]), tabularMessages.encrypted],
  ])('%s', async (_name, bytes, message) => {
    let content = bytes;
    if (!content) {
      const wb = new ExcelJS.Workbook();
      wb.addWorksheet('S').addRows([['a'], ['1']]);
      const full = Buffer.from(await wb.xlsx.writeBuffer());
      content = full.subarray(0, full.length - 200);
    }
    await expect(parseXlsx(save(content))).rejects.toThrow(message);
  });

  it('refuses a sheet whose XML is broken', async () => {
    const file = save(
      makeZip([
        ...[
          ['xl/workbook.xml', '<workbook><sheets><sheet name="S" r:id="rId1"/></sheets></workbook>'],
          ['xl/_rels/workbook.xml.rels', '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>'],
          [
            'xl/worksheets/sheet1.xml',
            '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>b</t></is></c></row><row r="3"><c r="A3" t=inlineStr></c></row></sheetData></worksheet>',
          ],
        ].map(([name, data]) => ({ name: name!, data: data! })),
      ]),
    );
    await expect(parseXlsx(file)).rejects.toThrow(tabularMessages.corrupt);
  });

  it('refuses a zip bomb by its declared sizes, before decompressing anything', async () => {
    // 1 MB of zeros deflated with a full flush is a self-contained block: repeated 1,100 times it is a
    // valid stream of 1.1 GB that weighs about 1 MB.
    const block = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_FULL_FLUSH });
    const count = 1100;
    const compressed = Buffer.concat([...Array<Buffer>(count).fill(block), Buffer.from([0x03, 0x00])]);
    const bomb = minimalXlsx(
      [{ name: 'S', rows: [['a'], ['1']] }],
      [{ name: 'xl/media/zeros.bin', data: '', compressed, declaredSize: count * 1024 * 1024 }],
    );
    const started = Date.now();
    await expect(parseXlsx(save(bomb))).rejects.toThrow(tabularMessages.zipBomb);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a zip whose directory lies about a part expanding (found while counting)', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => [`value ${i}`]);
    const honest = minimalXlsx([{ name: 'S', rows }]);
    expect((await parseXlsx(save(honest))).rows).toHaveLength(1999);
    const sheetXml = Buffer.from('<worksheet><sheetData>' + '<row/>'.repeat(200_000) + '</sheetData></worksheet>');
    const lying = makeZip([
      { name: 'xl/workbook.xml', data: '<workbook><sheets><sheet name="S" r:id="rId1"/></sheets></workbook>' },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
      },
      { name: 'xl/worksheets/sheet1.xml', data: sheetXml, declaredSize: 1000 },
    ]);
    await expect(parseXlsx(save(lying))).rejects.toThrow(tabularMessages.zipBomb);
  });
});
