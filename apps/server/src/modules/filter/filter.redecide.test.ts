import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { REDECIDE_NOTHING } from '@leadsift/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterDecisions, filterJobs } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { startFakeLlm, type FakeLlm } from '../../test/fake-llm.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { callError, callOk, connect, createKey, listen } from '../mcp/mcp.test-helpers.ts';
import { creditsUsed } from '../research/research.test-helpers.ts';
import { failJob } from './filter.service.ts';
import { uploadCsv, waitForJob } from './filter.test-helpers.ts';

// "Decide the undecided" (ADR 0066) through the model's HTTP edge: the fake model counts what it is asked.
const csv = [
  'Company,Segment,Country',
  'A,Alpha,Germany',
  'B,Beta,France',
  'C,Gamma,Germany',
  'D,Delta,United States',
  'E,Delta,France',
  'F,Omega,Spain',
  'G,Alpha,Brazil',
].join('\n');

// Segment (words no rule reads): the fake keeps Alpha and Beta (0.9), is unsure of Gamma and Delta (0.5, "Needs
// review"), and never answers Omega while omitted ("Could not be decided"). Country: rules decide every value.
const criteria = { Segment: { instructions: 'keep: alpha, beta' }, Country: { instructions: 'Keep EU countries' } };

describe(`Decide the undecided (${testDriver}, fake model)`, () => {
  let fake: FakeLlm;
  let ctx: TestContext;
  let user: TestUser;
  let fileId: string;
  let base: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    fake = await startFakeLlm({ omitValues: /Omega/ });
    ctx = await createTestApp({
      env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '3000' },
    });
    base = await listen(ctx);
    user = await createTestUser(ctx);
    fileId = (await uploadCsv(ctx, user, 'leads.csv', csv)).fileId;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await ctx?.close();
    await fake?.close();
  });

  const start = async (reasoningText: string, selectedColumns = ['Segment', 'Country']) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: user.headers,
      payload: { jobName: reasoningText, fileId, selectedColumns, reasoningText, filterConfig: { columnConfig: criteria } },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().filterId as string;
  };
  const redecide = (filterId: string, query = '', who = user) =>
    ctx.app.inject({ method: 'POST', url: `/api/filter/jobs/${filterId}/redecide${query}`, headers: who.headers });
  const decisions = async (filterId: string) =>
    (await ctx.app.inject({ url: `/api/results/${filterId}`, headers: user.headers })).json().llmValueDecisions as Record<
      string,
      Record<string, { reason: string; state: string; overridden: boolean }>
    >;
  const askedValues = () =>
    fake.calls
      .filter((c) => c.kind === 'decide')
      .flatMap((c) => c.asked.map((a) => a.value))
      .sort();

  it('asks the model again only for the undecided values, charges the rows holding them, and leaves the rest as they were', async () => {
    const filterId = await start('Payroll software');
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
    const override = await ctx.app.inject({
      method: 'POST',
      url: '/api/overrides',
      headers: user.headers,
      payload: { filterId, overrides: [{ column: 'Segment', value: 'Gamma', decision: 'KEEP' }] },
    });
    expect(override.statusCode, override.body).toBe(200);
    const before = await decisions(filterId);
    expect(before.Segment!.Omega).toMatchObject({ reason: 'Could not be decided', state: 'REVIEW' });
    expect(before.Segment!.Delta).toMatchObject({ state: 'REVIEW' });
    const used = (await creditsUsed(ctx, user)).creditsUsed;

    // The dry run says what it would ask and charge: Delta and Omega (Gamma is the user's now), in rows D, E, F.
    fake.reset();
    fake.setOmitValues(undefined);
    const dry = await redecide(filterId, '?dryRun=true');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual({
      success: true,
      dryRun: true,
      started: false,
      values: 2,
      byColumn: { Segment: 2, Country: 0 },
      rows: 3,
      credits: 3,
      status: 'completed',
      message: 'Asks the model again for 2 values in 3 rows — 3 credits.',
    });
    expect(fake.calls).toHaveLength(0);
    expect((await creditsUsed(ctx, user)).creditsUsed).toBe(used);

    const run = await redecide(filterId);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({ dryRun: false, started: true, values: 2, rows: 3, credits: 3, status: 'processing' });
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
    // One model call, for exactly those two values; rules' and confident decisions cost nothing.
    expect(fake.calls.filter((c) => c.kind === 'decide')).toHaveLength(1);
    expect(askedValues()).toEqual(['Delta', 'Omega']);
    expect((await creditsUsed(ctx, user)).creditsUsed).toBe(used + 3);

    const after = await decisions(filterId);
    expect(after.Segment!.Omega).toMatchObject({ reason: 'fake: no keep word' });
    for (const value of ['Alpha', 'Beta', 'Gamma']) expect(after.Segment![value]).toEqual(before.Segment![value]);
    expect(after.Country).toEqual(before.Country);
    const results = (await ctx.app.inject({ url: `/api/results/${filterId}`, headers: user.headers })).json();
    expect(results.stats.totalRows).toBe(7);

    // Still unsure (the fake answers as before): a second run asks again; while it works, a third is refused.
    fake.reset();
    fake.setLatency(400);
    try {
      expect((await redecide(filterId)).json()).toMatchObject({ started: true, credits: 3 });
      const busy = await redecide(filterId);
      expect([busy.statusCode, busy.json().error]).toEqual([409, 'This job is still running: wait until it finishes, then try again.']);
      expect(await waitForJob(ctx, user, filterId)).toBe('completed');
    } finally {
      fake.setLatency(0);
    }
    expect(askedValues()).toEqual(['Delta', 'Omega']);
    expect((await creditsUsed(ctx, user)).creditsUsed).toBe(used + 6);

    // Another user's job is not found, and costs them nothing.
    const other = await createTestUser(ctx);
    expect((await redecide(filterId, '', other)).statusCode).toBe(404);
    expect((await redecide(filterId, '?dryRun=true', other)).statusCode).toBe(404);
    expect((await creditsUsed(ctx, other)).creditsUsed).toBe(0);
  });

  it('with nothing undecided answers so: nothing charged, no model call, the job stays completed', async () => {
    const filterId = await start('Countries only', ['Country']);
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
    const used = (await creditsUsed(ctx, user)).creditsUsed;
    fake.reset();
    const res = await redecide(filterId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ started: false, values: 0, rows: 0, credits: 0, status: 'completed', message: REDECIDE_NOTHING });
    expect(fake.calls).toHaveLength(0);
    expect((await creditsUsed(ctx, user)).creditsUsed).toBe(used);
  });

  it('a job stopped at its "Stop at" limit counts only the rows it covers, and stops there again', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: user.headers,
      payload: {
        jobName: 'First four rows',
        fileId,
        selectedColumns: ['Segment'],
        reasoningText: 'First four rows',
        creditLimit: 4,
        filterConfig: { columnConfig: criteria },
      },
    });
    const filterId = res.json().filterId as string;
    const stopped = async () => {
      for (let i = 0; i < 300; i++) {
        const job = (await ctx.app.inject({ url: `/api/results/${filterId}`, headers: user.headers })).json();
        if (job.status === 'paused' && job.coverage && !job.message?.startsWith('Asking')) return job;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the job did not stop at its limit');
    };
    expect((await stopped()).coverage).toEqual({ rows: 4, of: 7 });
    // Rows A–D: Gamma (C) and Delta (D) are unsure; Delta's second row (E) is beyond the limit.
    const dry = (await redecide(filterId, '?dryRun=true')).json();
    expect(dry).toMatchObject({ values: 2, rows: 2, credits: 2, status: 'paused' });
    fake.reset();
    expect((await redecide(filterId)).json()).toMatchObject({ started: true, credits: 2 });
    expect(await stopped()).toMatchObject({ status: 'paused', coverage: { rows: 4, of: 7 }, stats: { totalRows: 4 } });
    expect(askedValues()).toEqual(['Delta', 'Gamma']);
  });

  it('through MCP, a failed job is decided: its refunded rows are charged again and it completes', async () => {
    // A failed job as filter.decide leaves one whose chunk failed for good (failJob): the Segment values
    // undecided and every row refunded. Made directly: three refused attempts wait out pg-boss's retry delays (~12 s).
    const filterId = await start('Failed job');
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
    await ctx.runtime.db
      .update(filterDecisions)
      .set({ decision: null, reason: null, confidence: null, source: null })
      .where(and(eq(filterDecisions.filterId, filterId), eq(filterDecisions.columnIndex, 1)));
    await ctx.runtime.db.update(filterJobs).set({ status: 'processing' }).where(eq(filterJobs.id, filterId));
    const beforeFailure = (await creditsUsed(ctx, user)).creditsUsed;
    expect(await failJob(ctx.runtime.db, filterId, 'The model refused the key', ctx.runtime)).toBe(true);
    expect((await creditsUsed(ctx, user)).creditsUsed).toBe(beforeFailure - 7);
    const used = (await creditsUsed(ctx, user)).creditsUsed;

    const client = await connect(base, (await createKey(ctx, user, 'full')).key);
    clients.push(client);
    fake.reset();
    const dry = await callOk<{ values: number; rows: number; credits: number }>(client, 'decide_undecided', {
      jobId: filterId,
      dryRun: true,
    });
    // Every Segment value was left undecided; Country's were decided by rules when the job was created.
    expect(dry).toMatchObject({ values: 5, rows: 7, credits: 7 });
    const started = await callOk<{ started: boolean }>(client, 'decide_undecided', { jobId: filterId });
    expect(started.started).toBe(true);
    expect(await callOk(client, 'wait_for_job', { jobId: filterId })).toMatchObject({ status: 'completed' });
    // The confident answers of the first run come from the decision cache; the unsure ones go to the model again.
    expect(askedValues()).toEqual(['Delta', 'Gamma', 'Omega']);
    expect((await creditsUsed(ctx, user)).creditsUsed).toBe(used + 7);

    const stranger = await connect(base, (await createKey(ctx, await createTestUser(ctx), 'full')).key);
    clients.push(stranger);
    expect(await callError(stranger, 'decide_undecided', { jobId: filterId })).toBe('Filter job not found');
  });
});
