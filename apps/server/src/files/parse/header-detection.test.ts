import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { tabularMessages } from './errors.ts';
import { parseAll, parseSource } from './parse.test-helpers.ts';

const bom = Buffer.from([0xef, 0xbb, 0xbf]);
const note =
  'When exporting your connection data, you may notice that some of the email addresses are missing. You will only see email ' +
  'addresses for connections who have allowed their connections to see or download their email address using this setting ' +
  'https://www.linkedin.com/psettings/privacy/email. You can learn more here https://www.linkedin.com/help/linkedin/answer/261';
const connections = [
  'First Name,Last Name,URL,Email Address,Company,Position,Connected On',
  'Jane,Doe,https://www.linkedin.com/in/janedoe,,Acme GmbH,CTO,12 Mar 2024',
  'Max,Muster,https://www.linkedin.com/in/maxmuster,max@initech.com,Initech,"Head of Sales, EMEA",01 Feb 2023',
].join('\r\n');
const columns = ['First Name', 'Last Name', 'URL', 'Email Address', 'Company', 'Position', 'Connected On'];

describe('LinkedIn Connections export', () => {
  it.each([
    ['the note in quotes', `Notes:\r\n"${note}"\r\n\r\n${connections}\r\n`],
    ['the note outside quotes', `Notes:\r\n${note}\r\n\r\n${connections}\r\n`],
  ])('finds the header on row 4 with %s, with and without a BOM', async (_name, text) => {
    for (const bytes of [Buffer.from(text), Buffer.concat([bom, Buffer.from(text)])]) {
      const table = await parseAll(bytes, { chunkSize: 7 });
      expect(table.columns).toEqual(columns);
      expect(table.rows).toHaveLength(2);
      expect(table.rows[1]).toEqual([
        'Max',
        'Muster',
        'https://www.linkedin.com/in/maxmuster',
        'max@initech.com',
        'Initech',
        'Head of Sales, EMEA',
        '01 Feb 2023',
      ]);
      expect(table.header).toMatchObject({ row: 4, skippedRows: 3, skippedColumns: 0 });
      expect(table.header.preview[0]).toEqual(['Notes:']);
      expect(table.header.preview[2]).toEqual([]);
      expect(table.header.preview).toHaveLength(6);
    }
  });
});

describe('a table whose column names are years, under a title and a units line', () => {
  const years = ['Year', '2000', '2001', '2002', '2003'];
  const data = [
    ['France', '1362', '1376', '1494', '1840'],
    ['Spain', '595', '627', '705', '907'],
  ];

  it('reads the years as the header of a CSV', async () => {
    const csv = ['GDP by country', 'USD billions', years.join(','), ...data.map((r) => r.join(','))].join('\n');
    const table = await parseAll(csv);
    expect(table.columns).toEqual(years);
    expect(table.rows).toEqual(data);
    expect(table.header).toMatchObject({ row: 3, skippedRows: 2 });
  });

  it('reads a clean CSV from row 1 as ever', async () => {
    const table = await parseAll([years.join(','), ...data.map((r) => r.join(','))].join('\n'));
    expect(table.columns).toEqual(years);
    expect(table.header).toMatchObject({ row: 1, skippedRows: 0 });
  });
});

describe('an Excel paste with a title, a units line and a blank line', () => {
  const paste =
    'Target accounts Q3\nRevenue in EUR thousands\n\nCompany\tCountry\tRevenue\tEmployees\nAcme\tDE\t1200\t50\nInitech\tUS\t800\t20\n';

  it('reads the table under them', async () => {
    const table = await parseAll(paste);
    expect(table.info.delimiter).toBe('\t');
    expect(table.columns).toEqual(['Company', 'Country', 'Revenue', 'Employees']);
    expect(table.rows).toEqual([
      ['Acme', 'DE', '1200', '50'],
      ['Initech', 'US', '800', '20'],
    ]);
    expect(table.header).toMatchObject({ row: 4, skippedRows: 3 });
  });

  it('reads another row as the header when asked (the rows above it are skipped)', async () => {
    const table = await parseAll(paste, { headerRow: 1 });
    expect(table.columns).toEqual(['Target accounts Q3', 'Column 2', 'Column 3', 'Column 4']);
    expect(table.rows[0]![0]).toBe('Revenue in EUR thousands');
    expect(table.header).toMatchObject({ row: 1, skippedRows: 0 });
    const fifth = await parseAll(paste, { headerRow: 5 });
    expect(fifth.columns).toEqual(['Acme', 'DE', '1200', '50']);
    expect(fifth.rows).toEqual([['Initech', 'US', '800', '20']]);
  });

  it('refuses a header row that is blank, past the end or out of range', async () => {
    await expect(parseAll(paste, { headerRow: 3 })).rejects.toThrow(tabularMessages.headerRowBlank(3));
    await expect(parseAll(paste, { headerRow: 40 })).rejects.toThrow(tabularMessages.headerRowPastEnd(40));
    await expect(parseAll(paste, { headerRow: 51 })).rejects.toThrow(tabularMessages.headerRowRange(50));
  });
});

describe('clean files come out as before', () => {
  it.each([
    ['a header on line 1', 'Company,Country\nAcme,DE\n', ['Company', 'Country'], [['Acme', 'DE']]],
    ['blank lines before and between', '\n\nCompany,Country\n\nAcme,DE\n', ['Company', 'Country'], [['Acme', 'DE']]],
    ['a numeric header', '2023,2024\n1,2\n', ['2023', '2024'], [['1', '2']]],
    ['a blank first header cell with data under it', ',Name\n1,Bob\n', ['Column 1', 'Name'], [['1', 'Bob']]],
  ])('%s', async (_name, text, expectedColumns, expectedRows) => {
    const table = await parseAll(text);
    expect([table.columns, table.rows]).toEqual([expectedColumns, expectedRows]);
    expect(table.header.skippedColumns).toBe(0);
  });
});

describe('XLSX table below and right of A1', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'leadsift-header-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function saveWorkbook(build: (ws: ExcelJS.Worksheet) => void): Promise<string> {
    const wb = new ExcelJS.Workbook();
    build(wb.addWorksheet('Leads'));
    const file = path.join(dir, `${Math.random().toString(16).slice(2)}.xlsx`);
    writeFileSync(file, Buffer.from(await wb.xlsx.writeBuffer()));
    return file;
  }

  it('reads a table starting at B4 without an empty Column 1', async () => {
    const file = await saveWorkbook((ws) => {
      ws.getCell('B4').value = 'Company';
      ws.getCell('C4').value = 'Website';
      ws.getCell('B5').value = 'Acme';
      ws.getCell('C5').value = 'acme.com';
      ws.getCell('B6').value = 'Initech';
      ws.getCell('C6').value = 'initech.com';
    });
    const table = await parseSource(file, { format: 'xlsx' });
    expect(table.columns).toEqual(['Company', 'Website']);
    expect(table.rows).toEqual([
      ['Acme', 'acme.com'],
      ['Initech', 'initech.com'],
    ]);
    expect(table.header).toMatchObject({ row: 4, skippedRows: 3, skippedColumns: 1 });
  });

  it('reads numeric column names (quarters by year) under a title and a units line', async () => {
    const file = await saveWorkbook((ws) => {
      ws.getCell('A1').value = 'Revenue by region';
      ws.getCell('A2').value = 'EUR thousands';
      ws.addRow(['Region', 2021, 2022, 2023, 2024]);
      ws.addRow(['North', 10, 12, 9, 14]);
      ws.addRow(['South', 8, 7, 11, 10]);
    });
    const table = await parseSource(file, { format: 'xlsx' });
    expect(table.columns).toEqual(['Region', '2021', '2022', '2023', '2024']);
    expect(table.rows).toEqual([
      ['North', '10', '12', '9', '14'],
      ['South', '8', '7', '11', '10'],
    ]);
    expect(table.header).toMatchObject({ row: 3, skippedRows: 2 });
  });

  it('reads a clean workbook from row 1', async () => {
    const file = await saveWorkbook((ws) => {
      ws.addRow(['Region', 2021, 2022]);
      ws.addRow(['North', 10, 12]);
    });
    const table = await parseSource(file, { format: 'xlsx' });
    expect(table.columns).toEqual(['Region', '2021', '2022']);
    expect(table.header).toMatchObject({ row: 1, skippedRows: 0 });
  });

  it('skips a title in B1 and keeps a value found later in the skipped column', async () => {
    const file = await saveWorkbook((ws) => {
      ws.getCell('B1').value = 'Trade fair contacts';
      const put = (r: number, cells: string[]) => cells.forEach((v, i) => (ws.getCell(r, i + 2).value = v));
      put(4, ['Company', 'Country', 'Contact']);
      for (let r = 5; r < 70; r++) put(r, [`Company ${r}`, 'DE', `Person ${r}`]);
      ws.getCell('A70').value = 'note';
      ws.getCell('B70').value = 'Last';
    });
    const table = await parseSource(file, { format: 'xlsx' });
    expect(table.columns).toEqual(['Company', 'Country', 'Contact', 'Column 4']);
    expect(table.header).toMatchObject({ row: 4, skippedRows: 3, skippedColumns: 1 });
    expect(table.rows).toHaveLength(66);
    expect(table.rows.at(-1)).toEqual(['Last', '', '', 'note']);
  });
});
