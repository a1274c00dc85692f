import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterDecisions } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { startFakeLlm, type FakeLlm } from '../../test/fake-llm.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { uploadCsv, waitForJob } from './filter.test-helpers.ts';

// Through the job: values read two ways ("GA": Georgia or Gabon; "San Jose, CA": California
// or Canada; "Dublin": Ireland or a US town) are settled by their column's header and values, or go to the model.
const state = ['California', 'Texas', 'Ohio', 'Georgia', 'GA', 'IN', 'Illinois', 'New York', 'Washington', 'Oregon'];
const hq = [
  'Austin, TX',
  'Seattle, WA',
  'Portland, OR',
  'Columbus, OH',
  'Miami, FL',
  'Chicago, IL',
  'San Jose, CA',
  'Athens, Georgia',
  'Gondor',
];
const city = ['Dublin', 'Vienna', 'Paris', 'Dublin', 'Vienna', 'Paris', 'Dublin', 'Vienna', 'Paris', 'Dublin'];
const csv = `Company,State,HQ,City\n${state.map((s, i) => `Co ${i},"${s}","${hq[i % hq.length]}","${city[i]}"`).join('\n')}\n`;
const columnConfig = {
  State: { instructions: 'US only' },
  HQ: { instructions: 'West coast only' },
  City: { instructions: 'US only' },
};

describe(`Place values settled by their column (${testDriver})`, () => {
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
    fileId = (await uploadCsv(ctx, user, 'us-places.csv', csv)).fileId;
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const body = (reasoningText: string) => ({
    fileId,
    selectedColumns: ['State', 'HQ', 'City'],
    reasoningText,
    chunkSize: 300,
    filterConfig: { columnConfig },
  });
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: user.headers, payload });
  const asked = () =>
    fake.calls
      .filter((c) => c.kind === 'decide')
      .flatMap((c) => c.asked.map((a) => a.value))
      .sort();
  // Left to the model: the one value no rule knows, and the lone names of a City column.
  const toModel = ['Dublin', 'Gondor', 'Paris', 'Vienna'];

  it('the estimate counts the values the column settles as decided by rules', async () => {
    const res = await post('/api/filter/estimate', body('estimate'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ruleCounts: { State: 10, HQ: 8 }, ruleValues: 18 });
  });

  it('job creation settles "GA", "IN" and "Georgia" by the header, "San Jose, CA" by the values, and names the evidence', async () => {
    fake.reset();
    const res = await post('/api/filter', { ...body('job'), jobName: 'us places' });
    expect(res.statusCode, res.body).toBe(200);
    const filterId = res.json().filterId as string;
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
    expect(asked()).toEqual(toModel);
    const rows = await ctx.runtime.db.select().from(filterDecisions).where(eq(filterDecisions.filterId, filterId));
    const byValue = new Map(rows.map((r) => [r.value, r]));
    expect(byValue.get('GA')).toMatchObject({
      source: 'rules',
      decision: 'KEEP',
      reason:
        'KEEP — GA is Georgia (GA), United States, in United States; "GA" read as the US state: the column\'s header "State" names a state or region',
    });
    expect(byValue.get('Georgia')).toMatchObject({ source: 'rules', decision: 'KEEP' });
    expect(byValue.get('IN')).toMatchObject({ source: 'rules', decision: 'KEEP' });
    expect(byValue.get('San Jose, CA')).toMatchObject({
      source: 'rules',
      decision: 'KEEP',
      reason:
        'KEEP — San Jose, CA is California (CA), United States, on the West Coast (CA, OR, WA); "CA" read as the US state: most of the column\'s values name US states',
    });
    expect(byValue.get('Chicago, IL')).toMatchObject({ source: 'rules', decision: 'EXCLUDE' });
    for (const v of ['Dublin', 'Vienna', 'Paris']) expect(byValue.get(v)?.source, v).toBe('model');
  });

  it('the Preview passes the column too', async () => {
    fake.reset();
    const res = await post('/api/filter/preview', body('preview'));
    expect(res.statusCode, res.body).toBe(200);
    const columns = res.json().columns as Array<{ column: string; values: Array<{ value: string; byRules: boolean; reason: string }> }>;
    const state = columns.find((c) => c.column === 'State')!.values;
    expect(state.every((v) => v.byRules)).toBe(true);
    expect(state.find((v) => v.value === 'IN')?.reason).toContain('"IN" read as the US state');
    expect(columns.find((c) => c.column === 'City')!.values.some((v) => v.byRules)).toBe(false);
    expect(asked()).toEqual(toModel);
  });
});
