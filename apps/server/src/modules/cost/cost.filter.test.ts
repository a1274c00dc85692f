import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { usageLine, type JobUsage } from '@leadsift/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelCallLog } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { startFakeLlm, type FakeLlm } from '../../test/fake-llm.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { uploadCsv, waitForJob } from '../filter/filter.test-helpers.ts';

const csv = ['Company,Industry', ...Array.from({ length: 30 }, (_, i) => `Co ${i},${['Software', 'Banking', 'Mining'][i % 3]} ${i}`)].join(
  '\n',
);
const body = (fileId: string, jobName: string) => ({
  jobName,
  fileId,
  selectedColumns: ['Industry'],
  reasoningText: 'B2B payroll',
  logicMode: 'OR',
  chunkSize: 10,
  temperature: 0.2,
  filterConfig: { columnConfig: { Industry: { instructions: 'keep: software, banking' } } },
});

describe(`Tokens and money per List Cleaner job (${testDriver})`, () => {
  let fake: FakeLlm;
  let ctx: TestContext;
  let user: TestUser;
  let fileId: string;

  beforeAll(async () => {
    fake = await startFakeLlm();
    ctx = await createTestApp({
      env: {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: 'fake-model',
        AI_MODELS: 'fake-model,unpriced-model',
        AI_PRICES: '{"fake-model": {"input": 2, "output": 8}}',
        AI_TIMEOUT_MS: '5000',
        METRICS_TOKEN: 'metrics-token-for-tests',
      },
    });
    user = await createTestUser(ctx);
    fileId = (await uploadCsv(ctx, user, 'cost.csv', csv)).fileId;
  }, 300_000);
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it("records every call with the provider's usage: the job's totals are the sum of its calls, priced from the table", async () => {
    fake.reset();
    // The first call fails (recorded as failed, no tokens), its chunk is asked again (recorded as retried).
    fake.setFaults(['error500']);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/filter', headers: user.headers, payload: body(fileId, 'Priced') });
    expect(res.statusCode, res.body).toBe(200);
    const filterId = res.json().filterId as string;
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');

    const results = await ctx.app.inject({ url: `/api/results/${filterId}`, headers: user.headers });
    const usage = results.json().usage as JobUsage;
    const input = fake.calls.reduce((n, c) => n + c.usage.promptTokens, 0);
    const output = fake.calls.reduce((n, c) => n + c.usage.completionTokens, 0);
    expect(input).toBeGreaterThan(0);
    expect(usage).toEqual({
      modelCalls: fake.calls.length,
      failedCalls: 1,
      inputTokens: input,
      outputTokens: output,
      costUsd: expect.closeTo((input * 2 + output * 8) / 1_000_000, 12) as number,
      models: ['fake-model'],
    });

    const rows = await ctx.runtime.db.select().from(modelCallLog).where(eq(modelCallLog.jobId, filterId));
    expect(rows).toHaveLength(fake.calls.length);
    expect(rows.filter((r) => r.outcome === 'failed')).toHaveLength(1);
    expect(rows.filter((r) => r.outcome === 'retried').length).toBeGreaterThan(0);
    expect(rows.every((r) => r.userId === user.id && r.kind === 'filter' && r.provider === 'openai-compatible')).toBe(true);
    const asked = fake.calls.filter((c) => c.fault === 'none').reduce((n, c) => n + c.asked.length, 0);
    expect(asked).toBeGreaterThan(0);
    expect(rows.filter((r) => r.outcome !== 'failed').reduce((n, r) => n + r.items, 0)).toBe(asked);

    // The export's summary sheet carries the same line.
    const exported = await ctx.app.inject({ url: `/api/export/${filterId}?format=xlsx`, headers: user.headers });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const summary = workbook.getWorksheet('Criteria')!;
    const line = summary.getSheetValues().find((r) => Array.isArray(r) && r[1] === 'Model usage') as unknown[];
    expect(line[2]).toBe(usageLine(usage));
    expect(line[2]).toMatch(/^\d+ model calls · [\d,]+ tokens · ≈ \$0\.\d+ \(fake-model\)$/);
  }, 300_000);

  it('estimates the tokens and money of the values still to ask from what this model used per value', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter/estimate',
      headers: user.headers,
      payload: { fileId, selectedColumns: ['Industry'], chunkSize: 10, model: 'fake-model' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await ctx.runtime.db.select().from(modelCallLog).where(eq(modelCallLog.model, 'fake-model'));
    const answered = rows.filter((r) => r.outcome !== 'failed');
    const per = (k: 'inputTokens' | 'outputTokens') => answered.reduce((n, r) => n + r[k], 0) / answered.reduce((n, r) => n + r.items, 0);
    const [inTokens, outTokens] = [Math.round(per('inputTokens') * 30), Math.round(per('outputTokens') * 30)];
    expect(res.json().usage).toEqual({
      model: 'fake-model',
      items: 30,
      tokens: inTokens + outTokens,
      costUsd: expect.closeTo((inTokens * 2 + outTokens * 8) / 1_000_000, 12) as number,
    });
  });

  it('says "price unknown" for a model with no price, and has no measure yet for a model never called', async () => {
    const estimate = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter/estimate',
      headers: user.headers,
      payload: { fileId, selectedColumns: ['Industry'], chunkSize: 10, model: 'unpriced-model' },
    });
    expect(estimate.json().usage).toEqual({ model: 'unpriced-model', items: 30, tokens: null, costUsd: null });

    fake.reset();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: user.headers,
      payload: { ...body(fileId, 'Unpriced'), model: 'unpriced-model' },
    });
    const filterId = res.json().filterId as string;
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
    const usage = (await ctx.app.inject({ url: `/api/results/${filterId}`, headers: user.headers })).json().usage as JobUsage;
    expect(usage.costUsd).toBeNull();
    expect(usage.modelCalls).toBe(fake.calls.length);
    expect(usageLine(usage)).toMatch(/^\d+ model calls? · [\d,]+ tokens · price unknown \(unpriced-model\)$/);
  }, 300_000);

  it('/metrics tells the model calls, tokens, spend and jobs, behind METRICS_TOKEN', async () => {
    expect((await ctx.app.inject('/metrics')).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-of-same-size' } })).statusCode).toBe(401);
    const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: 'Bearer metrics-token-for-tests' } });
    expect(res.statusCode).toBe(200);
    const rows = await ctx.runtime.db.select().from(modelCallLog);
    const fakeCalls = rows.filter((r) => r.model === 'fake-model');
    const metric = (line: string) =>
      Number(
        res.body
          .split('\n')
          .find((l) => l.startsWith(`${line} `))
          ?.slice(line.length + 1),
      );
    const labels = 'provider="openai-compatible",model="fake-model"';
    expect(metric(`leadsift_model_calls{${labels}}`)).toBe(fakeCalls.length);
    expect(metric(`leadsift_model_call_failures{${labels}}`)).toBe(fakeCalls.filter((r) => r.outcome === 'failed').length);
    expect(metric(`leadsift_model_tokens{${labels},direction="input"}`)).toBe(fakeCalls.reduce((n, r) => n + r.inputTokens, 0));
    const spend = fakeCalls.reduce((n, r) => n + (r.inputTokens * 2 + r.outputTokens * 8) / 1_000_000, 0);
    expect(metric('leadsift_model_spend_usd_month')).toBeCloseTo(spend, 9);
    expect(metric('leadsift_jobs{kind="filter",state="completed"}')).toBe(2);
    expect(metric('leadsift_credits_charged')).toBe(60);
    expect(res.body).toContain('# TYPE leadsift_queue_depth gauge');
    expect(res.body).toContain('# TYPE leadsift_queue_oldest_seconds gauge');
  });
});
