import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterDecisions } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { startFakeLlm, type FakeLlm } from '../../test/fake-llm.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { uploadCsv, waitForJob } from './filter.test-helpers.ts';

// Eight places rules know, three they do not (made-up names): only those three may reach the model.
const known = ['Germany', 'Deutschland', 'Berlin, Germany', 'France', 'Schweiz', 'USA', 'Austin, TX, USA', 'Japan'];
const unknown = ['Atlantis', 'Mars Colony', 'Gondor'];
const csv = `Company,Country\n${[...known, ...unknown].map((c, i) => `Co ${i},"${c}"`).join('\n')}\n`;
const instructions = 'Keep companies based in the European Union.';

describe(`Rules before the model (${testDriver})`, () => {
  let fake: FakeLlm;
  let ctx: TestContext;
  let user: TestUser;
  let fileId: string;

  beforeAll(async () => {
    fake = await startFakeLlm({ latencyMs: 1 });
    ctx = await createTestApp({
      env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_CONCURRENCY: '2' },
    });
    user = await createTestUser(ctx);
    fileId = (await uploadCsv(ctx, user, 'countries.csv', csv)).fileId;
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const body = (reasoningText: string, askModelForEveryValue = false) => ({
    fileId,
    selectedColumns: ['Country'],
    reasoningText,
    chunkSize: 300,
    askModelForEveryValue,
    filterConfig: { columnConfig: { Country: { instructions } } },
  });
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: user.headers, payload });

  it('the estimate says how many values rules decide for free and how many go to the model', async () => {
    const res = await post('/api/filter/estimate', body('estimate'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ruleValues: 8,
      modelCalls: 1,
      summary: '11 values: 8 decided by rules (no model call), 3 by the model',
    });
    const all = (await post('/api/filter/estimate', body('estimate', true))).json();
    expect(all).toMatchObject({ ruleValues: 0, summary: '11 values: 0 decided by rules (no model call), 11 by the model' });
  });

  it('values rules decide make no model call; their reasons name the rule and the fact', async () => {
    fake.reset();
    const res = await post('/api/filter', { ...body('rules on'), jobName: 'rules' });
    expect(res.statusCode, res.body).toBe(200);
    const filterId = res.json().filterId as string;
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
    const calls = fake.calls.filter((c) => c.kind === 'decide');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.asked.map((a) => a.value).sort()).toEqual([...unknown].sort());
    const rows = await ctx.runtime.db.select().from(filterDecisions).where(eq(filterDecisions.filterId, filterId));
    const byValue = new Map(rows.map((r) => [r.value, r]));
    expect(byValue.get('Deutschland')).toMatchObject({
      source: 'rules',
      decision: 'KEEP',
      reason: 'KEEP — Deutschland is Germany (DE), an EU member state',
    });
    expect(byValue.get('Schweiz')).toMatchObject({ source: 'rules', decision: 'EXCLUDE' });
    expect(byValue.get('Atlantis')?.source).toBe('model');
    const results = (await ctx.app.inject({ url: `/api/results/${filterId}?page=1&pageSize=5`, headers: user.headers })).json();
    expect(results.modelCalls).toBe(1);
  });

  it('"Ask the model for every value" turns the rules off', async () => {
    fake.reset();
    const res = await post('/api/filter', { ...body('rules off', true), jobName: 'all to the model' });
    const filterId = res.json().filterId as string;
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
    const asked = fake.calls.filter((c) => c.kind === 'decide').flatMap((c) => c.asked.map((a) => a.value));
    expect(asked.sort()).toEqual([...known, ...unknown].sort());
    const rows = await ctx.runtime.db.select().from(filterDecisions).where(eq(filterDecisions.filterId, filterId));
    expect(rows.some((r) => r.source === 'rules')).toBe(false);
  });

  it('the preview shows which values rules decided and asks the model only for the rest', async () => {
    fake.reset();
    const res = await post('/api/filter/preview', body('preview'));
    expect(res.statusCode, res.body).toBe(200);
    const values = res.json().columns[0].values as Array<{ value: string; byRules: boolean; reason: string }>;
    expect(
      values
        .filter((v) => v.byRules)
        .map((v) => v.value)
        .sort(),
    ).toEqual([...known].sort());
    expect(
      fake.calls
        .filter((c) => c.kind === 'decide')
        .flatMap((c) => c.asked.map((a) => a.value))
        .sort(),
    ).toEqual([...unknown].sort());
  });
});
