import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { companySites } from '../../test/website-farm-sites.ts';
import { startWebsiteFarm, type WebsiteFarm } from '../../test/website-farm.ts';
import { grantBonus } from '../credits/credits.grants.ts';
import { expectLedgerMatchesAccount } from '../credits/credits.test-helpers.ts';
import { upsertTier } from '../credits/tiers.service.ts';
import { uploadCsv, waitForJob } from '../filter/filter.test-helpers.ts';
import { claimSite, landSite } from './research.jobs.ts';
import { call, creditsUsed, jobOf, startResearch, uploadSites, waitForIdle, waitForResearch } from './research.test-helpers.ts';

const sitesCsv = (farm: WebsiteFarm, names: string[]) => ['Website', ...names.map((n) => farm.site(n).url)].join('\n');
const names = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `company-${from + i}`);

describe(`Research jobs: sources, pause/resume/delete, credits (${testDriver})`, () => {
  let farm: WebsiteFarm;
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    // 300–500 ms a page: a site takes over a second, so a job of 40 is still running when it is paused.
    farm = await startWebsiteFarm(companySites(100), { latencyMs: [300, 500] });
    ctx = await createTestApp({ env: { RESEARCH_ALLOW_PRIVATE_HOSTS: '1' } });
    user = await createTestUser(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
    await farm?.close();
  });

  it('researches the kept rows of a completed filter job', async () => {
    const rows = names(0, 6).map((n, i) => `Firm ${i},${i % 2 ? 'Bakery' : 'Software'},${farm.site(n).url}`);
    const file = await uploadCsv(ctx, user, 'leads.csv', ['Company,Industry,Homepage', ...rows].join('\n'));
    const filter = await call(ctx, user, 'POST', '/api/filter', {
      jobName: 'Software only',
      fileId: file.fileId,
      selectedColumns: ['Industry'],
      filterConfig: { columnConfig: { Industry: { instructions: 'Keep: software' } } },
    });
    const filterId = filter.json().filterId as string;
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');

    const source = { sourceType: 'filter', sourceFilterId: filterId, columnName: 'Homepage' };
    const estimate = (await call(ctx, user, 'POST', '/api/research/estimate', source)).json();
    expect(estimate.data).toMatchObject({ websiteCount: 3, duplicates: 0, invalid: 0, totalRows: 3 });
    const jobId = await startResearch(ctx, user, { ...source, name: 'From filter' });
    expect((await waitForResearch(ctx, user, jobId)).totalWebsites).toBe(3);
    const results = (await call(ctx, user, 'GET', `/api/research/jobs/${jobId}/results?sort=website`)).json();
    expect(results.websites.map((w: { url: string }) => w.url).sort()).toEqual(
      ['company-0', 'company-2', 'company-4'].map((n) => `${farm.site(n).url}/`).sort(),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await call(ctx, user, 'GET', `/api/research/jobs/${jobId}/export`)).rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Results')!;
    expect(sheet.rowCount).toBe(4);
    expect([sheet.getCell('A2').value, sheet.getCell('A3').value, sheet.getCell('A4').value]).toEqual(['Firm 0', 'Firm 2', 'Firm 4']);

    // Another user cannot use this filter job as a source.
    const other = await createTestUser(ctx);
    expect((await call(ctx, other, 'POST', '/api/research/estimate', source)).statusCode).toBe(404);
  });

  it('pauses (websites in flight land, the rest wait), resumes to completion and charges each website once', async () => {
    const { fileId } = await uploadSites(ctx, user, sitesCsv(farm, names(10, 50)));
    const before = (await creditsUsed(ctx, user)).creditsUsed;
    const jobId = await startResearch(ctx, user, { uploadedFileId: fileId, name: 'Pause me' });
    expect((await call(ctx, user, 'POST', `/api/research/jobs/${jobId}/pause`)).json()).toEqual({ success: true, status: 'paused' });
    // Websites charged before the pause land; then nothing moves.
    await waitForIdle(ctx, user, jobId);
    const paused = await jobOf(ctx, user, jobId);
    expect(paused.status).toBe('paused');
    expect(paused.processedWebsites).toBeLessThan(40);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await jobOf(ctx, user, jobId)).processedWebsites).toBe(paused.processedWebsites);

    expect((await call(ctx, user, 'POST', `/api/research/jobs/${jobId}/resume`)).json()).toEqual({ success: true, status: 'processing' });
    const done = await waitForResearch(ctx, user, jobId);
    expect(done).toMatchObject({ status: 'completed', processedWebsites: 40 });
    const charged = (await call(ctx, user, 'GET', `/api/research/jobs/${jobId}/results?pageSize=100`))
      .json()
      .websites.reduce((n: number, w: { creditsCharged: number }) => n + w.creditsCharged, 0);
    expect((await creditsUsed(ctx, user)).creditsUsed - before).toBe(charged);
    expect(charged).toBeLessThanOrEqual(40);
    await expectLedgerMatchesAccount(ctx.runtime.db, user.id);
  });

  it('deletes a job: gone for good, nothing charged for websites never started', async () => {
    const { fileId } = await uploadSites(ctx, user, sitesCsv(farm, names(60, 100)));
    const before = (await creditsUsed(ctx, user)).creditsUsed;
    const jobId = await startResearch(ctx, user, { uploadedFileId: fileId, name: 'Delete me' });
    await call(ctx, user, 'POST', `/api/research/jobs/${jobId}/pause`);
    const deleted = await call(ctx, user, 'DELETE', `/api/research/jobs/${jobId}`);
    expect(deleted.json()).toMatchObject({ success: true });
    expect((await call(ctx, user, 'GET', `/api/research/jobs/${jobId}`)).statusCode).toBe(404);
    await new Promise((r) => setTimeout(r, 3000));
    // Websites in flight at the deletion were refunded; the rest were never charged.
    expect((await creditsUsed(ctx, user)).creditsUsed).toBe(before);
    await expectLedgerMatchesAccount(ctx.runtime.db, user.id);
  });

  it('stops at exactly the credits available, never below 0, and resumes once credits are added', async () => {
    // An app whose worker starts later: both jobs pass the check at submission before anything is charged.
    const q = await createTestApp({ work: false, env: { RESEARCH_ALLOW_PRIVATE_HOSTS: '1' } });
    try {
      await upsertTier(q.runtime.db, { name: 'tiny', displayName: 'Tiny', creditsPerMonth: 10, maxWebsitesPerJob: 8 });
      const beta = await createTestUser(q, { tier: 'tiny' });
      const post = async (fileId: string) =>
        call(q, beta, 'POST', '/api/research/jobs', {
          sourceType: 'file',
          uploadedFileId: fileId,
          columnName: 'Website',
          instructions: 'software',
        });
      const nine = await post((await uploadSites(q, beta, sitesCsv(farm, names(0, 9)))).fileId);
      expect(nine.statusCode).toBe(400);
      expect(nine.json().error).toContain('at most 8 per job');

      // Two jobs of 8 each pass the check (8 ≤ 10); together they can pay for 10 websites.
      const jobs: string[] = [];
      for (const range of [names(0, 8), names(8, 16)]) {
        const res = await post((await uploadSites(q, beta, sitesCsv(farm, range))).fileId);
        expect(res.statusCode, res.body).toBe(200);
        jobs.push(res.json().jobId as string);
      }
      await q.runtime.jobs.work(q.runtime);
      const ended = await Promise.all(jobs.map((id) => waitForResearch(q, beta, id, ['completed', 'paused'])));
      expect(ended.some((j) => j.status === 'paused')).toBe(true);
      for (const id of jobs) await waitForIdle(q, beta, id); // websites in flight land
      const views = await Promise.all(jobs.map((id) => jobOf(q, beta, id)));
      expect(views.reduce((n, j) => n + j.processedWebsites, 0)).toBe(10);
      const stopped = views.find((j) => j.status === 'paused')!;
      expect(stopped.message).toBe(`Out of credits: ${stopped.processedWebsites} of 8 websites researched`);
      expect(await creditsUsed(q, beta)).toEqual(expect.objectContaining({ creditsUsed: 10, creditsAvailable: 0 }));
      await expectLedgerMatchesAccount(q.runtime.db, beta.id);
      // Each paused job told its owner once (only the claim that paused it), each finished one
      // too, and the credits falling below 10 % once.
      const notices = (await call(q, beta, 'GET', '/api/notifications')).json().items as Array<{ kind: string }>;
      const count = (kind: string) => notices.filter((n) => n.kind === kind).length;
      expect(count('job_paused_credits')).toBe(views.filter((j) => j.status === 'paused').length);
      expect(count('job_finished')).toBe(views.filter((j) => j.status === 'completed').length);
      expect(count('credits_low')).toBe(1);

      const stoppedId = jobs[views.indexOf(stopped)]!;
      expect((await call(q, beta, 'POST', `/api/research/jobs/${stoppedId}/resume`)).statusCode).toBe(402);
      await grantBonus(q.runtime.db, { workspaceId: beta.id, amount: 10, actorId: null });
      expect((await call(q, beta, 'POST', `/api/research/jobs/${stoppedId}/resume`)).statusCode).toBe(200);
      expect((await waitForResearch(q, beta, stoppedId)).processedWebsites).toBe(8);
      expect((await creditsUsed(q, beta)).creditsUsed).toBe(10 + (8 - stopped.processedWebsites));
      await expectLedgerMatchesAccount(q.runtime.db, beta.id);
    } finally {
      await q.close();
    }
  });

  it('counts a landed website in the same transaction (no window where it is finished but not counted)', async () => {
    // Regression: the count used to follow the landing in a separate statement, so a reader (and the test above,
    // on a loaded machine) could see every website landed while processedWebsites still missed some.
    const q = await createTestApp({ work: false, env: { RESEARCH_ALLOW_PRIVATE_HOSTS: '1' } });
    try {
      const alice = await createTestUser(q);
      const { fileId } = await uploadSites(q, alice, sitesCsv(farm, names(0, 3)));
      const jobId = await startResearch(q, alice, { uploadedFileId: fileId });
      const claims = await Promise.all([0, 1].map((n) => claimSite(q.runtime.db, jobId, n)));
      for (const [n, claim] of claims.entries()) {
        if (claim.kind !== 'claimed') throw new Error(`website ${n} was not claimed: ${claim.kind}`);
        await landSite(q.runtime.db, claim.job, n, { status: 'unreachable', error: 'gone', pageRequests: 0 });
        expect(await jobOf(q, alice, jobId)).toMatchObject({ status: 'processing', processedWebsites: n + 1 });
      }
      expect((await creditsUsed(q, alice)).creditsUsed).toBe(0); // both refunded in their landing transaction
      await expectLedgerMatchesAccount(q.runtime.db, alice.id);
    } finally {
      await q.close();
    }
  });
});
