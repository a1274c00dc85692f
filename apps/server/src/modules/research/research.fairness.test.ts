// Fairness for research (ADR 0021): a small job submitted behind a big one is not starved. Website k
// of every job is queued at priority -k (as a filter job's chunks), so the small job's websites are taken
// before the rest of the big one's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { companySites } from '../../test/website-farm-sites.ts';
import { startWebsiteFarm, type WebsiteFarm } from '../../test/website-farm.ts';
import { jobOf, startResearch, uploadSites, waitForResearch } from './research.test-helpers.ts';

describe(`fair website order across research jobs (${testDriver})`, () => {
  let farm: WebsiteFarm;
  let ctx: TestContext;
  let big: TestUser;
  let small: TestUser;

  beforeAll(async () => {
    // 150–250 ms a page: a website takes about a second, so the big job runs for several rounds of 24.
    farm = await startWebsiteFarm(companySites(122), { latencyMs: [150, 250] });
    ctx = await createTestApp({ env: { RESEARCH_ALLOW_PRIVATE_HOSTS: '1' } });
    big = await createTestUser(ctx, { tier: 'internal' });
    small = await createTestUser(ctx, { tier: 'internal' });
  });
  afterAll(async () => {
    await ctx?.close();
    await farm?.close();
  });

  const sites = (from: number, to: number) =>
    ['Website', ...Array.from({ length: to - from }, (_, i) => farm.site(`company-${from + i}`).url)].join('\n');

  it('a 2-website job submitted behind a 120-website job finishes while most of the big one is still to do', async () => {
    const bigFile = await uploadSites(ctx, big, sites(0, 120), 'big.csv');
    const smallFile = await uploadSites(ctx, small, sites(120, 122), 'small.csv');
    const bigJob = await startResearch(ctx, big, { uploadedFileId: bigFile.fileId, name: 'big' });
    // The big job is under way before the small one is submitted.
    while ((await jobOf(ctx, big, bigJob)).processedWebsites < 1) await new Promise((r) => setTimeout(r, 50));
    const smallJob = await startResearch(ctx, small, { uploadedFileId: smallFile.fileId, name: 'small' });
    expect((await waitForResearch(ctx, small, smallJob)).status).toBe('completed');

    // First come, first served would have made the small job wait for the big one's 119 other websites.
    const bigNow = await jobOf(ctx, big, bigJob);
    expect(bigNow.processedWebsites).toBeLessThan(80);
    expect((await waitForResearch(ctx, big, bigJob, ['completed', 'failed'], 180_000)).processedWebsites).toBe(120);
  });
});
