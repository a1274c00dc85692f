import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { postFile } from '../uploads/uploads.test-helpers.ts';
import { waitForJob } from './filter.test-helpers.ts';

// Excel in the List Cleaner (docs/product.md#uploads, docs/product.md#validation): a workbook goes through the
// same bounded reader as the Research Agent's, then header detection, columns, run and export as for a CSV.

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A CRM-style workbook: a title and a note above the table, which starts in column B of row 4. */
async function crmWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Leads export');
  sheet.getCell('A1').value = 'Leads export — Q3';
  sheet.getCell('A2').value = 'Exported from the CRM on 2026-09-30';
  const rows: (string | number)[][] = [
    ['Company', 'Industry', 'Country', 'Employees'],
    ['Acme', 'Software', 'US', 120],
    ['Globex', 'Banking', 'UK', 5000],
    ['Initech', 'Software', 'DE', 40],
    ['Umbrella', 'Pharma', 'US', 9000],
    ['Hooli', 'Software', 'UK', 800],
  ];
  rows.forEach((row, i) => row.forEach((value, j) => (sheet.getCell(4 + i, 2 + j).value = value)));
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe(`A workbook in the List Cleaner (${testDriver})`, () => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    user = await createTestUser(ctx);
  });
  afterAll(() => ctx.close());

  it('finds the header below the title, runs the criteria and exports the kept rows like a CSV', async () => {
    const uploaded = await postFile(ctx, user, 'Leads export.xlsx', await crmWorkbook(), '/api/upload', xlsxType);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = uploaded.json();
    expect(file).toMatchObject({
      rowCount: 5,
      columnCount: 4,
      columns: ['Company', 'Industry', 'Country', 'Employees'],
      headerRow: 4,
      skippedRows: 3,
      skippedColumns: 1,
    });
    expect(file.preview[0]).toEqual(['Leads export — Q3']);

    const run = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: user.headers,
      payload: {
        jobName: 'Workbook leads',
        fileId: file.fileId,
        selectedColumns: ['Industry', 'Country'],
        reasoningText: '',
        logicMode: 'AND',
        filterConfig: {
          columnConfig: { Industry: { instructions: 'Keep: software' }, Country: { instructions: 'Keep: US, UK' } },
        },
        rowCount: 5,
      },
    });
    expect(run.statusCode, run.body).toBe(200);
    const { filterId } = run.json();
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');

    const csv = await ctx.app.inject({ url: `/api/export/${filterId}?format=csv`, headers: user.headers });
    expect(csv.statusCode, csv.body).toBe(200);
    // The file's columns, then each row's Decision, Needs review and reasons (ADR 0058).
    const rows = parse(csv.rawPayload, { bom: true }) as string[][];
    expect(rows.map((r) => r.slice(0, 6))).toEqual([
      ['Company', 'Industry', 'Country', 'Employees', 'Decision', 'Needs review'],
      ['Acme', 'Software', 'US', '120', 'KEEP', 'no'],
      ['Hooli', 'Software', 'UK', '800', 'KEEP', 'no'],
    ]);
    expect(rows[0]!.slice(6)).toEqual(['Reason: Industry', 'Reason: Country']);
    const workbook = await ctx.app.inject({ url: `/api/export/${filterId}`, headers: user.headers });
    expect(workbook.statusCode).toBe(200);
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(workbook.rawPayload as never);
    expect(read.getWorksheet('Qualified')?.rowCount).toBe(3);
    expect(read.getWorksheet('Disqualified')?.rowCount).toBe(4);
  });

  it('reads an old .xls, and "Use as header" reads the stored workbook again', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Company', 'Industry'],
        ['Acme', 'Software'],
        ['Globex', 'Banking'],
      ]),
      'Leads',
    );
    const xls = XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    const uploaded = await postFile(ctx, user, 'leads.xls', xls, '/api/upload', 'application/vnd.ms-excel');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ rowCount: 2, columns: ['Company', 'Industry'], headerRow: 1 });
    const reread = await ctx.app.inject({
      method: 'POST',
      url: `/api/upload/${uploaded.json().fileId}/header-row`,
      headers: user.headers,
      payload: { headerRow: 2 },
    });
    expect(reread.statusCode, reread.body).toBe(200);
    expect(reread.json()).toMatchObject({ rowCount: 1, columns: ['Acme', 'Software'], headerRow: 2, skippedRows: 1 });
  });
});
