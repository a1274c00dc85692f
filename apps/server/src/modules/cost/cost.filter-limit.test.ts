import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, filterDecisions, filterJobs, webhookDeliveries } from '../../db/schema/index.ts';
import { charge } from '../credits/credits.service.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { startFakeLlm, type FakeLlm } from '../../test/fake-llm.ts';
import { testDriver } from '../../test/test-db.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { uploadCsv, waitForJob } from '../filter/filter.test-helpers.ts';

// "Stop at N credits" for the List Cleaner (ADR 0044): a limit covers the first N rows.
// Rows 0–14 hold five values ('Alpha 0' … 'Alpha 4', three times each); rows 15–29 fifteen others, once each.
const values = Array.from({ length: 30 }, (_, i) => (i < 15 ? `Alpha ${i % 5}` : `Beta ${i}`));
const csv = ['Company,Industry', ...values.map((v, i) => `Co ${i},${v}`)].join('\n');
const body = (fileId: string, jobName: string, creditLimit?: number) => ({
  jobName,
  fileId,
  selectedColumns: ['Industry'],
  reasoningText: 'B2B payroll',
  logicMode: 'OR',
  chunkSize: 4,
  filterConfig: { columnConfig: { Industry: { instructions: 'keep: alpha' } } },
  ...(creditLimit !== undefined ? { creditLimit } : {}),
});

describe(`List Cleaner: Stop at N credits (${testDriver})`, () => {
  let fake: FakeLlm;
  let ctx: TestContext;
  let user: TestUser;
  let fileId: string;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    fake = await startFakeLlm();
    receiver = await startWebhookReceiver();
    ctx = await createTestApp({
      env: {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: 'fake-model',
        AI_TIMEOUT_MS: '5000',
        // The webhook receiver listens on http://127.0.0.1.
        RESEARCH_ALLOW_PRIVATE_HOSTS: '1',
        WEBHOOKS_ALLOW_HTTP: '1',
      },
    });
    user = await createTestUser(ctx);
    fileId = (await uploadCsv(ctx, user, 'limit.csv', csv)).fileId;
  }, 300_000);
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
    await receiver?.close();
  });

  const inject = (u: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: u.headers, ...(payload ? { payload } : {}) });
  const used = async (u: TestUser) => (await inject(u, 'GET', '/api/usage/stats')).json().data.creditsUsed as number;
  /** The job's net charges in the credit ledger. */
  async function ledgerOf(filterId: string): Promise<number> {
    const [row] = await ctx.runtime.db
      .select({ n: sql<number>`coalesce(-sum(${creditLedger.delta}), 0)::int` })
      .from(creditLedger)
      .where(eq(creditLedger.jobRef, filterId));
    return row?.n ?? 0;
  }
  async function waitForPause(u: TestUser, filterId: string) {
    for (let i = 0; ; i++) {
      const progress = (await inject(u, 'GET', `/api/progress/${filterId}`)).json();
      if (progress.status !== 'processing' || i > 300) return progress as { status: string; message: string };
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const decisionRows = (filterId: string) =>
    ctx.runtime.db.select().from(filterDecisions).where(eq(filterDecisions.filterId, filterId)).orderBy(filterDecisions.value);

  it('covers and charges exactly the first N rows, pauses there, and goes on with a new limit, then over the whole list', async () => {
    fake.reset();
    const hook = await inject(user, 'POST', '/api/account/webhooks', {
      url: receiver.url('/limit'),
      events: ['filter.paused', 'filter.completed'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const events = async () =>
      (
        await ctx.runtime.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, hook.json().id as string))
      )
        .map((d) => d.eventType)
        .sort();
    const before = await used(user);
    const res = await inject(user, 'POST', '/api/filter', body(fileId, 'Limited', 12));
    expect(res.statusCode, res.body).toBe(200);
    const filterId = res.json().filterId as string;

    const paused = await waitForPause(user, filterId);
    expect(paused).toMatchObject({ status: 'paused', message: 'Stopped at the limit you set — 12 of 30 done' });
    expect((await used(user)) - before).toBe(12);
    expect(await ledgerOf(filterId)).toBe(12);
    // Only the values of rows 0–11 were recorded and asked about, with their frequencies in those rows.
    expect((await decisionRows(filterId)).map((d) => [d.value, d.frequency])).toEqual([
      ['Alpha 0', 3],
      ['Alpha 1', 3],
      ['Alpha 2', 2],
      ['Alpha 3', 2],
      ['Alpha 4', 2],
    ]);
    expect(fake.calls.flatMap((c) => c.asked.map((a) => a.value)).sort()).toEqual(['Alpha 0', 'Alpha 1', 'Alpha 2', 'Alpha 3', 'Alpha 4']);
    const [job] = await ctx.runtime.db.select().from(filterJobs).where(eq(filterJobs.id, filterId));
    expect(job).toMatchObject({ pausedFor: 'limit', creditLimit: 12, creditsCharged: 12 });
    // Like research's pause at its limit: the filter.paused webhook, once.
    expect(await events()).toEqual(['filter.paused']);

    // The results and the export show the covered rows, and say so.
    const results = (await inject(user, 'GET', `/api/results/${filterId}`)).json();
    expect(results).toMatchObject({ status: 'paused', coverage: { rows: 12, of: 30 }, stats: { totalRows: 12 } });
    expect(results.keptData.length + results.excludedData.length).toBe(12);
    expect(results.keptData.map((r: { Company: string }) => r.Company)).toEqual(Array.from({ length: 12 }, (_, i) => `Co ${i}`));
    const xlsx = await inject(user, 'GET', `/api/export/${filterId}`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.getWorksheet('Qualified')!.rowCount).toBe(13);
    const criteria = book
      .getWorksheet('Criteria')!
      .getSheetValues()
      .map((r) => (Array.isArray(r) ? r.slice(1) : []));
    expect(criteria).toContainEqual(['Rows covered', 'First 12 of 30 rows: stopped at the limit you set; resume the job for the rest']);
    const csvExport = await inject(user, 'GET', `/api/export/${filterId}?format=csv`);
    expect(csvExport.body.trim().split(/\r?\n/)).toHaveLength(13);

    // The same limit again cannot go on; a new limit of 15 covers rows 12–14: values already there, no model call.
    expect((await inject(user, 'POST', `/api/filter/jobs/${filterId}/resume`, { creditLimit: 12 })).statusCode).toBe(400);
    const callsBefore = fake.calls.length;
    const to15 = await inject(user, 'POST', `/api/filter/jobs/${filterId}/resume`, { creditLimit: 15 });
    expect(to15.statusCode, to15.body).toBe(200);
    expect(await waitForPause(user, filterId)).toMatchObject({ status: 'paused', message: 'Stopped at the limit you set — 15 of 30 done' });
    expect(fake.calls.length).toBe(callsBefore);
    expect((await decisionRows(filterId)).map((d) => d.frequency)).toEqual([3, 3, 3, 3, 3]);
    expect((await used(user)) - before).toBe(15);

    // A plain Resume (Activity History) covers the rest of the list and completes.
    expect((await inject(user, 'POST', `/api/filter/jobs/${filterId}/resume`)).statusCode).toBe(200);
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
    expect((await used(user)) - before).toBe(30);
    expect(await ledgerOf(filterId)).toBe(30);
    expect(await decisionRows(filterId)).toHaveLength(20);
    expect(fake.calls.flatMap((c) => c.asked.map((a) => a.value))).toHaveLength(20);
    const done = (await inject(user, 'GET', `/api/results/${filterId}`)).json();
    expect(done).toMatchObject({ status: 'completed', stats: { totalRows: 30, keptRowCount: 15 } });
    expect(done).not.toHaveProperty('coverage');
    const [finished] = await ctx.runtime.db.select().from(filterJobs).where(eq(filterJobs.id, filterId));
    expect(finished).toMatchObject({ creditLimit: null, pausedFor: null, creditsCharged: 30 });
    expect(await events()).toEqual(['filter.completed', 'filter.paused', 'filter.paused']);
  }, 120_000);

  it('a limit at or above the row count changes nothing', async () => {
    const before = await used(user);
    const res = await inject(user, 'POST', '/api/filter', body(fileId, 'Roomy', 30));
    const filterId = res.json().filterId as string;
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
    expect((await used(user)) - before).toBe(30);
    const [job] = await ctx.runtime.db.select().from(filterJobs).where(eq(filterJobs.id, filterId));
    expect(job).toMatchObject({ creditLimit: null, creditsCharged: 30 });
  }, 60_000);

  it('charges the next rows on resume: 402 when the balance cannot pay them, nothing changed', async () => {
    const poor = await createTestUser(ctx);
    const own = (await uploadCsv(ctx, poor, 'limit.csv', csv)).fileId;
    // Spend all but 20 of the balance, through the ledger.
    const available = (await inject(poor, 'GET', '/api/usage/stats')).json().data.creditsAvailable as number;
    await ctx.runtime.db.transaction((tx) => charge(tx, poor.id, available - 20, { memberId: poor.id, reason: 'Spent elsewhere' }));
    const filterId = (await inject(poor, 'POST', '/api/filter', body(own, 'Poor', 10))).json().filterId as string;
    expect(await waitForPause(poor, filterId)).toMatchObject({ status: 'paused' });

    const refused = await inject(poor, 'POST', `/api/filter/jobs/${filterId}/resume`);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatch(/Insufficient credits/);
    const [job] = await ctx.runtime.db.select().from(filterJobs).where(eq(filterJobs.id, filterId));
    expect(job).toMatchObject({ status: 'paused', pausedFor: 'limit', creditLimit: 10, creditsCharged: 10 });
    expect(await ledgerOf(filterId)).toBe(10);

    expect((await inject(poor, 'POST', `/api/filter/jobs/${filterId}/resume`, { creditLimit: 20 })).statusCode).toBe(200);
    expect(await waitForPause(poor, filterId)).toMatchObject({ message: 'Stopped at the limit you set — 20 of 30 done' });
    expect(await ledgerOf(filterId)).toBe(20);
    const decided = await ctx.runtime.db
      .select()
      .from(filterDecisions)
      .where(and(eq(filterDecisions.filterId, filterId), sql`${filterDecisions.decision} IS NOT NULL`));
    expect(decided).toHaveLength(10); // five Alpha values, and Beta 15 … Beta 19
  }, 60_000);
});
