import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterDecisions, filterJobs, instructionReadings } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { startFakeLlm, type FakeLlm } from '../../test/fake-llm.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { uploadCsv, waitForJob } from './filter.test-helpers.ts';

// Eight places the rules know, three they do not (made-up names): only those three may reach the model.
const known = ['Germany', 'Deutschland', 'Berlin, Germany', 'France', 'Schweiz', 'USA', 'Austin, TX, USA', 'Japan'];
const unknown = ['Atlantis', 'Mars Colony', 'Gondor'];
const csv = `Company,Country\n${[...known, ...unknown].map((c, i) => `Co ${i},"${c}"`).join('\n')}\n`;
// Instructions the rules cannot read, and the model's scripted restatement of them in the rule language.
const refused = 'Keep the countries our Frankfurt team reaches by train in a day';
const restatement = 'Keep: Germany, France, Switzerland, Austria';
const unreadable = 'Keep whatever feels promising';

describe(`Model-assisted instruction reading (${testDriver})`, () => {
  let fake: FakeLlm;
  let ctx: TestContext;
  let user: TestUser;
  let fileId: string;

  beforeAll(async () => {
    fake = await startFakeLlm({ latencyMs: 1, restatements: { [refused]: restatement } });
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

  const body = (instructions: string, reasoningText = 'trains') => ({
    fileId,
    selectedColumns: ['Country'],
    reasoningText,
    chunkSize: 2,
    filterConfig: { columnConfig: { Country: { instructions } } },
  });
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: user.headers, payload });
  const callsOf = (kind: string) => fake.calls.filter((c) => c.kind === kind);

  it('a refused instruction: one reading call, rules decide what the restatement settles, chunks only for the rest', async () => {
    fake.reset();
    const res = await post('/api/filter', { ...body(refused), jobName: 'read by the model' });
    expect(res.statusCode, res.body).toBe(200);
    const filterId = res.json().filterId as string;
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');

    const readingCalls = callsOf('reading');
    expect(readingCalls).toHaveLength(1);
    expect(readingCalls[0]!.prompt).toContain(refused);
    expect(readingCalls[0]!.prompt).toContain('"Germany"'); // sample values of the column
    expect(readingCalls[0]!.temperature).toBe(0);
    // The three unknown values in chunks of 2: two decision calls, and no value the rules decided among them.
    const decideCalls = callsOf('decide');
    expect(decideCalls).toHaveLength(2);
    expect(decideCalls.flatMap((c) => c.asked.map((a) => a.value)).sort()).toEqual([...unknown].sort());
    // The chunks are asked with the user's own instructions, as before.
    expect(decideCalls.every((c) => c.prompt.includes(refused))).toBe(true);

    const rows = await ctx.runtime.db.select().from(filterDecisions).where(eq(filterDecisions.filterId, filterId));
    const byValue = new Map(rows.map((r) => [r.value, r]));
    expect(byValue.get('Deutschland')).toMatchObject({
      source: 'rules',
      decision: 'KEEP',
      reason: 'KEEP — Deutschland is Germany (DE), in Germany (instruction read by the model)',
    });
    expect(byValue.get('Schweiz')).toMatchObject({ source: 'rules', decision: 'KEEP' });
    expect(byValue.get('Japan')).toMatchObject({ source: 'rules', decision: 'EXCLUDE' });
    expect(byValue.get('Japan')!.reason).toMatch(/instruction read by the model\)$/);
    expect(rows.filter((r) => r.source === 'rules')).toHaveLength(known.length);
    expect(byValue.get('Atlantis')?.source).toBe('model');

    const [job] = await ctx.runtime.db.select().from(filterJobs).where(eq(filterJobs.id, filterId));
    expect(job!.columnConfig.Country!.reading).toEqual({
      source: 'model',
      text: 'keep Germany, France, Switzerland, Austria',
      restatement,
      asked: true,
    });
    const results = (await ctx.app.inject({ url: `/api/results/${filterId}?page=1&pageSize=5`, headers: user.headers })).json();
    expect(results.modelCalls).toBe(3); // 1 reading + 2 chunks
    expect(results.filterConfig.columnConfig.Country.reading).toMatchObject({ source: 'model', restatement });

    // Saved as a template: the reading goes with it.
    const saved = await post('/api/saved-filters', { name: 'Train countries', filterId });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().filter.id as string;
    const template = (await ctx.app.inject({ url: `/api/saved-filters/${id}`, headers: user.headers })).json();
    const config = (template.filter ?? template).filter_config;
    expect(config.columnConfig.Country).toEqual({ instructions: refused, reading: job!.columnConfig.Country!.reading });
  });

  it('the reading is asked once: the estimate, the Preview and a second job use the stored one', async () => {
    fake.reset();
    const estimate = await post('/api/filter/estimate', body(refused, 'again'));
    expect(estimate.statusCode, estimate.body).toBe(200);
    expect(estimate.json()).toMatchObject({
      ruleValues: known.length,
      readings: { Country: { source: 'model', text: 'keep Germany, France, Switzerland, Austria', restatement } },
    });
    const preview = await post('/api/filter/preview', body(refused, 'again'));
    expect(preview.statusCode, preview.body).toBe(200);
    const column = preview.json().columns[0];
    expect(column.reading).toMatchObject({ source: 'model', restatement });
    const deutschland = column.values.find((v: { value: string }) => v.value === 'Deutschland');
    expect(deutschland).toMatchObject({ byRules: true, decision: 'KEEP' });
    expect(deutschland.reason).toMatch(/\(instruction read by the model\)$/);
    const job = await post('/api/filter', { ...body(refused, 'again'), jobName: 'second' });
    expect(await waitForJob(ctx, user, job.json().filterId as string)).toBe('completed');
    expect(callsOf('reading')).toHaveLength(0);
  });

  it('a restatement the rules cannot read changes nothing: every value goes to the model, and it is not asked again', async () => {
    fake.reset();
    const first = await post('/api/filter/reading', body(unreadable));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ readings: { Country: { source: 'none', text: null, asked: true } }, modelCalls: 1 });
    const job = await post('/api/filter', { ...body(unreadable, 'unreadable'), jobName: 'unreadable' });
    const filterId = job.json().filterId as string;
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
    expect(callsOf('reading')).toHaveLength(1);
    const asked = callsOf('decide').flatMap((c) => c.asked.map((a) => a.value));
    expect(asked.sort()).toEqual([...known, ...unknown].sort());
    const rows = await ctx.runtime.db.select().from(filterDecisions).where(eq(filterDecisions.filterId, filterId));
    expect(rows.some((r) => r.source === 'rules')).toBe(false);
  });

  it('"Ask the model for every value": no reading is asked for, shown or stored', async () => {
    fake.reset();
    const payload = { ...body('Keep the places our rail pass covers'), askModelForEveryValue: true };
    const estimate = await post('/api/filter/estimate', payload);
    expect(estimate.json().readings).toEqual({});
    const res = await post('/api/filter', { ...payload, jobName: 'all to the model' });
    const filterId = res.json().filterId as string;
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
    expect(callsOf('reading')).toHaveLength(0);
    const [job] = await ctx.runtime.db.select().from(filterJobs).where(eq(filterJobs.id, filterId));
    expect(job!.columnConfig.Country!.reading).toBeUndefined();
  });

  it('instructions the rules read need no model call; the reading endpoint says so', async () => {
    fake.reset();
    const res = await post('/api/filter/reading', body('Keep countries in the EU'));
    expect(res.json()).toEqual({
      readings: { Country: { source: 'rules', text: 'keep countries in the EU — 27 members', asked: false } },
      modelCalls: 0,
    });
    expect(fake.calls).toHaveLength(0);
    const stored = await ctx.runtime.db.select().from(instructionReadings);
    expect(stored.map((r) => r.restatement).sort()).toEqual(['', restatement]);
  });

  it("another user's upload is not found", async () => {
    const other = await createTestUser(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/filter/reading', headers: other.headers, payload: body(refused) });
    expect(res.statusCode).toBe(404);
  });
});
