import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterJobs } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { startFakeLlm, type FakeLlm } from '../../test/fake-llm.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { uploadCsv, waitForJob } from './filter.test-helpers.ts';

const csv = ['Company,Industry', 'Acme,Software', 'Globex,Banking', 'Initech,Software', 'Umbrella,Pharma', 'Hooli,Internet'].join('\n');
const instructions = 'keep: software';

describe(`learning from a template's overrides (${testDriver})`, () => {
  let fake: FakeLlm;
  let ctx: TestContext;
  let user: TestUser;
  let other: TestUser;
  let fileId: string;

  beforeAll(async () => {
    fake = await startFakeLlm({ latencyMs: 1 });
    ctx = await createTestApp({ env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model' } });
    user = await createTestUser(ctx);
    other = await createTestUser(ctx);
    fileId = (await uploadCsv(ctx, user, 'leads.csv', csv)).fileId;
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const saveTemplate = async (who: TestUser, overrides: Record<string, Record<string, 'KEEP' | 'EXCLUDE'>>) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/saved-filters',
      headers: who.headers,
      payload: {
        name: `Template ${Math.random()}`,
        filterConfig: { selectedColumns: ['Industry'], reasoningText: 'Payroll', columnConfig: { Industry: { instructions } } },
        overrides,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { filter: { id: string } }).filter.id;
  };

  const run = async (reasoningText: string, templateId?: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: user.headers,
      payload: {
        jobName: 'Leads',
        fileId,
        selectedColumns: ['Industry'],
        reasoningText,
        filterConfig: { columnConfig: { Industry: { instructions } } },
        ...(templateId ? { templateId } : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const filterId = res.json().filterId as string;
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
    return filterId;
  };

  const decidePrompts = () => fake.calls.filter((c) => c.kind === 'decide').map((c) => c.prompt);

  it("sends the template's overrides for the column as labelled examples", async () => {
    const templateId = await saveTemplate(user, { Industry: { Pharma: 'KEEP', Banking: 'EXCLUDE' }, Company: { Acme: 'KEEP' } });
    fake.reset();
    const filterId = await run('Payroll A', templateId);
    const prompts = decidePrompts();
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toContain("Examples (2) — the user's own corrections");
    expect(prompts[0]).toContain('"Pharma" → KEEP');
    expect(prompts[0]).toContain('"Banking" → EXCLUDE');
    // Another column's overrides are not this column's examples.
    expect(prompts[0]).not.toContain('"Acme" → KEEP');
    const [job] = await ctx.runtime.db.select().from(filterJobs).where(eq(filterJobs.id, filterId));
    expect(job?.columnConfig.Industry?.examples).toHaveLength(2);
  });

  it("finds the overrides of a template whose column is spelled differently ('INDUSTRY' for 'Industry', ADR 0062)", async () => {
    const templateId = await saveTemplate(user, { INDUSTRY: { Pharma: 'KEEP' } });
    fake.reset();
    await run('Payroll cased', templateId);
    expect(decidePrompts()[0]).toContain('"Pharma" → KEEP');
  });

  it('sends no examples for a template without overrides, without a template, or with another user’s template', async () => {
    const empty = await saveTemplate(user, {});
    const foreign = await saveTemplate(other, { Industry: { Pharma: 'KEEP' } });
    for (const [context, templateId] of [
      ['Payroll B', empty],
      ['Payroll C', undefined],
      ['Payroll D', foreign],
    ] as const) {
      fake.reset();
      await run(context, templateId);
      expect(decidePrompts()).toHaveLength(1);
      expect(decidePrompts()[0]).not.toContain('Examples (');
    }
  });

  it('examples change the cache key: the same instructions with other examples ask the model again', async () => {
    const first = await saveTemplate(user, { Industry: { Pharma: 'KEEP' } });
    const second = await saveTemplate(user, { Industry: { Pharma: 'EXCLUDE' } });
    fake.reset();
    await run('Payroll E', first);
    expect(decidePrompts()).toHaveLength(1);
    fake.reset();
    await run('Payroll E', first);
    expect(decidePrompts()).toHaveLength(0); // same examples: every decision from the cache
    await run('Payroll E', second);
    expect(decidePrompts()).toHaveLength(1);
    fake.reset();
    await run('Payroll E');
    expect(decidePrompts()).toHaveLength(1); // no examples: a key of its own too
  });
});
