import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tabularMessages } from './errors.ts';
import { cellText, dateToIsoText, excelSerialToDate, isDateFormat } from './xlsx-cells.ts';
import { firstVisibleSheet, parseWorkbookXml, resolvePartPath } from './xlsx-workbook.ts';
import { checkDeclaredSizes, openWorkbookZip, zipLimits, type ZipEntry } from './xlsx-zip.ts';
import { makeZip } from './zip-fixtures.test-helpers.ts';

describe('cell values', () => {
  it.each([
    ['yyyy-mm-dd', true],
    ['m/d/yy h:mm', true],
    ['[$-409]mmmm d, yyyy;@', true],
    ['hh:mm:ss', true],
    ['General', false],
    ['0.00', false],
    ['#,##0 "days"', false],
    ['[Red]0.00', false],
    ['0.00E+00', false],
    ['@', false],
  ])('%s is a date format: %s', (format, expected) => {
    expect(isDateFormat(format)).toBe(expected);
  });

  it('turns Excel serials into ISO text (date, date-time, time of day, 1904 system)', () => {
    expect(dateToIsoText(excelSerialToDate(45306))).toBe('2024-01-15');
    expect(dateToIsoText(excelSerialToDate(45306.5729166667))).toBe('2024-01-15T13:45:00');
    expect(dateToIsoText(excelSerialToDate(0.75))).toBe('18:00:00');
    expect(dateToIsoText(excelSerialToDate(43844, true))).toBe('2024-01-15');
    expect(dateToIsoText(new Date(Number.NaN))).toBe('');
  });

  it.each([
    [null, ''],
    ['text', 'text'],
    [0.1, '0.1'],
    [-0, '0'],
    [1234567890123, '1234567890123'],
    [false, 'FALSE'],
    [{ richText: [{ text: 'a' }, { text: 'b' }] }, 'ab'],
    [{ text: 'acme.com', hyperlink: 'https://acme.com' }, 'acme.com'],
    [{ formula: 'A1', result: 'x' }, 'x'],
    [{ formula: 'A1' }, ''],
    [{ formula: '1/0', result: Number.NaN }, ''],
    [{ error: '#DIV/0!' }, '#DIV/0!'],
  ])('cellText(%j) = %j', (value, text) => {
    expect(cellText(value)).toBe(text);
  });

  it('shows a formula result under a date format as a date, a plain number as a number', () => {
    expect(cellText({ formula: 'TODAY()', result: 45306 }, 'dd/mm/yyyy')).toBe('2024-01-15');
    expect(cellText(45306, 'dd/mm/yyyy')).toBe('45306');
  });
});

describe('workbook parts', () => {
  const workbook = `<workbook xmlns:r="r"><workbookPr date1904="1"/><sheets>
    <sheet name="Hidden &amp; old" sheetId="1" state="hidden" r:id="rId1"/>
    <sheet name="Very" sheetId="2" state="veryHidden" r:id="rId2"/>
    <sheet name="Leads" sheetId="3" r:id="rId3"/></sheets></workbook>`;
  const rels = `<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/>
    <Relationship Id="rId2" Target="/xl/worksheets/sheet2.xml"/><Relationship Id="rId3" Target="worksheets/../worksheets/data.xml"/></Relationships>`;

  it('lists sheets in tab order with their state', () => {
    const { sheets, date1904 } = parseWorkbookXml(workbook);
    expect(sheets.map((s) => [s.name, s.state])).toEqual([
      ['Hidden & old', 'hidden'],
      ['Very', 'veryHidden'],
      ['Leads', 'visible'],
    ]);
    expect(date1904).toBe(true);
  });

  it('finds the first visible sheet and its part', () => {
    expect(firstVisibleSheet(workbook, rels)).toEqual({ name: 'Leads', path: 'xl/worksheets/data.xml', date1904: true });
  });

  it('resolves relative and absolute targets', () => {
    expect(resolvePartPath('/xl/worksheets/sheet2.xml', 'xl/')).toBe('xl/worksheets/sheet2.xml');
    expect(resolvePartPath('../x.xml', 'xl/')).toBe('x.xml');
  });
});

describe('zip directory', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'leadsift-zip-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads names and sizes from the central directory', async () => {
    const p = path.join(dir, 'a.zip');
    writeFileSync(
      p,
      makeZip([
        { name: 'a.txt', data: 'hello hello hello' },
        { name: 'b/c.xml', data: '<x/>', store: true },
      ]),
    );
    const file = await open(p);
    const zip = await openWorkbookZip(file.fd, (await file.stat()).size);
    try {
      expect([...zip.entries.values()].map((e) => [e.name, e.uncompressedSize])).toEqual([
        ['a.txt', 17],
        ['b/c.xml', 4],
      ]);
      expect((await zip.read('b/c.xml', 100))?.toString()).toBe('<x/>');
      await expect(zip.read('a.txt', 10)).rejects.toThrow(tabularMessages.zipBomb);
    } finally {
      zip.close();
      await file.close();
    }
  });

  it('refuses declared sizes past the limits, but not a big honest workbook', () => {
    const entry = (uncompressedSize: number): ZipEntry => ({
      name: 'x',
      flags: 0,
      compressedSize: 1,
      uncompressedSize,
    });
    const gb = 1024 ** 3;
    expect(() => checkDeclaredSizes([entry(1.1 * gb)], 10 * 1024 ** 2)).toThrow(tabularMessages.zipBomb);
    expect(() => checkDeclaredSizes([entry(1.1 * gb)], 100 * 1024 ** 2)).not.toThrow();
    expect(() => checkDeclaredSizes([entry(900 * 1024 ** 2)], 1024 ** 2)).not.toThrow();
    expect(() => checkDeclaredSizes([entry(zipLimits.hardMaxUncompressedBytes + 1)], 1000 * 1024 ** 2)).toThrow(tabularMessages.zipBomb);
  });
});
