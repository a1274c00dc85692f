import { REDECIDE_NO_MODEL } from '@leadsift/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { decisionBatches, exportWorkbook } from './export.service.ts';
import { getOwnJob } from './filter.service.ts';
import { materializeResults, qualifiedCounts, qualifiedRowIndexes } from './qualified-rows.ts';
import { uploadCsv, waitForJob } from './filter.test-helpers.ts';

const software = 'KEEP — Software is GICS 451030 Software, in software (NAICS 5112, 5182, 51913)';
const us = 'KEEP — US is United States (US), in United States';
const unsure = 'Needs review: it mentions none of the words to keep ("software" or "banking")';

const csv = [
  'Company,Industry,Country,Notes',
  'Acme,Software,US,=HYPERLINK("http://evil")',
  'Globex,Banking,UK,ok',
  'Initech,Software,DE,ok',
  'Umbrella,Pharma,US,ok',
  'Hooli,Software,UK,ok',
  'Vandelay,Import Export,US,+1 call',
].join('\n');

describe(`List Cleaner flow over HTTP (${testDriver}, offline matcher)`, () => {
  let ctx: TestContext;
  let user: TestUser;
  let fileId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    user = await createTestUser(ctx);
    fileId = (await uploadCsv(ctx, user, 'leads.csv', csv)).fileId;
  });
  afterAll(() => ctx.close());

  const start = async (logicMode: 'AND' | 'OR', extra: Record<string, unknown> = {}) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: user.headers,
      payload: {
        jobName: `Leads ${logicMode}`,
        fileId,
        selectedColumns: ['Industry', 'Country'],
        reasoningText: 'We sell payroll software',
        logicMode,
        filterConfig: {
          columnConfig: { Industry: { instructions: 'Keep: software, banking' }, Country: { instructions: 'Keep: US, UK' } },
        },
        rowCount: 6,
        ...extra,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().filterId as string;
  };

  it('validates the request with the documented texts', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: user.headers,
      payload: {
        jobName: 'x',
        fileId,
        selectedColumns: ['Industry', 'Country'],
        filterConfig: { columnConfig: { Industry: { instructions: 'keep: a' }, Country: { instructions: '  ' } } },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please provide criteria for the following columns: Country');
    const noName = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: user.headers,
      payload: { jobName: ' ', fileId, selectedColumns: ['Industry'], filterConfig: { columnConfig: {} } },
    });
    expect(noName.json().error).toContain('Job name is missing. Please go back to the upload page and provide a job name.');
  });

  it('estimates credits, distinct values and model calls before a run', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter/estimate',
      headers: user.headers,
      payload: { fileId, selectedColumns: ['Industry', 'Country'], chunkSize: 2 },
    });
    expect(res.json()).toEqual({ rowCount: 6, credits: 6, distinctCounts: { Industry: 4, Country: 3 }, modelCalls: 4 });
    const other = await createTestUser(ctx);
    const hidden = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter/estimate',
      headers: other.headers,
      payload: { fileId, selectedColumns: ['Industry'] },
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('offline, the estimate says what the rules decide and that the rest is guessed by keywords or left for review', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter/estimate',
      headers: user.headers,
      payload: {
        fileId,
        selectedColumns: ['Country'],
        chunkSize: 50,
        filterConfig: { columnConfig: { Country: { instructions: 'Keep EU countries' } } },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ruleValues: 3, summary: '3 values: 3 decided by rules, 0 guessed by keywords or left for review' });
  });

  it('decides distinct values, qualifies rows (AND), takes overrides and exports', async () => {
    const filterId = await start('AND');
    expect(filterId).toMatch(/^filter_\d+_[0-9a-f]+$/);
    await waitForJob(ctx, user, filterId);

    const progress = (await ctx.app.inject({ url: `/api/progress/${filterId}`, headers: user.headers })).json();
    expect(progress.progress).toMatchObject({ progress: 100, status: 'completed', columnsInProgress: [] });

    const results = (await ctx.app.inject({ url: `/api/results/${filterId}`, headers: user.headers })).json();
    // Software|Banking AND US|UK: Acme, Globex, Hooli.
    expect(results.stats).toEqual({ totalRows: 6, keptRowCount: 3, excludedRowCount: 3 });
    expect(results.keptData.map((r: Record<string, string>) => r.Company)).toEqual(['Acme', 'Globex', 'Hooli']);
    expect(results.llmValueDecisions.Industry.Software).toMatchObject({ decision: 'KEEP', frequency: 3 });
    expect(results.llmValueDecisions.Industry.Pharma.decision).toBe('EXCLUDE');
    // Rules decide what public facts settle (ADR 0034); the rest goes to the offline matcher, which leaves
    // "Pharma" undecided and flagged for review rather than confidently excluded.
    expect(results.llmValueDecisions.Industry.Software.reason).toBe(software);
    expect(results.llmValueDecisions.Industry.Pharma).toMatchObject({ reason: unsure, state: 'REVIEW', needsReview: true });
    expect(results.valuesNeedingReview).toBe(2); // Import Export, Pharma
    // Deciding them again needs a model: the offline matcher would answer the same (ADR 0066).
    const redecide = await ctx.app.inject({ method: 'POST', url: `/api/filter/jobs/${filterId}/redecide`, headers: user.headers });
    expect([redecide.statusCode, redecide.json().error]).toEqual([409, REDECIDE_NO_MODEL]);

    const override = await ctx.app.inject({
      method: 'POST',
      url: '/api/overrides',
      headers: user.headers,
      payload: {
        filterId,
        overrides: [
          { column: 'Country', value: 'DE', decision: 'KEEP' },
          { column: 'Country', value: 'US' },
        ],
      },
    });
    expect(override.json()).toMatchObject({ success: true, applied: 1, stats: { keptRowCount: 4 } });
    const after = (await ctx.app.inject({ url: `/api/results/${filterId}`, headers: user.headers })).json();
    expect(after.keptData.map((r: Record<string, string>) => r.Company)).toEqual(['Acme', 'Globex', 'Initech', 'Hooli']);
    expect(after.llmValueDecisions.Country.DE).toMatchObject({ decision: 'KEEP', overridden: true });

    const exported = await ctx.app.inject({
      url: `/api/export/${filterId}?format=xlsx`,
      headers: { ...user.headers, 'accept-encoding': 'br, gzip' },
    });
    expect(exported.statusCode).toBe(200);
    // A zip is not compressed a second time.
    expect(exported.headers['content-encoding']).toBeUndefined();
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="Leads AND.xlsx"; filename*=UTF-8''Leads%20AND.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Qualified', 'Disqualified', 'Decisions', 'Criteria']);
    const qualified = workbook.getWorksheet('Qualified')!;
    expect(qualified.rowCount).toBe(5);
    expect(qualified.getRow(2).getCell(4).value).toBe(`'=HYPERLINK("http://evil")`);
    expect(workbook.getWorksheet('Disqualified')!.getRow(3).getCell(4).value).toBe(`'+1 call`);
    const cells = (name: string) => {
      const rows: unknown[][] = [];
      workbook.getWorksheet(name)!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };
    // Every row says its state and why, column by column (ADR 0058): an unsure industry makes these REVIEW.
    expect(cells('Disqualified')).toEqual([
      ['Company', 'Industry', 'Country', 'Notes', 'Decision', 'Needs review', 'Reason: Industry', 'Reason: Country'],
      ['Umbrella', 'Pharma', 'US', 'ok', 'REVIEW', 'yes', unsure, us],
      ['Vandelay', 'Import Export', 'US', `'+1 call`, 'REVIEW', 'yes', unsure, us],
    ]);
    expect(cells('Qualified')[3]).toEqual(['Initech', 'Software', 'DE', 'ok', 'KEEP', 'no', software, 'Decided by you: KEEP']);
    // Confidence and frequency are numbers in the sheet; an unsure value is REVIEW.
    expect(cells('Decisions')).toEqual([
      ['Column', 'Value', 'Decision', 'Reason', 'Confidence', 'Frequency', 'Overridden', 'Needs review'],
      ['Industry', 'Software', 'KEEP', software, 0.95, 3, 'no', 'no'],
      ['Industry', 'Banking', 'KEEP', 'KEEP — Banking is LinkedIn industry "Banking", in banking (NAICS 5221)', 0.95, 1, 'no', 'no'],
      ['Industry', 'Import Export', 'REVIEW', unsure, 0.3, 1, 'no', 'yes'],
      ['Industry', 'Pharma', 'REVIEW', unsure, 0.3, 1, 'no', 'yes'],
      ['Country', 'US', 'KEEP', us, 0.95, 3, 'no', 'no'],
      ['Country', 'UK', 'KEEP', 'KEEP — UK is United Kingdom (GB), in United Kingdom', 0.95, 2, 'no', 'no'],
      [
        'Country',
        'DE',
        'KEEP',
        'EXCLUDE — DE is Germany (DE), not in United States or United Kingdom; "DE" read as the country: the column\'s header "Country" names a country',
        0.95,
        1,
        'yes',
        'no',
      ],
    ]);
    expect(cells('Criteria')).toEqual([
      ['List name', 'Leads AND'],
      ['Product/service context', 'We sell payroll software'],
      ['Logic mode', 'Matches all criteria (AND)'],
      ['Model', 'offline-keyword-matcher'],
      ['Model usage', '0 model calls · 0 tokens'],
      ['Industry', 'Keep: software, banking'],
      ['Country', 'Keep: US, UK'],
      // The overrides, with who made each and when (ADR 0067).
      ['Overrides'],
      ['Column', 'Value', 'Decision', 'Overridden by', 'Overridden at'],
      ['Country', 'DE', 'KEEP', user.email.split('@')[0], expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/)],
    ]);
  });

  it('qualifies with OR and reuses cached decisions without a model call', async () => {
    const filterId = await start('OR');
    await waitForJob(ctx, user, filterId);
    const results = (await ctx.app.inject({ url: `/api/results/${filterId}`, headers: user.headers })).json();
    // OR: a kept industry or a kept country is enough, and every row has one of them.
    expect(results.stats).toEqual({ totalRows: 6, keptRowCount: 6, excludedRowCount: 0 });
    // Rules decide again, for free (they are not cached); what the offline matcher decided comes from the cache.
    expect(results.llmValueDecisions.Industry.Software.reason).toMatch(/^KEEP — Software/);
    expect(results.llmValueDecisions.Industry.Pharma.reason).toMatch(/^Same as an earlier decision: /);
  });

  it('lists, pauses, resumes and deletes jobs; another user sees none of it', async () => {
    const jobs = (await ctx.app.inject({ url: '/api/filter/jobs', headers: user.headers })).json().jobs;
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    const other = await createTestUser(ctx);
    const id = jobs[0].id as string;
    for (const url of [`/api/results/${id}`, `/api/progress/${id}`, `/api/export/${id}`, `/api/results/${id}/decisions`]) {
      expect((await ctx.app.inject({ url, headers: other.headers })).statusCode).toBe(404);
    }
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/filter/jobs/${id}`, headers: other.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/filter/jobs', headers: other.headers })).json().jobs).toEqual([]);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/filter/jobs/${id}`, headers: user.headers });
    expect(del.json()).toEqual({ success: true, refunded: 0 });
    expect((await ctx.app.inject({ url: `/api/results/${id}`, headers: user.headers })).statusCode).toBe(404);
  });

  it('pages the decisions for the export by whole chunks, per column, most frequent first', async () => {
    const filterId = await start('AND', { jobName: 'Paged decisions', chunkSize: 1 }); // decided from the cache by now;
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
    const pages: Array<Array<[number, string]>> = [];
    for await (const batch of decisionBatches(ctx.runtime.db, { id: filterId, chunkSize: 1 }, 2))
      pages.push(batch.map((d) => [d.columnIndex, d.value]));
    expect(pages).toEqual([
      [
        [1, 'Software'],
        [1, 'Banking'],
      ],
      [
        [1, 'Import Export'],
        [1, 'Pharma'],
      ],
      [
        [2, 'US'],
        [2, 'UK'],
      ],
      [[2, 'DE']],
    ]);
  });

  it('continues the decisions on further sheets when they outgrow one', async () => {
    const filterId = await start('AND', { jobName: 'Many decisions' }); // decided from the cache by now
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
    const job = await getOwnJob(ctx.runtime.db, user.id, filterId);
    const chunks: Buffer[] = [];
    const counts = await qualifiedCounts(ctx.runtime.db, job);
    for await (const chunk of exportWorkbook(ctx.runtime.db, job, ['Company', 'Industry', 'Country', 'Notes'], { rowsPerSheet: 3, counts }))
      chunks.push(chunk as Buffer);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as never);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Qualified',
      'Disqualified',
      'Decisions',
      'Decisions (2)',
      'Decisions (3)',
      'Criteria',
    ]);
    const values = (name: string) => {
      const rows: unknown[] = [];
      workbook.getWorksheet(name)!.eachRow((row) => rows.push((row.values as unknown[])[2]));
      return rows;
    };
    expect(values('Decisions')).toEqual(['Value', 'Software', 'Banking', 'Import Export']);
    expect(values('Decisions (2)')).toEqual(['Value', 'Pharma', 'US', 'UK']);
    expect(values('Decisions (3)')).toEqual(['Value', 'DE']);
  });

  it("qualifies the same rows whether a column's kept values are listed in the statement or joined", async () => {
    const tricky = ['Say "hi"', 'back\\slash', 'a,b', '{braces}', 'Zürich 東京', ' padded ', 'NULL', ''];
    const lines = ['Company,Industry,Country', ...tricky.map((v, i) => `C${i},"${v.replaceAll('"', '""')}",US`), 'Other,Plain,US'];
    const { fileId: trickyFile } = await uploadCsv(ctx, user, 'tricky.csv', lines.join('\n'));
    const filterId = await start('AND', { jobName: 'Tricky', fileId: trickyFile, rowCount: lines.length - 1 });
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
    const overrides = [
      ...tricky.map((value) => ({ column: 'Industry', value, decision: 'KEEP' })),
      { column: 'Industry', value: 'Plain', decision: 'EXCLUDE' },
    ];
    const res = await ctx.app.inject({ method: 'POST', url: '/api/overrides', headers: user.headers, payload: { filterId, overrides } });
    expect(res.json()).toMatchObject({ stats: { keptRowCount: tricky.length, totalRows: tricky.length + 1 } });
    const job = await getOwnJob(ctx.runtime.db, user.id, filterId);
    const listed = [...(await qualifiedRowIndexes(ctx.runtime.db, job, 'kept'))];
    expect(listed).toEqual(tricky.map((_, i) => i));
    // Every column joined instead (as for a column with more than INLINE_KEPT_VALUES kept values).
    const stats = await materializeResults(ctx.runtime.db, job, 0);
    expect(stats).toEqual({ totalRows: tricky.length + 1, keptRowCount: tricky.length, excludedRowCount: 1 });
    const joined = await getOwnJob(ctx.runtime.db, user.id, filterId);
    expect([...(await qualifiedRowIndexes(ctx.runtime.db, joined, 'kept'))]).toEqual(listed);
  });
});
