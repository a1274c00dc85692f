// Fairness (ADR 0021): a small job submitted behind a big one is not starved. The big job's chunks
// are all queued before the small job exists; the small one still finishes while most of the big one is
// undecided, because chunk k of every job is worked before chunk k + 1 of any.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { startFakeLlm, type FakeLlm } from '../../test/fake-llm.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { uploadCsv, waitForJob } from './filter.test-helpers.ts';

describe(`fair chunk order across jobs (${testDriver})`, () => {
  let fake: FakeLlm;
  let ctx: TestContext;
  let big: TestUser;
  let small: TestUser;

  beforeAll(async () => {
    fake = await startFakeLlm({ latencyMs: 40 });
    ctx = await createTestApp({
      env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_CONCURRENCY: '8' },
    });
    big = await createTestUser(ctx, { tier: 'internal' });
    small = await createTestUser(ctx, { tier: 'internal' });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const start = async (user: TestUser, fileId: string, chunkSize: number) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: user.headers,
      payload: {
        jobName: 'fairness',
        fileId,
        selectedColumns: ['Industry'],
        reasoningText: 'B2B software',
        chunkSize,
        filterConfig: { columnConfig: { Industry: { instructions: 'keep software' } } },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().filterId as string;
  };
  const progress = async (user: TestUser, filterId: string) => {
    const body = (await ctx.app.inject({ url: `/api/progress/${filterId}`, headers: user.headers })).json();
    return body as { status: string; progress: { processedValues?: number; totalValues?: number } };
  };

  it('a 3-row job submitted behind a 200-chunk job finishes while most of the big one is still undecided', async () => {
    const bigCsv = 'Name,Industry\n' + Array.from({ length: 2000 }, (_, i) => `P${i},Industry ${i}`).join('\n');
    // Values the rules cannot place in an industry, so the small job needs the model too (one chunk).
    const smallCsv = 'Name,Industry\nA,Acme widgets\nB,Zenith goods\nC,Acme widgets\n';
    const bigFile = (await uploadCsv(ctx, big, 'big.csv', bigCsv)).fileId;
    const smallFile = (await uploadCsv(ctx, small, 'small.csv', smallCsv)).fileId;

    const bigJob = await start(big, bigFile, 10); // 2,000 distinct values: 200 chunks
    // The big job is under way (its first chunks are decided) before the small one is submitted.
    while (fake.calls.length < 8) await new Promise((r) => setTimeout(r, 10));
    const smallJob = await start(small, smallFile, 10);
    expect(await waitForJob(ctx, small, smallJob, 60_000)).toBe('completed');
    const callsWhenSmallDone = fake.calls.length;

    // First come, first served would have made the small job wait for all 200 chunks of the big one.
    expect(callsWhenSmallDone).toBeLessThan(100);
    const bigNow = await progress(big, bigJob);
    expect(bigNow.status).toBe('processing');
    expect(await waitForJob(ctx, big, bigJob, 120_000)).toBe('completed');
    expect(fake.calls).toHaveLength(201);
  });
});
