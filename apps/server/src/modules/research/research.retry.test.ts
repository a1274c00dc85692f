import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { RETRY_NOTHING } from '@leadsift/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { companySites } from '../../test/website-farm-sites.ts';
import { startWebsiteFarm, type WebsiteFarm } from '../../test/website-farm.ts';
import { callError, callOk, connect, createKey, listen } from '../mcp/mcp.test-helpers.ts';
import { call, creditsUsed, startResearch, uploadSites, waitForResearch } from './research.test-helpers.ts';

// "Retry websites not visited" (ADR 0066) against the website farm: each site counts the requests it gets. The page
// cache is on (its default), so a retry that read the failure cached an hour ago would send no request at all.
const gonePage = { status: 404, body: '<h1>Not found</h1>' };
const backPage = {
  body: '<!doctype html><html><head><title>Back again</title></head><body><h1>Back again</h1><p>We sell payroll software to businesses of every size across Europe.</p></body></html>',
};

describe(`Retry websites not visited (${testDriver}, website farm, offline rater)`, () => {
  let farm: WebsiteFarm;
  let ctx: TestContext;
  let user: TestUser;
  let base: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    farm = await startWebsiteFarm([
      ...companySites(2),
      { name: 'gone-a', pages: { '/': gonePage } },
      { name: 'gone-b', pages: { '/': gonePage } },
    ]);
    ctx = await createTestApp({ env: { RESEARCH_ALLOW_PRIVATE_HOSTS: '1' } });
    base = await listen(ctx);
    user = await createTestUser(ctx);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await ctx?.close();
    await farm?.close();
  });

  const research = async (names: string[]) => {
    const csv = ['Company,Website', ...names.map((n) => `${n},${farm.site(n).url}`)].join('\n');
    const { fileId } = await uploadSites(ctx, user, csv);
    const jobId = await startResearch(ctx, user, { uploadedFileId: fileId });
    expect(await waitForResearch(ctx, user, jobId)).toMatchObject({ status: 'completed' });
    return jobId;
  };
  const retry = (jobId: string, query = '', who = user) => call(ctx, who, 'POST', `/api/research/jobs/${jobId}/retry${query}`);
  const requestsByHost = () => Object.fromEntries(farm.sites.map((s) => [s.name, s.requests.filter((p) => p !== '/robots.txt').length]));
  const statusOf = async (jobId: string) => {
    const all = (await call(ctx, user, 'GET', `/api/research/jobs/${jobId}/results?tab=all&pageSize=100`)).json();
    return Object.fromEntries(
      farm.sites.flatMap((s) => {
        const w = all.websites.find((x: { host: string }) => x.host === s.host) as { status: string; creditsCharged: number } | undefined;
        return w ? [[s.name, `${w.status}, ${w.creditsCharged} credits`]] : [];
      }),
    );
  };

  it('visits again only the websites not visited, charges what it visits now, and refunds what still fails', async () => {
    const jobId = await research(['company-0', 'company-1', 'gone-a', 'gone-b']);
    expect(await statusOf(jobId)).toEqual({
      'company-0': 'done, 1 credits',
      'company-1': 'done, 1 credits',
      'gone-a': 'unreachable, 0 credits',
      'gone-b': 'unreachable, 0 credits',
    });
    const used = (await creditsUsed(ctx, user)).creditsUsed;
    expect(used).toBe(2);

    farm.reset();
    const dry = await retry(jobId, '?dryRun=true');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual({
      success: true,
      dryRun: true,
      started: false,
      websites: 2,
      creditsPerWebsite: 1,
      credits: 2,
      status: 'completed',
      message: 'Retries 2 websites not visited — at most 2 credits; a website that still cannot be visited is refunded.',
    });
    expect(farm.totalRequests()).toBe(0);

    // One site is back; the other still answers 404.
    farm.site('gone-a').setPage('/', backPage);
    const run = await retry(jobId);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({ started: true, websites: 2, credits: 2, status: 'processing' });
    expect(await waitForResearch(ctx, user, jobId)).toMatchObject({ status: 'completed', processedWebsites: 4, totalWebsites: 4 });
    expect(requestsByHost()).toEqual({ 'company-0': 0, 'company-1': 0, 'gone-a': 1, 'gone-b': 1 });
    expect(await statusOf(jobId)).toMatchObject({ 'gone-a': 'done, 1 credits', 'gone-b': 'unreachable, 0 credits' });
    expect((await creditsUsed(ctx, user)).creditsUsed).toBe(used + 1);

    // Another user's job is not found; a job still working is refused.
    const other = await createTestUser(ctx);
    expect((await retry(jobId, '', other)).statusCode).toBe(404);
    farm.site('gone-b').setPage('/', { ...gonePage, latencyMs: 1500 });
    expect((await retry(jobId)).json()).toMatchObject({ started: true, websites: 1 });
    const busy = await retry(jobId);
    expect([busy.statusCode, busy.json().error]).toEqual([409, 'This job is still running: wait until it finishes, then try again.']);
    expect(await waitForResearch(ctx, user, jobId)).toMatchObject({ status: 'completed' });
    expect((await creditsUsed(ctx, user)).creditsUsed).toBe(used + 1);
  });

  it('through MCP: nothing to retry answers so and charges nothing; another user’s job is not found', async () => {
    const jobId = await research(['company-0']);
    const client = await connect(base, (await createKey(ctx, user, 'full')).key);
    clients.push(client);
    const used = (await creditsUsed(ctx, user)).creditsUsed;
    farm.reset();
    const answer = await callOk(client, 'retry_websites_not_visited', { jobId });
    expect(answer).toMatchObject({ started: false, websites: 0, credits: 0, status: 'completed', message: RETRY_NOTHING });
    expect(farm.totalRequests()).toBe(0);
    expect((await creditsUsed(ctx, user)).creditsUsed).toBe(used);
    const stranger = await connect(base, (await createKey(ctx, await createTestUser(ctx), 'full')).key);
    clients.push(stranger);
    expect(await callError(stranger, 'retry_websites_not_visited', { jobId })).toBe('Research job not found');
  });
});
