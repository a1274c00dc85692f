import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, isNull, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterDecisions, filterJobs } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { startFakeLlm, type FakeLlm } from '../../test/fake-llm.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { uploadCsv, waitForJob } from './filter.test-helpers.ts';

const organizations = readFileSync(
  path.resolve(import.meta.dirname, '../../../../../../shared/testdata/datablist-samples/organizations-1000.csv'),
);
const criteria = {
  Industry: { instructions: 'keep: software, banking, internet' },
  Country: { instructions: 'keep: united, france, germany' },
};

describe(`List Cleaner through the model's HTTP edge (${testDriver})`, () => {
  let fake: FakeLlm;
  let ctx: TestContext;
  let user: TestUser;
  let fileId: string;

  beforeAll(async () => {
    fake = await startFakeLlm({ latencyMs: 5 });
    ctx = await createTestApp({
      env: {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: 'fake-model',
        AI_CONCURRENCY: '4',
        AI_TIMEOUT_MS: '1500',
      },
    });
    user = await createTestUser(ctx);
    fileId = (await uploadCsv(ctx, user, 'organizations-1000.csv', organizations)).fileId;
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const run = async (jobName: string, chunkSize: number) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: user.headers,
      payload: {
        jobName,
        fileId,
        selectedColumns: ['Industry', 'Country'],
        reasoningText: 'B2B payroll',
        logicMode: 'OR',
        chunkSize,
        temperature: 0.2,
        filterConfig: { columnConfig: criteria },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const filterId = res.json().filterId as string;
    expect(await waitForJob(ctx, user, filterId, 120_000)).toBe('completed');
    return filterId;
  };

  it('asks once per chunk of distinct values (never per row), and an identical job makes no model call', async () => {
    fake.reset();
    const filterId = await run('Organizations', 50);
    // 146 industries → 3 chunks, 241 countries → 5 chunks: 8 calls for 1,000 rows; and one reading call per
    // column, whose instructions the rules cannot read (the fake model does not restate them).
    expect(fake.calls.filter((c) => c.kind === 'decide')).toHaveLength(8);
    expect(fake.calls.filter((c) => c.kind === 'reading')).toHaveLength(2);
    expect(fake.calls.every((c) => c.model === 'fake-model' && c.temperature === (c.kind === 'reading' ? 0 : 0.2))).toBe(true);
    const results = (await ctx.app.inject({ url: `/api/results/${filterId}`, headers: user.headers })).json();
    expect(results.modelCalls).toBe(10);
    expect(results.stats.totalRows).toBe(1000);
    expect(results.stats.keptRowCount + results.stats.excludedRowCount).toBe(1000);
    expect(results.llmValueDecisions.Industry['Computer Software / Engineering']).toMatchObject({ decision: 'KEEP' });
    expect(results.llmValueDecisions.Industry['Plastics']).toMatchObject({ decision: 'EXCLUDE' });
    // OR: a row is kept exactly when its industry or its country is KEEP.
    const kept = results.keptData as Record<string, string>[];
    for (const row of kept) {
      const keep =
        results.llmValueDecisions.Industry[row.Industry!].decision === 'KEEP' ||
        results.llmValueDecisions.Country[row.Country!].decision === 'KEEP';
      expect(keep).toBe(true);
    }

    fake.reset();
    const again = await run('Organizations again', 50);
    expect(fake.calls).toHaveLength(0);
    const second = (await ctx.app.inject({ url: `/api/results/${again}`, headers: user.headers })).json();
    expect(second.stats).toEqual(results.stats);
    expect(second.modelCalls).toBe(0);
  });

  it('completes under 500s, 429s, timeouts and malformed answers, with no chunk tried more than 3 times', async () => {
    fake.reset();
    fake.setFaultRates({ error500: 0.2, rateLimit: 0.1, hang: 0.1, malformed: 0.1 }, 7);
    try {
      // A new context string: nothing comes from the cache.
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/filter',
        headers: user.headers,
        payload: {
          jobName: 'Faulty',
          fileId,
          selectedColumns: ['Industry', 'Country'],
          reasoningText: 'faults',
          chunkSize: 25,
          filterConfig: { columnConfig: criteria },
        },
      });
      const filterId = res.json().filterId as string;
      expect(await waitForJob(ctx, user, filterId, 180_000)).toBe('completed');
      const undecided = await ctx.runtime.db
        .select()
        .from(filterDecisions)
        .where(and(eq(filterDecisions.filterId, filterId), isNull(filterDecisions.decision)));
      expect(undecided).toHaveLength(0);
      const rows = await ctx.runtime.db.select().from(filterDecisions).where(eq(filterDecisions.filterId, filterId));
      const chunkOf = new Map(rows.map((r) => [`${r.columnIndex}|${r.value}`, `${r.columnIndex}|${r.chunkNo}`]));
      const columnIndex = { Industry: 7, Country: 4 } as Record<string, number>;
      const callsPerChunk = new Map<string, number>();
      for (const call of fake.calls.filter((c) => c.kind === 'decide')) {
        const column = /Industry/.test(call.prompt) ? 'Industry' : 'Country';
        const chunk = chunkOf.get(`${columnIndex[column]}|${call.asked[0]!.value}`)!;
        callsPerChunk.set(chunk, (callsPerChunk.get(chunk) ?? 0) + 1);
      }
      expect(Math.max(...callsPerChunk.values())).toBeLessThanOrEqual(3);
      const faults = new Set(fake.calls.map((c) => c.fault));
      for (const fault of ['error500', 'rateLimit', 'hang', 'malformed']) expect(faults).toContain(fault);
      const fallbacks = rows.filter((r) => r.source === 'fallback');
      expect(fallbacks.every((r) => r.decision === 'EXCLUDE' && r.reason === 'Could not be decided' && r.confidence === 0)).toBe(true);
      const [job] = await ctx.runtime.db.select().from(filterJobs).where(eq(filterJobs.id, filterId));
      expect(job?.stats?.totalRows).toBe(1000);
    } finally {
      fake.setFaultRates({});
    }
  });
});
