import ExcelJS from 'exceljs';
import { RESEARCH_FILE_MISSING, RESEARCH_INSTRUCTIONS_MISSING, RESEARCH_SOURCE_FILTER_MISSING } from '@leadsift/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { acmeSite, companySites, standardFarmSites } from '../../test/website-farm-sites.ts';
import { startWebsiteFarm, type WebsiteFarm } from '../../test/website-farm.ts';
import { WEB_SEARCH_UNAVAILABLE } from './research.schemas.ts';
import { call, creditsUsed, startResearch, uploadSites, waitForResearch } from './research.test-helpers.ts';

describe(`Research Agent flow over HTTP (${testDriver}, website farm, offline rater)`, () => {
  let farm: WebsiteFarm;
  let ctx: TestContext;
  let user: TestUser;
  let csv: string;
  let fileId: string;
  let filePath: string;
  beforeAll(async () => {
    const standard = standardFarmSites().filter((s) => ['bakery', 'missing', 'robots'].includes(s.name));
    farm = await startWebsiteFarm([...companySites(3), acmeSite(), ...standard]);
    ctx = await createTestApp({ env: { RESEARCH_ALLOW_PRIVATE_HOSTS: '1' } });
    user = await createTestUser(ctx);
    const url = (name: string) => farm.site(name).url;
    csv = [
      'Company,Website,Notes',
      `"=HYPERLINK(""http://evil"")",${url('company-0')},+1 call`,
      `Company 1,${url('company-1')}/,ok`,
      `Company 0 again,${url('company-0')}/about,duplicate`,
      'Nobody,,blank',
      'Unknown,n/a,no host',
      `Acme,${url('acme')},payroll`,
      `Rosie,${url('bakery')},bread`,
      `Gone,${url('missing')},404`,
      `Private,${url('robots')},robots`,
      `Company 2,${url('company-2')},ok`,
    ].join('\n');
    ({ fileId, filePath } = await uploadSites(ctx, user, csv));
  });
  afterAll(async () => {
    await ctx?.close();
    await farm?.close();
  });

  it('estimates distinct websites, merged duplicates and invalid cells', async () => {
    const res = await call(ctx, user, 'POST', '/api/research/estimate', {
      sourceType: 'file',
      uploadedFileId: fileId,
      columnName: 'Website',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        websiteCount: 7,
        duplicates: 1,
        invalid: 2,
        totalRows: 10,
        creditsPerWebsite: 1,
        creditsNeeded: 7,
        maxWebsitesPerJob: 1000,
        commonDomain: null,
      },
    });
    const search = await call(ctx, user, 'POST', '/api/research/estimate', {
      sourceType: 'file',
      uploadedFileId: fileId,
      columnName: 'Website',
      enableWebSearch: true,
    });
    expect(search.json().data.creditsNeeded).toBe(14);
  });

  it("names the domain a LinkedIn export's profile column all points to", async () => {
    const rows = [
      'First Name,URL,Company Website',
      ...['ann', 'bob', 'cy', 'di'].map((n, i) => `${n},https://www.linkedin.com/in/${n},site${i}.example`),
    ];
    const upload = await uploadSites(ctx, user, [...rows, 'ed,https://acme.example/team/ed,acme.example'].join('\n'));
    const estimate = (column: string) =>
      call(ctx, user, 'POST', '/api/research/estimate', { sourceType: 'file', uploadedFileId: upload.fileId, columnName: column });
    expect((await estimate('URL')).json().data).toMatchObject({
      websiteCount: 2,
      duplicates: 3,
      commonDomain: { domain: 'linkedin.com', rows: 4 },
    });
    expect((await estimate('Company Website')).json().data).toMatchObject({ websiteCount: 5, commonDomain: null });
  });

  it('refuses bad requests with the documented texts', async () => {
    const post = (body: object) =>
      call(ctx, user, 'POST', '/api/research/jobs', { sourceType: 'file', columnName: 'Website', instructions: 'x', ...body });
    expect((await post({ uploadedFileId: fileId, instructions: '   ' })).json().error).toContain(RESEARCH_INSTRUCTIONS_MISSING);
    expect((await post({})).json().error).toBe(RESEARCH_FILE_MISSING);
    expect((await post({ sourceType: 'filter' })).json().error).toBe(RESEARCH_SOURCE_FILTER_MISSING);
    const search = await post({ uploadedFileId: fileId, enableWebSearch: true });
    expect([search.statusCode, search.json().error]).toEqual([400, WEB_SEARCH_UNAVAILABLE]);
    const column = await post({ uploadedFileId: fileId, columnName: 'Nope' });
    expect(column.statusCode).toBe(400);
    expect((await call(ctx, user, 'GET', '/api/research/config')).json()).toEqual({
      webSearchAvailable: false,
      offlineRater: true,
      maxPagesPerSite: 4,
    });
  });

  it('researches every distinct website once, refunds the unreachable, and answers results and an export', async () => {
    const before = await creditsUsed(ctx, user);
    const jobId = await startResearch(ctx, user, { uploadedFileId: fileId, filePath, name: 'Farm list' });
    const job = await waitForResearch(ctx, user, jobId);
    expect(job).toMatchObject({ status: 'completed', totalWebsites: 7, processedWebsites: 7, message: 'Completed' });

    const all = (await call(ctx, user, 'GET', `/api/research/jobs/${jobId}/results?tab=all&pageSize=100`)).json();
    expect(all).toMatchObject({ jobId, name: 'Farm list', status: 'completed', totalAccounts: 7, total: 9, offline: true });
    const byHost = new Map(all.websites.map((w: { host: string }) => [w.host, w]));
    const site = (name: string) => byHost.get(farm.site(name).host) as Record<string, unknown>;
    for (const name of ['missing', 'robots'])
      expect(site(name)).toMatchObject({ status: 'unreachable', creditsCharged: 0, decision: null });
    expect(String(site('missing').error)).toMatch(/^Could not be visited: /);
    const done = all.websites.filter((w: { status: string }) => w.status === 'done');
    expect(done).toHaveLength(5);
    for (const w of done) {
      expect(['KEEP', 'EXCLUDE']).toContain(w.decision);
      expect(['EXCELLENT', 'GOOD', 'ACCEPTABLE']).toContain(w.qualityRanking);
      expect(w.creditsCharged).toBe(1);
      expect(w.pagesVisited.length).toBeGreaterThan(0);
    }
    expect(site('company-0')).toMatchObject({ rowCount: 2, creditsCharged: 1 });
    const invalid = all.websites.filter((w: { status: string }) => w.status === 'invalid');
    expect(invalid.map((w: { url: string; error: string }) => [w.url, w.error]).sort()).toEqual([
      ['', 'Invalid website'],
      ['n/a', 'Invalid website'],
    ]);
    // Duplicates are charged once; unreachable sites and invalid cells are not charged at all.
    expect((await creditsUsed(ctx, user)).creditsUsed - before.creditsUsed).toBe(5);

    const kept = done.filter((w: { decision: string }) => w.decision === 'KEEP').length;
    expect(all.qualified).toBe(kept);
    expect(all.disqualified).toBe(5 - kept);
    // The cards add up: Total = Qualified + Disqualified + Not visited.
    expect(all.notVisited).toBe(2);
    expect(all.qualified + all.disqualified + all.notVisited).toBe(all.totalAccounts);
    const notVisitedTab = (await call(ctx, user, 'GET', `/api/research/jobs/${jobId}/results?tab=not_visited`)).json();
    expect(notVisitedTab.websites.map((w: { host: string }) => w.host).sort()).toEqual(
      [farm.site('missing').host, farm.site('robots').host].sort(),
    );
    expect(job.keptCount).toBe(kept);
    const mean = done.reduce((n: number, w: { relevanceScore: number }) => n + w.relevanceScore, 0) / 5;
    expect(job.avgRelevanceScore).toBeCloseTo(mean, 5);

    // Quality sort: 100 × weight + bonus, highest first; tabs, search and paging.
    const weight = { EXCELLENT: 3, GOOD: 2, ACCEPTABLE: 1 } as Record<string, number>;
    const scores = done.map((w: { qualityRanking: string; bonusScore: number }) => 100 * weight[w.qualityRanking]! + w.bonusScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const qualifiedTab = (await call(ctx, user, 'GET', `/api/research/jobs/${jobId}/results?tab=qualified`)).json();
    expect(qualifiedTab.websites.every((w: { decision: string }) => w.decision === 'KEEP')).toBe(true);
    const byWebsite = (await call(ctx, user, 'GET', `/api/research/jobs/${jobId}/results?sort=website&pageSize=100`)).json();
    const hosts = byWebsite.websites.map((w: { host: string }) => w.host);
    expect(hosts).toEqual([...hosts].sort());
    const searched = (await call(ctx, user, 'GET', `/api/research/jobs/${jobId}/results?search=${farm.site('acme').ip}`)).json();
    expect(searched.websites.map((w: { host: string }) => w.host)).toEqual([farm.site('acme').host]);
    const page2 = (await call(ctx, user, 'GET', `/api/research/jobs/${jobId}/results?pageSize=4&page=2`)).json();
    expect(page2).toMatchObject({ page: 2, pageSize: 4, total: 9 });
    expect(page2.websites).toHaveLength(4);

    const list = (await call(ctx, user, 'GET', '/api/research/jobs')).json();
    expect(list.jobs.find((j: { jobId: string }) => j.jobId === jobId)).toMatchObject({
      name: 'Farm list',
      totalRows: 10,
      keptCount: kept,
      notVisited: 2,
      creditsCharged: 5,
    });

    // The export: one row per source row, every row with its website's verdict, formulas neutralised.
    const res = await call(ctx, user, 'GET', `/api/research/jobs/${jobId}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Farm list.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Results')!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    const header = rows[0]!.slice(1);
    // Each column name once: the verdict's website beside the list's own 'Website' column.
    expect(header.slice(0, 5)).toEqual(['Company', 'Website', 'Notes', 'Website (research)', 'Status']);
    expect(new Set(header).size).toBe(header.length);
    expect(rows).toHaveLength(11);
    const col = (name: string) => header.lastIndexOf(name) + 1;
    expect(rows[1]![1]).toBe(`'=HYPERLINK("http://evil")`);
    expect(rows[1]![3]).toBe(`'+1 call`);
    expect(rows[1]![col('Decision')]).toBe(site('company-0').decision);
    expect(rows[3]![col('Decision')]).toBe(site('company-0').decision);
    expect(rows[4]![col('Status')]).toBe('Invalid website');
    expect(String(rows[8]![col('Status')])).toMatch(/^Could not be visited: /);
    expect(rows[6]![col('Quality')]).toBe(site('acme').qualityRanking);
    expect(book.getWorksheet('Job')!.getCell('B2').value).toBe('Keep B2B software companies. Criteria: sells software; serves businesses.');
  });

  it('serves a second job over the same sites from the page cache (0 page requests)', async () => {
    farm.reset();
    const jobId = await startResearch(ctx, user, { uploadedFileId: fileId, name: 'Again' });
    expect((await waitForResearch(ctx, user, jobId)).status).toBe('completed');
    const cachedSites = ['company-0', 'company-1', 'company-2', 'acme', 'bakery'];
    expect(cachedSites.map((s) => [s, farm.site(s).requests.length])).toEqual(cachedSites.map((s) => [s, 0]));
  });

  it('another user sees none of it: every job route answers 404', async () => {
    const jobId = (await call(ctx, user, 'GET', '/api/research/jobs')).json().jobs[0].jobId as string;
    const mallory = await createTestUser(ctx);
    for (const [method, url] of [
      ['GET', `/api/research/jobs/${jobId}`],
      ['GET', `/api/research/jobs/${jobId}/results`],
      ['GET', `/api/research/jobs/${jobId}/export`],
      ['POST', `/api/research/jobs/${jobId}/pause`],
      ['POST', `/api/research/jobs/${jobId}/resume`],
      ['DELETE', `/api/research/jobs/${jobId}`],
    ] as const)
      expect((await call(ctx, mallory, method, url)).statusCode, `${method} ${url}`).toBe(404);
    expect((await call(ctx, mallory, 'GET', '/api/research/jobs')).json().jobs).toEqual([]);
    const estimate = await call(ctx, mallory, 'POST', '/api/research/estimate', {
      sourceType: 'file',
      uploadedFileId: fileId,
      columnName: 'Website',
    });
    expect(estimate.statusCode).toBe(404);
  });
});
