import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../../test/test-db.ts';
import type { TestUser } from '../../test/factories.ts';
import type { FakeLlm } from '../../test/fake-llm.ts';
import type { TestContext } from '../../test/test-runtime.ts';
import type { WebsiteFarm } from '../../test/website-farm.ts';
import { startModelResearch, type ModelResearch } from './research.model.test-helpers.ts';
import { call, creditsUsed, startResearch, uploadSites, waitForResearch } from './research.test-helpers.ts';

type Website = {
  host: string;
  status: string;
  decision: string | null;
  error: string | null;
  creditsCharged: number;
  criteria: Array<{ status: string; quote: string | null; url: string | null }>;
};

describe(`Research jobs rated by a model (${testDriver}, fake OpenAI-compatible model)`, () => {
  let research: ModelResearch;
  let farm: WebsiteFarm;
  let fake: FakeLlm;
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    research = await startModelResearch();
    ({ farm, fake, ctx, user } = research);
  });
  afterAll(() => research?.close());

  it('stores the model’s verdict and checklist, each quote found on the page it names', async () => {
    const { fileId } = await uploadSites(ctx, user, research.sitesCsv);
    const jobId = await startResearch(ctx, user, {
      uploadedFileId: fileId,
      instructions: 'Sells payroll software\nServes mid-sized companies',
    });
    expect((await waitForResearch(ctx, user, jobId)).status).toBe('completed');
    const results = (await call(ctx, user, 'GET', `/api/research/jobs/${jobId}/results`)).json();
    expect(results.offline).toBe(false);
    expect(fake.calls.filter((c) => c.kind === 'research')).toHaveLength(2);
    const acme = (results.websites as Website[]).find((w) => w.host === farm.site('acme').host)!;
    expect(acme).toMatchObject({ status: 'done', decision: 'KEEP', creditsCharged: 1 });
    const quoted = acme.criteria.filter((c) => c.quote);
    expect(quoted.length).toBeGreaterThan(0);
    for (const c of quoted) expect(c.url).toContain(farm.site('acme').url);
  });

  it('gives up a website whose model keeps failing after the job’s retries, and refunds it', async () => {
    const { fileId } = await uploadSites(ctx, user, ['Website', `${farm.site('bakery').url}/menu`].join('\n'));
    const before = (await creditsUsed(ctx, user)).creditsUsed;
    fake.setFaultRates({ error500: 1 });
    try {
      const jobId = await startResearch(ctx, user, { uploadedFileId: fileId, instructions: 'Bakes sourdough bread' });
      const job = await waitForResearch(ctx, user, jobId, ['completed', 'failed'], 120_000);
      expect(job).toMatchObject({ status: 'completed', processedWebsites: 1 });
      const [site] = (await call(ctx, user, 'GET', `/api/research/jobs/${jobId}/results`)).json().websites as Website[];
      expect(site).toMatchObject({ status: 'unreachable', creditsCharged: 0, decision: null });
      expect(site!.error).toMatch(/^Could not be researched: /);
      expect((await creditsUsed(ctx, user)).creditsUsed).toBe(before);
    } finally {
      fake.setFaultRates({});
    }
  }, 150_000);
});
