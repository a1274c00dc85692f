import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { startFakeLlm, type FakeLlm } from '../../test/fake-llm.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { uploadCsv, waitForJob } from './filter.test-helpers.ts';
import { previewLimitMessage } from './preview.schemas.ts';

// 30 industries: 'Industry 1' on 30 rows, 'Industry 2' on 29 … 'Industry 30' on 1 (465 rows); 3 countries.
const rows: string[] = ['Company,Industry,Country'];
for (let i = 1; i <= 30; i++)
  for (let r = 0; r <= 30 - i; r++) rows.push(`Co ${i}-${r},${i % 3 ? 'Software' : 'Pharma'} ${i},${['DE', 'US', 'FR'][r % 3]}`);
const csv = rows.join('\n');
const totalRows = rows.length - 1;
const criteria = { Industry: { instructions: 'keep: software' }, Country: { instructions: 'keep: DE, FR' } };

describe(`free preview before Run (${testDriver})`, () => {
  let fake: FakeLlm;
  let ctx: TestContext;
  let user: TestUser;
  let fileId: string;

  beforeAll(async () => {
    fake = await startFakeLlm({ latencyMs: 1 });
    ctx = await createTestApp({
      env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', PREVIEW_PER_HOUR: '4' },
    });
    user = await createTestUser(ctx);
    fileId = (await uploadCsv(ctx, user, 'leads.csv', csv)).fileId;
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const preview = (who: TestUser, extra: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/filter/preview',
      headers: who.headers,
      payload: {
        fileId,
        selectedColumns: ['Industry', 'Country'],
        reasoningText: 'Payroll',
        askModelForEveryValue: true, // the model's path: rules would decide 'DE', 'FR' and 'Software …' (filter.rules.test.ts)
        filterConfig: { columnConfig: criteria },
        ...extra,
      },
    });
  const estimate = async () =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/filter/estimate',
        headers: user.headers,
        payload: {
          fileId,
          selectedColumns: ['Industry', 'Country'],
          chunkSize: 10,
          reasoningText: 'Payroll',
          askModelForEveryValue: true, // the model's path: rules would decide 'DE', 'FR' and 'Software …' (filter.rules.test.ts)
          filterConfig: { columnConfig: criteria },
        },
      })
    ).json() as { modelCalls: number; cachedValues: number; distinctCounts: Record<string, number> };

  it('decides the 20 most frequent values of each column with one model call per column, for no credits', async () => {
    expect(await estimate()).toMatchObject({ modelCalls: 4, cachedValues: 0, distinctCounts: { Industry: 30, Country: 3 } });
    const ledger = await ctx.runtime.db.$count(creditLedger, eq(creditLedger.workspaceId, user.id));
    fake.reset();
    const res = await preview(user);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const decideCalls = fake.calls.filter((c) => c.kind === 'decide');
    expect(decideCalls).toHaveLength(2);
    expect(decideCalls.map((c) => c.asked.length).sort((a, b) => a - b)).toEqual([3, 20]);
    expect(body.modelCalls).toBe(2);
    expect(body.previewsLeft).toBe(3);
    const industry = body.columns[0];
    expect(industry.column).toBe('Industry');
    expect(industry.values).toHaveLength(20);
    expect(industry.values[0]).toMatchObject({ value: 'Software 1', frequency: 30, decision: 'KEEP', cached: false });
    expect(industry.values[2]).toMatchObject({ value: 'Pharma 3', frequency: 28, decision: 'EXCLUDE' });
    expect(industry.values[0].reason).toContain('software');
    // 30 + 29 + … + 11 rows of 465.
    expect(industry.coveredRows).toBe(410);
    expect(industry.coverage).toBeCloseTo(410 / totalRows);
    expect(body.columns[1]).toMatchObject({ column: 'Country', coveredRows: totalRows, coverage: 1 });
    expect(await ctx.runtime.db.$count(creditLedger, eq(creditLedger.workspaceId, user.id))).toBe(ledger);
  });

  it('puts its decisions in the cache: the estimate and the job that follows ask less of the model', async () => {
    // Industry: 30 distinct, the 20 previewed are cached → 10 left = 1 call of 10; Country: all 3 cached → 0.
    expect(await estimate()).toMatchObject({ modelCalls: 1, cachedValues: 23 });
    fake.reset();
    const again = (await preview(user)).json();
    expect(fake.calls).toHaveLength(0);
    expect(again.columns[0].values.every((v: { cached: boolean }) => v.cached)).toBe(true);

    fake.reset();
    const job = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: user.headers,
      payload: {
        jobName: 'After preview',
        fileId,
        selectedColumns: ['Industry', 'Country'],
        reasoningText: 'Payroll',
        askModelForEveryValue: true, // the model's path: rules would decide 'DE', 'FR' and 'Software …' (filter.rules.test.ts)
        chunkSize: 10,
        filterConfig: { columnConfig: criteria },
      },
    });
    const filterId = job.json().filterId as string;
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
    const asked = fake.calls.filter((c) => c.kind === 'decide');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.asked).toHaveLength(10);
    expect(asked.flatMap((c) => c.asked.map((a) => a.value))).not.toContain('Software 1');
    const results = (await ctx.app.inject({ url: `/api/results/${filterId}`, headers: user.headers })).json();
    expect(results.llmValueDecisions.Industry['Software 1']).toMatchObject({ decision: 'KEEP' });
    expect(results.llmValueDecisions.Industry['Software 1'].reason).toMatch(/^Same as an earlier decision: /);
  });

  it('answers 429 with a clear message past PREVIEW_PER_HOUR, and 404 for another user’s file', async () => {
    // Two previews so far, four allowed.
    expect((await preview(user)).statusCode).toBe(200);
    expect((await preview(user)).statusCode).toBe(200);
    const limited = await preview(user);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(previewLimitMessage(4, 60));
    const other = await createTestUser(ctx);
    expect((await preview(other)).statusCode).toBe(404);
    const missing = await preview(other, { fileId: 'nope', filterConfig: { columnConfig: { Industry: { instructions: ' ' } } } });
    expect(missing.statusCode).toBe(400);
  });
});
