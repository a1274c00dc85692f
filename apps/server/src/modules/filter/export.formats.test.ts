import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { xlsxRowsPerSheet, xlsxSheetsFor } from '@leadsift/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { companySites } from '../../test/website-farm-sites.ts';
import { startWebsiteFarm, type WebsiteFarm } from '../../test/website-farm.ts';
import { exportResearchWorkbook } from '../research/export.service.ts';
import { getOwnResearchJob } from '../research/research.service.ts';
import { call, startResearch, uploadSites, waitForResearch } from '../research/research.test-helpers.ts';
import { exportWorkbook } from './export.service.ts';
import { getOwnJob } from './filter.service.ts';
import { uploadCsv, waitForJob } from './filter.test-helpers.ts';
import { qualifiedCounts } from './qualified-rows.ts';

// CSV beside XLSX for both tools, and workbooks whose tables continue on further sheets.

const csv = [
  'Company,Industry,Country,Notes',
  'Acme,Software,US,"=HYPERLINK(""http://evil"")"',
  'Globex,Banking,UK,"says ""hi"", twice"',
  'Initech,Software,DE,ok',
  'Umbrella,Pharma,US,ok',
  'Hooli,Software,UK,"two\nlines"',
  'Vandelay,Import Export,US,+1 call',
  'Pied Piper,Software,US,-2 @x',
  'Señor Café,Banking,US,ünïcode',
].join('\n');

async function toBuffer(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function sheets(file: Buffer): Promise<Record<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as never);
  const out: Record<string, unknown[][]> = {};
  for (const sheet of workbook.worksheets) {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    out[sheet.name] = rows;
  }
  return out;
}

describe(`Exports as CSV and over several sheets (${testDriver})`, () => {
  let ctx: TestContext;
  let user: TestUser;
  let filterId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    user = await createTestUser(ctx);
    const { fileId } = await uploadCsv(ctx, user, 'leads.csv', csv);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: user.headers,
      payload: {
        jobName: 'Señor "Leads", Q3',
        fileId,
        selectedColumns: ['Industry', 'Country'],
        reasoningText: 'We sell payroll software',
        logicMode: 'AND',
        filterConfig: {
          columnConfig: { Industry: { instructions: 'Keep: software, banking' }, Country: { instructions: 'Keep: US, UK' } },
        },
        rowCount: 8,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    filterId = res.json().filterId;
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
  });
  afterAll(() => ctx.close());

  it('exports the kept rows as CSV: BOM, RFC 4180 quoting, CRLF, formulas defused, named after the list', async () => {
    const res = await ctx.app.inject({ url: `/api/export/${filterId}?format=csv`, headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Senor _Leads_, Q3.csv"; filename*=UTF-8''Se%C3%B1or%20%22Leads%22%2C%20Q3.csv`,
    );
    // Software|Banking AND US|UK, in file order; the formula and the values starting with + - @ get a quote. Each
    // row then says its Decision, whether it needs review and why, column by column (ADR 0058).
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFCompany,Industry,Country,Notes,Decision,Needs review,Reason: Industry,Reason: Country\r\n')).toBe(true);
    expect(text).toContain(`\r\nAcme,Software,US,"'=HYPERLINK(""http://evil"")",KEEP,no,"KEEP — Software is`);
    expect(text).toContain('\r\nHooli,Software,UK,"two\nlines",KEEP,no,');
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parse(res.rawPayload, { bom: true }) as string[][];
    expect(rows.map((r) => r.slice(0, 4))).toEqual([
      ['Company', 'Industry', 'Country', 'Notes'],
      ['Acme', 'Software', 'US', `'=HYPERLINK("http://evil")`],
      ['Globex', 'Banking', 'UK', 'says "hi", twice'],
      ['Hooli', 'Software', 'UK', 'two\nlines'],
      ['Pied Piper', 'Software', 'US', "'-2 @x"],
      ['Señor Café', 'Banking', 'US', 'ünïcode'],
    ]);
    // The same cells as the workbook's Qualified sheet, read back by a CSV parser.
    const parsed = parse(res.rawPayload, { bom: true }) as string[][];
    const workbook = await ctx.app.inject({ url: `/api/export/${filterId}`, headers: user.headers });
    expect(workbook.headers['content-disposition']).toMatch(/\.xlsx"; filename\*=.*\.xlsx$/);
    expect((await sheets(workbook.rawPayload)).Qualified).toEqual(parsed);
  });

  it('exports the disqualified rows or all rows as CSV on request, each with its Decision and reasons (ADR 0058)', async () => {
    const csvOf = async (rows: string) => {
      const res = await ctx.app.inject({ url: `/api/export/${filterId}?format=csv&rows=${rows}`, headers: user.headers });
      expect(res.statusCode, res.body).toBe(200);
      return { res, rows: parse(res.rawPayload, { bom: true }) as string[][] };
    };
    const disqualified = await csvOf('disqualified');
    expect(disqualified.res.headers['content-disposition']).toMatch(/filename="Senor _Leads_, Q3 \(disqualified rows\)\.csv"/);
    // Initech is excluded by a certain rule (DE is not the US or UK); Umbrella and Vandelay by an industry nobody decided.
    expect(disqualified.rows.map((r) => [r[0], r[4], r[5]])).toEqual([
      ['Company', 'Decision', 'Needs review'],
      ['Initech', 'EXCLUDE', 'no'],
      ['Umbrella', 'REVIEW', 'yes'],
      ['Vandelay', 'REVIEW', 'yes'],
    ]);
    expect(disqualified.rows[1]![7]).toMatch(/^EXCLUDE — DE is Germany/);
    expect(disqualified.rows[2]![6]).toBe('Needs review: it mentions none of the words to keep ("software" or "banking")');
    const all = await csvOf('all');
    expect(all.res.headers['content-disposition']).toMatch(/\(all rows\)\.csv"/);
    expect(all.rows.map((r) => r[0])).toEqual([
      'Company',
      'Acme',
      'Globex',
      'Initech',
      'Umbrella',
      'Hooli',
      'Vandelay',
      'Pied Piper',
      'Señor Café',
    ]);
    expect(all.rows.every((r) => r.length === 8)).toBe(true);
    expect((await ctx.app.inject({ url: `/api/export/${filterId}?format=csv&rows=some`, headers: user.headers })).statusCode).toBe(400);
  });

  it("answers 404 for another user's job in either format, and 400 for an unknown format", async () => {
    const other = await createTestUser(ctx);
    for (const format of ['csv', 'xlsx'])
      expect((await ctx.app.inject({ url: `/api/export/${filterId}?format=${format}`, headers: other.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/export/${filterId}?format=ods`, headers: user.headers })).statusCode).toBe(400);
  });

  it('continues the qualified and disqualified rows on further sheets past the sheet height', async () => {
    expect(xlsxRowsPerSheet).toBe(1_048_575); // Excel's 1,048,576 rows, header included
    expect([xlsxSheetsFor(0), xlsxSheetsFor(1_048_575), xlsxSheetsFor(1_048_576), xlsxSheetsFor(10_000_000)]).toEqual([1, 1, 2, 10]);
    const job = await getOwnJob(ctx.runtime.db, user.id, filterId);
    const counts = await qualifiedCounts(ctx.runtime.db, job);
    expect(counts).toEqual({ kept: 5, excluded: 3 });
    const columns = ['Company', 'Industry', 'Country', 'Notes'];
    const book = await sheets(await toBuffer(exportWorkbook(ctx.runtime.db, job, columns, { rowsPerSheet: 2, counts })));
    expect(Object.keys(book)).toEqual([
      'Qualified',
      'Qualified (2)',
      'Qualified (3)',
      'Disqualified',
      'Disqualified (2)',
      'Decisions',
      'Decisions (2)',
      'Decisions (3)',
      'Decisions (4)',
      'Criteria',
    ]);
    const first = (rows: unknown[][] | undefined) => rows?.map((r) => r[0]);
    expect([book.Qualified, book['Qualified (2)'], book['Qualified (3)']].map(first)).toEqual([
      ['Company', 'Acme', 'Globex'],
      ['Company', 'Hooli', 'Pied Piper'],
      ['Company', 'Señor Café'],
    ]);
    expect([book.Disqualified, book['Disqualified (2)']].map(first)).toEqual([
      ['Company', 'Initech', 'Umbrella'],
      ['Company', 'Vandelay'],
    ]);
    // At the real height every table fits on one sheet.
    const whole = await sheets(await toBuffer(exportWorkbook(ctx.runtime.db, job, columns, { counts })));
    expect(Object.keys(whole)).toEqual(['Qualified', 'Disqualified', 'Decisions', 'Criteria']);
  });
});

describe(`Research exports as CSV and over several sheets (${testDriver})`, () => {
  let farm: WebsiteFarm;
  let ctx: TestContext;
  let user: TestUser;
  let jobId: string;
  beforeAll(async () => {
    farm = await startWebsiteFarm(companySites(2));
    ctx = await createTestApp({ env: { RESEARCH_ALLOW_PRIVATE_HOSTS: '1' } });
    user = await createTestUser(ctx);
    const sites = [
      'Company,Website',
      `"=cmd|' /C calc'!A0",${farm.site('company-0').url}`,
      `"Quote ""Co"", Ltd",${farm.site('company-1').url}`,
      'Nobody,n/a',
    ].join('\n');
    const { fileId, filePath } = await uploadSites(ctx, user, sites);
    jobId = await startResearch(ctx, user, { uploadedFileId: fileId, filePath, name: 'Farm, "CSV"' });
    expect((await waitForResearch(ctx, user, jobId)).status).toBe('completed');
  });
  afterAll(async () => {
    await ctx?.close();
    await farm?.close();
  });

  it('exports the results as CSV with the XLSX Results sheet cells; 404 for another user', async () => {
    const res = await call(ctx, user, 'GET', `/api/research/jobs/${jobId}/export?format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Farm, _CSV_.csv"; filename*=UTF-8''Farm%2C%20%22CSV%22.csv`);
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFCompany,Website,Website (research),Status,Decision,')).toBe(true);
    expect(text).toContain(`\r\n'=cmd|' /C calc'!A0,http://`);
    const parsed = parse(res.rawPayload, { bom: true, relax_column_count: false }) as string[][];
    expect(parsed.map((r) => r[0])).toEqual(['Company', `'=cmd|' /C calc'!A0`, 'Quote "Co", Ltd', 'Nobody']);
    const xlsx = await call(ctx, user, 'GET', `/api/research/jobs/${jobId}/export`);
    const results = (await sheets(xlsx.rawPayload)).Results!;
    // Numbers are numbers in the sheet and text in the CSV; empty cells are left out of a sheet's row.
    expect(parsed.map((r) => r.map((c) => c))).toEqual(
      results.map((r) => Array.from({ length: parsed[0]!.length }, (_, i) => (r[i] === undefined || r[i] === null ? '' : String(r[i])))),
    );
    const other = await createTestUser(ctx);
    for (const format of ['csv', 'xlsx'])
      expect((await call(ctx, other, 'GET', `/api/research/jobs/${jobId}/export?format=${format}`)).statusCode).toBe(404);
  });

  it('continues the Results sheet past the sheet height', async () => {
    const job = await getOwnResearchJob(ctx.runtime.db, user.id, jobId);
    const book = await sheets(await toBuffer(exportResearchWorkbook(ctx.runtime.db, job, ['Company', 'Website'], { rowsPerSheet: 2 })));
    expect(Object.keys(book)).toEqual(['Results', 'Results (2)', 'Criteria', 'Job']);
    expect([book.Results, book['Results (2)']].map((rows) => rows?.map((r) => r[0]))).toEqual([
      ['Company', `'=cmd|' /C calc'!A0`, 'Quote "Co", Ltd'],
      ['Company', 'Nobody'],
    ]);
  });
});
