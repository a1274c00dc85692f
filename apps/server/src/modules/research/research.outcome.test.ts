import { noWebsiteReachedMessage, researchOutcomeOf } from '@leadsift/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { standardFarmSites } from '../../test/website-farm-sites.ts';
import { startWebsiteFarm, type WebsiteFarm } from '../../test/website-farm.ts';
import { finishedList, finishedResearch } from '../notifications/job-notices.ts';
import { call, startResearch, uploadSites, waitForResearch } from './research.test-helpers.ts';

// Research outcomes that say what happened (docs/product.md#research-agent): "Not visited" instead of a bare
// "Completed", the likely cause when no host resolves, and counts with the right plurals.

describe('the outcome of a research job', () => {
  it('is "not visited" only for a completed job that visited nothing; every host failing DNS names the likely cause', () => {
    expect(researchOutcomeOf('processing', { rated: 0, notVisited: 3, dnsFailed: 3 })).toBeNull();
    expect(researchOutcomeOf('completed', { rated: 1, notVisited: 3, dnsFailed: 3 })).toEqual({
      outcome: 'researched',
      outcomeMessage: null,
    });
    expect(researchOutcomeOf('completed', { rated: 0, notVisited: 0, dnsFailed: 0 })).toEqual({
      outcome: 'researched',
      outcomeMessage: null,
    });
    expect(researchOutcomeOf('completed', { rated: 0, notVisited: 577, dnsFailed: 577 })).toEqual({
      outcome: 'not_visited',
      outcomeMessage: 'No website could be reached — this server may have no internet access',
    });
    expect(researchOutcomeOf('completed', { rated: 0, notVisited: 2, dnsFailed: 1 })?.outcomeMessage).toBe(
      'None of the 2 websites could be visited',
    );
    expect(researchOutcomeOf('completed', { rated: 0, notVisited: 1, dnsFailed: 0 })?.outcomeMessage).toBe(
      'The website could not be visited',
    );
  });

  it('is told in the notification with counts and plurals (a List Cleaner job too)', () => {
    expect(finishedList(1)).toBe('1 row was checked; the results are ready.');
    expect(finishedList(1200)).toBe('1,200 rows were checked; the results are ready.');
    expect(finishedResearch({ rated: 1, notVisited: 0, dnsFailed: 0 }, 1)).toBe('1 website researched, 1 kept.');
    expect(finishedResearch({ rated: 2, notVisited: 1, dnsFailed: 1 }, 0)).toBe(
      '2 websites researched, 0 kept; 1 website could not be visited (not charged).',
    );
    expect(finishedResearch({ rated: 0, notVisited: 577, dnsFailed: 577 }, 0)).toBe(
      'No website could be reached — this server may have no internet access: 577 websites not visited, no credits charged.',
    );
  });
});

describe(`A research job that could visit nothing (${testDriver})`, () => {
  let farm: WebsiteFarm;
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    farm = await startWebsiteFarm(standardFarmSites().filter((s) => s.name === 'missing'));
    ctx = await createTestApp({ env: { RESEARCH_ALLOW_PRIVATE_HOSTS: '1' } });
    user = await createTestUser(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
    await farm?.close();
  });

  const run = async (websites: string[], name: string) => {
    const { fileId, filePath } = await uploadSites(ctx, user, ['Company,Website', ...websites.map((w, i) => `Co ${i},${w}`)].join('\n'));
    const jobId = await startResearch(ctx, user, { uploadedFileId: fileId, filePath, name });
    expect(await waitForResearch(ctx, user, jobId)).toMatchObject({ status: 'completed' });
    return jobId;
  };

  it('keeps the public status "completed" and adds the outcome to the job, its list entry, its results and its notice', async () => {
    // Hosts under .invalid never resolve (RFC 6761), with or without a network.
    const jobId = await run(['https://nowhere-one.invalid', 'nowhere-two.invalid'], 'Offline list');
    const job = (await call(ctx, user, 'GET', `/api/research/jobs/${jobId}`)).json().job;
    expect(job).toMatchObject({ status: 'completed', outcome: 'not_visited', outcomeMessage: noWebsiteReachedMessage, keptCount: 0 });
    const listed = (await call(ctx, user, 'GET', '/api/research/jobs')).json().jobs.find((j: { jobId: string }) => j.jobId === jobId);
    expect(listed).toMatchObject({ status: 'completed', outcome: 'not_visited', outcomeMessage: noWebsiteReachedMessage, notVisited: 2 });
    const results = (await call(ctx, user, 'GET', `/api/research/jobs/${jobId}/results`)).json();
    expect(results).toMatchObject({ status: 'completed', outcome: 'not_visited', outcomeMessage: noWebsiteReachedMessage, notVisited: 2 });
    const notices = (await call(ctx, user, 'GET', '/api/notifications')).json().items as Array<{ title: string; body: string }>;
    expect(notices.find((n) => n.title.includes('"Offline list"'))?.body).toBe(
      `${noWebsiteReachedMessage}: 2 websites not visited, no credits charged.`,
    );
  });

  it('says plainly that none could be visited when some hosts resolved but refused', async () => {
    const jobId = await run([farm.site('missing').url, 'nowhere-three.invalid'], 'Mixed list');
    const job = (await call(ctx, user, 'GET', `/api/research/jobs/${jobId}`)).json().job;
    expect(job).toMatchObject({ status: 'completed', outcome: 'not_visited', outcomeMessage: 'None of the 2 websites could be visited' });
  });
});
