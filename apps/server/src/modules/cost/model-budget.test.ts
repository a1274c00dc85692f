import { MODEL_BUDGET_USED_UP, type ModelBudgetStatus } from '@leadsift/shared';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, filterJobs, modelCallLog, notifications } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { startFakeLlm, type FakeLlm } from '../../test/fake-llm.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { uploadCsv, waitForJob } from '../filter/filter.test-helpers.ts';

const CONCURRENCY = 2;
const values = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${['Software', 'Banking', 'Mining'][i % 3]} ${tag} ${i}`);
const csv = (list: string[]) => ['Company,Industry', ...list.map((v, i) => `Co ${i},${v}`)].join('\n');
const body = (fileId: string, jobName: string, model = 'fake-model') => ({
  jobName,
  fileId,
  model,
  selectedColumns: ['Industry'],
  reasoningText: 'B2B payroll',
  logicMode: 'OR',
  chunkSize: 2,
  askModelForEveryValue: true, // no value is settled by the rules: every chunk is one model call
  temperature: 0.2,
  filterConfig: { columnConfig: { Industry: { instructions: 'keep: software, banking' } } },
});

describe(`The monthly model budget (${testDriver})`, () => {
  let fake: FakeLlm;
  let ctx: TestContext;
  let user: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    fake = await startFakeLlm({ latencyMs: 40 });
    ctx = await createTestApp({
      env: {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: 'fake-model',
        AI_MODELS: 'fake-model,unpriced-model',
        AI_PRICES: '{"fake-model": {"input": 2, "output": 8}}',
        AI_CONCURRENCY: String(CONCURRENCY),
        AI_TIMEOUT_MS: '5000',
        AI_MONTHLY_BUDGET_TOKENS: '100000000',
      },
    });
    user = await createTestUser(ctx);
    admin = await createTestUser(ctx, { role: 'admin' });
  }, 300_000);
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  const status = async (who = admin) => {
    const res = await ctx.app.inject({ url: '/api/admin/model-budget', headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as ModelBudgetStatus;
  };
  const save = (limits: { usd: number | null; tokens: number | null }, who = admin) =>
    ctx.app.inject({ method: 'PUT', url: '/api/admin/model-budget', headers: who.headers, payload: limits });
  const run = async (name: string, list: string[], model?: string) => {
    const { fileId } = await uploadCsv(ctx, user, `${name}.csv`, csv(list));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/filter', headers: user.headers, payload: body(fileId, name, model) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().filterId as string;
  };
  const waitForStatus = async (filterId: string, wanted: string) => {
    for (let i = 0; i < 600; i++) {
      const [job] = await ctx.runtime.db.select().from(filterJobs).where(eq(filterJobs.id, filterId));
      if (job?.status === wanted) return job;
      await new Promise((r) => setTimeout(r, 100));
    }
    const [job] = await ctx.runtime.db.select().from(filterJobs).where(eq(filterJobs.id, filterId));
    throw new Error(`job ${filterId} never became ${wanted}: ${job?.status} ${job?.message} ${fake.calls.length} calls`);
  };
  const monthCalls = () =>
    ctx.runtime.db
      .select()
      .from(modelCallLog)
      .where(gte(modelCallLog.createdAt, sql`date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`))
      .orderBy(asc(modelCallLog.createdAt));
  const budgetNotices = (who: TestUser) =>
    ctx.runtime.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.id), eq(notifications.kind, 'model_budget')));

  it('shows the environment default to administrators only, and refuses a change from anyone else (403)', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/model-budget', headers: user.headers })).statusCode).toBe(403);
    expect((await save({ usd: 1000, tokens: null }, user)).statusCode).toBe(403);
    expect((await save({ usd: -1, tokens: 1.5 }, user)).statusCode).toBe(403);
    const invalid = await save({ usd: 0, tokens: null });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toMatch(/more than 0/);
    expect((await ctx.app.inject({ url: '/api/admin/model-budget' })).statusCode).toBe(401);
    expect(await status()).toMatchObject({
      source: 'environment',
      budget: { usd: null, tokens: 100_000_000 },
      environment: { usd: null, tokens: 100_000_000 },
      usedUp: false,
    });
    expect(await ctx.runtime.db.select().from(adminAudit).where(eq(adminAudit.action, 'change_model_budget'))).toHaveLength(0);
  });

  it('stops new calls at the budget (over it by no more than the calls in flight), pauses the job, tells administrators once; raising it lets the job finish', async () => {
    // Measure what one call costs here, then leave room for about three more.
    const calibrate = await run('calibrate', values(4, 'cal'));
    expect(await waitForJob(ctx, user, calibrate)).toBe('completed');
    const before = await status();
    expect(before.spend.tokens).toBeGreaterThan(0);
    const perCall = before.spend.tokens / (await monthCalls()).length;
    const limit = Math.round(before.spend.tokens + perCall * 3.5);
    const saved = await save({ usd: null, tokens: limit });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ source: 'database', budget: { usd: null, tokens: limit }, usedUp: false });

    fake.reset();
    const filterId = await run('budgeted', values(30, 'big')); // 15 chunks: 15 calls without a budget
    const paused = await waitForStatus(filterId, 'paused');
    expect(paused.message).toBe(MODEL_BUDGET_USED_UP);
    await new Promise((r) => setTimeout(r, 500)); // the calls in flight land; no new one starts

    const calls = await monthCalls();
    const tokens = (c: (typeof calls)[number]) => c.inputTokens + c.outputTokens;
    const total = calls.reduce((n, c) => n + tokens(c), 0);
    expect(total).toBeGreaterThanOrEqual(limit);
    // Every call but the last CONCURRENCY (at most those were in flight when the limit was reached) started under it.
    expect(calls.slice(0, -CONCURRENCY).reduce((n, c) => n + tokens(c), 0)).toBeLessThan(limit);
    expect(fake.calls.length).toBeLessThan(15);
    expect(fake.calls.length).toBe(calls.filter((c) => c.jobId === filterId).length);
    expect((await status()).usedUp).toBe(true);

    // Several chunks were refused; the administrator was told once, the user not at all.
    const notices = await budgetNotices(admin);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: "This month's model budget is used up", link: '/admin' });
    expect(await budgetNotices(user)).toHaveLength(0);

    // Raising it is audited; resume (as after a pause for credits) finishes the job.
    const raised = await save({ usd: null, tokens: limit * 100 });
    expect(raised.json().data).toMatchObject({ usedUp: false, budget: { tokens: limit * 100 } });
    const [entry] = await ctx.runtime.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'change_model_budget'))
      .orderBy(sql`id DESC`);
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetUserId: 'installation',
      before: { usd: null, tokens: limit, source: 'database' },
      after: { usd: null, tokens: limit * 100 },
    });
    const resumed = await ctx.app.inject({ method: 'POST', url: `/api/filter/jobs/${filterId}/resume`, headers: user.headers });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
  }, 300_000);

  it('counts a model with no price toward the token budget only', async () => {
    const now = await status();
    // A dollar budget the priced model has not reached: calls to a model with no price do not move it.
    const saved = await save({ usd: now.spend.usd + 0.000001, tokens: null });
    expect(saved.json().data.usedUp).toBe(false);
    const filterId = await run('unpriced', values(6, 'free'), 'unpriced-model');
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
    const after = await status();
    expect(after.spend.usd).toBe(now.spend.usd);
    expect(after.spend.tokens).toBeGreaterThan(now.spend.tokens);
    expect(after.spend.unpricedModels).toEqual(['unpriced-model']);
    expect(after.usedUp).toBe(false);
    // The same tokens under a token budget do count: the unpriced model's next job pauses at once.
    expect((await save({ usd: null, tokens: after.spend.tokens })).json().data.usedUp).toBe(true);
    fake.reset();
    const stopped = await run('unpriced-stopped', values(4, 'stop'), 'unpriced-model');
    expect((await waitForStatus(stopped, 'paused')).message).toBe(MODEL_BUDGET_USED_UP);
    expect(fake.calls).toHaveLength(0);
  }, 300_000);
});
