import type { JobUsage, ResearchResultsResponse } from '@leadsift/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../../test/test-db.ts';
import type { FakeLlm } from '../../test/fake-llm.ts';
import type { TestUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/test-runtime.ts';
import { startModelResearch, type ModelResearch } from '../research/research.model.test-helpers.ts';
import { call, creditsUsed, jobOf, startResearch, uploadSites, waitForIdle, waitForResearch } from '../research/research.test-helpers.ts';

describe(`Research: tokens per job and ratings reused (${testDriver})`, () => {
  let research: ModelResearch;
  let fake: FakeLlm;
  let ctx: TestContext;
  let user: TestUser;
  let fileId: string;

  beforeAll(async () => {
    research = await startModelResearch({ AI_PRICES: '{"fake-model": {"input": 1, "output": 4}}' });
    ({ fake, ctx, user } = research);
    fileId = (await uploadSites(ctx, user, research.sitesCsv)).fileId;
  }, 300_000);
  afterAll(() => research?.close());

  const run = async (instructions: string) => {
    const jobId = await startResearch(ctx, user, { uploadedFileId: fileId, instructions });
    expect((await waitForResearch(ctx, user, jobId)).status).toBe('completed');
    return (await call(ctx, user, 'GET', `/api/research/jobs/${jobId}/results`)).json() as ResearchResultsResponse;
  };

  it('sums the job’s model calls; the same job again makes 0 model calls, charges 0 credits and says the ratings were reused', async () => {
    fake.reset();
    const before = (await creditsUsed(ctx, user)).creditsUsed;
    const first = await run('Sells payroll software\nServes mid-sized companies');
    const research = fake.calls.filter((c) => c.kind === 'research');
    expect(research).toHaveLength(2);
    const input = research.reduce((n, c) => n + c.usage.promptTokens, 0);
    const output = research.reduce((n, c) => n + c.usage.completionTokens, 0);
    expect(first.usage).toEqual<JobUsage>({
      modelCalls: 2,
      failedCalls: 0,
      inputTokens: input,
      outputTokens: output,
      costUsd: expect.closeTo((input + output * 4) / 1_000_000, 12) as number,
      models: ['fake-model'],
    });
    expect(first.reused).toEqual({ count: 0, since: null });
    const afterFirst = (await creditsUsed(ctx, user)).creditsUsed;
    expect(afterFirst - before).toBe(2);

    fake.reset();
    const again = await run('Sells payroll software\nServes mid-sized companies');
    expect(fake.calls).toHaveLength(0);
    expect((await creditsUsed(ctx, user)).creditsUsed).toBe(afterFirst);
    expect(again.usage).toMatchObject({ modelCalls: 0, inputTokens: 0, outputTokens: 0 });
    expect(again.reused?.count).toBe(2);
    expect(new Date(again.reused!.since!).getTime()).toBeLessThanOrEqual(Date.now());
    for (const site of again.websites) {
      const earlier = first.websites.find((w) => w.host === site.host)!;
      expect(site).toMatchObject({ status: 'done', creditsCharged: 0, decision: earlier.decision, reasoning: earlier.reasoning });
      expect(site.reusedFrom).toBeTruthy();
    }
  }, 300_000);

  it('asks again when the instructions change', async () => {
    fake.reset();
    const changed = await run('Bakes sourdough bread');
    expect(fake.calls.filter((c) => c.kind === 'research')).toHaveLength(2);
    expect(changed.reused?.count).toBe(0);
    expect(changed.websites.every((w) => w.creditsCharged === 1 && !w.reusedFrom)).toBe(true);
  }, 300_000);

  it('pauses at exactly the "Stop at" credits, and resumes with a new limit', async () => {
    const before = (await creditsUsed(ctx, user)).creditsUsed;
    const jobId = await startResearch(ctx, user, { uploadedFileId: fileId, instructions: 'Limit test: employs engineers', creditLimit: 1 });
    await waitForResearch(ctx, user, jobId, ['paused']);
    await waitForIdle(ctx, user, jobId);
    const paused = await waitForMessage(jobId, 'Stopped at the limit you set — 1 of 2 done');
    expect(paused.status).toBe('paused');
    expect((await creditsUsed(ctx, user)).creditsUsed - before).toBe(1);

    const resumed = await call(ctx, user, 'POST', `/api/research/jobs/${jobId}/resume`, { creditLimit: 2 });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect((await waitForResearch(ctx, user, jobId)).status).toBe('completed');
    expect((await creditsUsed(ctx, user)).creditsUsed - before).toBe(2);

    // A plain Resume (no new limit) of a job stopped at its limit goes on without one.
    const plain = await startResearch(ctx, user, { uploadedFileId: fileId, instructions: 'Limit test: plain resume', creditLimit: 1 });
    await waitForResearch(ctx, user, plain, ['paused']);
    await waitForIdle(ctx, user, plain);
    expect((await call(ctx, user, 'POST', `/api/research/jobs/${plain}/resume`)).statusCode).toBe(200);
    expect((await waitForResearch(ctx, user, plain)).status).toBe('completed');
    expect((await creditsUsed(ctx, user)).creditsUsed - before).toBe(4);
  }, 300_000);

  async function waitForMessage(jobId: string, message: string) {
    for (let i = 0; ; i++) {
      const job = await jobOf(ctx, user, jobId);
      if (job.message === message || i > 100) return job;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
});
