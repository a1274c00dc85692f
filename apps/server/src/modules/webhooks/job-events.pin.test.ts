import { webhookEventTypes } from '@leadsift/shared';
import { personalCaller } from '../membership/membership.service.ts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditAccounts, filterJobs, researchJobs, researchWebsites, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { getAccount } from '../credits/credits.service.ts';
import { failJob, finalizeJob, pauseForBudget, pauseJob } from '../filter/filter.service.ts';
import { completeJob } from '../research/progress.ts';
import { claimSite } from '../research/research.jobs.ts';
import { pauseResearchJob } from '../research/research.service.ts';
import { watchLowCredits } from './webhook-events.ts';

// The public webhook messages, pinned byte for byte: each state change of a List Cleaner and a research job
// (and a charge crossing the low-credit line) is made through the code that makes it in production, and
// the delivery rows it leaves are compared as stored — event type, event key, body — with only ids, times
// and the test's own URL put in words. A change to an event's name, key or payload fails here.

// An upload id nothing holds: the jobs have no rows, so their counts are 0.
const UPLOAD_ID = '00000000-0000-4000-8000-000000000001';

describe(`webhook messages of job events, byte for byte (${testDriver})`, () => {
  let ctx: TestContext;
  let user: TestUser;
  let endpointId: string;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { BASE_URL: 'https://leadsift.example' } });
    user = await createTestUser(ctx);
    const [endpoint] = await ctx.runtime.db
      .insert(webhookEndpoints)
      .values({
        workspaceId: user.id,
        userId: user.id,
        url: 'https://hooks.example/in',
        events: [...webhookEventTypes],
        secret: 'whsec_pin',
      })
      .returning();
    endpointId = endpoint!.id;
  });
  afterAll(() => ctx.close());

  const filterJob = async (id: string, extra: Partial<typeof filterJobs.$inferInsert> = {}) => {
    await ctx.runtime.db.insert(filterJobs).values({
      id,
      workspaceId: user.id,
      userId: user.id,
      uploadId: UPLOAD_ID,
      jobName: `Job ${id}`,
      status: 'processing',
      selectedColumns: ['Industry'],
      columnIndexes: [0],
      columnConfig: { Industry: { instructions: 'Keep software' } },
      model: 'test-model',
      rowCount: 4,
      creditsCharged: 4,
      createdAt: new Date('2026-01-02T03:04:05.000Z'),
      ...extra,
    });
  };
  const researchJob = async (id: string, extra: Partial<typeof researchJobs.$inferInsert> = {}) => {
    await ctx.runtime.db.insert(researchJobs).values({
      id,
      workspaceId: user.id,
      userId: user.id,
      name: `Research ${id}`,
      instructions: 'B2B software companies',
      model: 'test-model',
      sourceType: 'file',
      uploadId: UPLOAD_ID,
      columnName: 'Website',
      columnIndex: 1,
      status: 'processing',
      totalRows: 3,
      totalWebsites: 2,
      processedWebsites: 1,
      keptCount: 1,
      createdAt: new Date('2026-01-02T03:04:05.000Z'),
      ...extra,
    });
    await ctx.runtime.db.insert(researchWebsites).values([
      { jobId: id, siteNo: 0, key: 'acme.example', url: 'https://acme.example', host: 'acme.example', rowCount: 2, creditsCharged: 1 },
      { jobId: id, siteNo: 1, key: 'globex.example', url: 'https://globex.example', host: 'globex.example', rowCount: 1 },
    ]);
  };

  /** The deliveries written since `after`, with what changes from run to run put in words. */
  const messagesSince = async (after: number) => {
    const rows = await ctx.runtime.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id));
    const words = (s: string) =>
      s
        .replaceAll(user.id, '<user>')
        .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, (t) => (t === '2026-01-02T03:04:05.000Z' ? t : '<time>'))
        .replace(/:(\d{13})$/, ':<ms>')
        .replace(/credits\.low:\d{4}-\d\d-\d\d$/, 'credits.low:<day>');
    return rows.slice(after).map((r) => ({ type: r.eventType, key: words(r.eventKey), body: words(r.body) }));
  };
  let seen = 0;
  const next = async () => {
    const out = await messagesSince(seen);
    seen += out.length;
    return out;
  };

  it('filter.completed', async () => {
    await filterJob('filter_pin_done');
    expect(await finalizeJob(ctx.runtime.db, 'filter_pin_done', ctx.runtime)).toBe(true);
    expect(await next()).toMatchInlineSnapshot(`
      [
        {
          "body": "{"type":"filter.completed","timestamp":"<time>","data":{"id":"filter_pin_done","kind":"filter","name":"Job filter_pin_done","status":"completed","message":"Completed","error":null,"rowCount":4,"keptCount":0,"excludedCount":4,"creditsCharged":4,"automationId":null,"createdAt":"2026-01-02T03:04:05.000Z","completedAt":"<time>","progressUrl":"https://leadsift.example/api/progress/filter_pin_done","resultsUrl":"https://leadsift.example/api/results/filter_pin_done","exportUrl":"https://leadsift.example/api/export/filter_pin_done"}}",
          "key": "filter.completed:filter_pin_done",
          "type": "filter.completed",
        },
      ]
    `);
  });

  it('filter.paused: by the user, for the model budget, at the "Stop at" limit', async () => {
    await filterJob('filter_pin_user');
    await pauseJob(ctx.runtime.db, await personalCaller(ctx.runtime.db, user.id), 'filter_pin_user', ctx.runtime);
    await filterJob('filter_pin_budget');
    expect(await pauseForBudget(ctx.runtime.db, 'filter_pin_budget', ctx.runtime)).toBe(true);
    await filterJob('filter_pin_limit', { creditLimit: 2, creditsCharged: 2 });
    expect(await finalizeJob(ctx.runtime.db, 'filter_pin_limit', ctx.runtime)).toBe(false);
    expect(await next()).toMatchInlineSnapshot(`
      [
        {
          "body": "{"type":"filter.paused","timestamp":"<time>","data":{"id":"filter_pin_user","kind":"filter","name":"Job filter_pin_user","status":"paused","message":"Paused","error":null,"rowCount":4,"keptCount":null,"excludedCount":null,"creditsCharged":4,"automationId":null,"createdAt":"2026-01-02T03:04:05.000Z","completedAt":null,"progressUrl":"https://leadsift.example/api/progress/filter_pin_user","resultsUrl":"https://leadsift.example/api/results/filter_pin_user","exportUrl":"https://leadsift.example/api/export/filter_pin_user"}}",
          "key": "filter.paused:filter_pin_user:<ms>",
          "type": "filter.paused",
        },
        {
          "body": "{"type":"filter.paused","timestamp":"<time>","data":{"id":"filter_pin_budget","kind":"filter","name":"Job filter_pin_budget","status":"paused","message":"The model budget for this month is used up — an administrator can raise it","error":null,"rowCount":4,"keptCount":null,"excludedCount":null,"creditsCharged":4,"automationId":null,"createdAt":"2026-01-02T03:04:05.000Z","completedAt":null,"progressUrl":"https://leadsift.example/api/progress/filter_pin_budget","resultsUrl":"https://leadsift.example/api/results/filter_pin_budget","exportUrl":"https://leadsift.example/api/export/filter_pin_budget"}}",
          "key": "filter.paused:filter_pin_budget:<ms>",
          "type": "filter.paused",
        },
        {
          "body": "{"type":"filter.paused","timestamp":"<time>","data":{"id":"filter_pin_limit","kind":"filter","name":"Job filter_pin_limit","status":"paused","message":"Stopped at the limit you set — 2 of 4 done","error":null,"rowCount":4,"keptCount":0,"excludedCount":2,"creditsCharged":2,"automationId":null,"createdAt":"2026-01-02T03:04:05.000Z","completedAt":null,"progressUrl":"https://leadsift.example/api/progress/filter_pin_limit","resultsUrl":"https://leadsift.example/api/results/filter_pin_limit","exportUrl":"https://leadsift.example/api/export/filter_pin_limit"}}",
          "key": "filter.paused:filter_pin_limit:<ms>",
          "type": "filter.paused",
        },
      ]
    `);
  });

  it('filter.failed', async () => {
    await filterJob('filter_pin_failed');
    expect(await failJob(ctx.runtime.db, 'filter_pin_failed', 'The model refused', ctx.runtime)).toBe(true);
    expect(await next()).toMatchInlineSnapshot(`
      [
        {
          "body": "{"type":"filter.failed","timestamp":"<time>","data":{"id":"filter_pin_failed","kind":"filter","name":"Job filter_pin_failed","status":"failed","message":"Failed: The model refused","error":"The model refused","rowCount":4,"keptCount":null,"excludedCount":null,"creditsCharged":4,"automationId":null,"createdAt":"2026-01-02T03:04:05.000Z","completedAt":null,"progressUrl":"https://leadsift.example/api/progress/filter_pin_failed","resultsUrl":"https://leadsift.example/api/results/filter_pin_failed","exportUrl":"https://leadsift.example/api/export/filter_pin_failed"}}",
          "key": "filter.failed:filter_pin_failed",
          "type": "filter.failed",
        },
      ]
    `);
  });

  it('research.completed and research.paused (by the user, at the limit, out of credits)', async () => {
    await researchJob('research_pin_done');
    await ctx.runtime.db.transaction((tx) => completeJob(tx, 'research_pin_done', ['processing'], ctx.runtime));
    await researchJob('research_pin_user');
    await pauseResearchJob(ctx.runtime.db, await personalCaller(ctx.runtime.db, user.id), 'research_pin_user', ctx.runtime);
    await researchJob('research_pin_limit', { creditLimit: 1 });
    expect((await claimSite(ctx.runtime.db, 'research_pin_limit', 1, ctx.runtime)).kind).toBe('at-limit');
    await researchJob('research_pin_credits');
    await getAccount(ctx.runtime.db, user.id);
    await ctx.runtime.db
      .update(creditAccounts)
      .set({ monthlyRemaining: 0, bonusCredits: 0 })
      .where(eq(creditAccounts.workspaceId, user.id));
    expect((await claimSite(ctx.runtime.db, 'research_pin_credits', 1, ctx.runtime)).kind).toBe('out-of-credits');
    expect(await next()).toMatchInlineSnapshot(`
      [
        {
          "body": "{"type":"research.completed","timestamp":"<time>","data":{"id":"research_pin_done","kind":"research","name":"Research research_pin_done","status":"completed","message":"Completed","error":null,"pausedFor":null,"rowCount":3,"websiteCount":2,"processedWebsites":1,"keptCount":1,"creditsCharged":1,"automationId":null,"createdAt":"2026-01-02T03:04:05.000Z","completedAt":"<time>","progressUrl":"https://leadsift.example/api/research/jobs/research_pin_done","resultsUrl":"https://leadsift.example/api/research/jobs/research_pin_done/results","exportUrl":"https://leadsift.example/api/research/jobs/research_pin_done/export"}}",
          "key": "research.completed:research_pin_done",
          "type": "research.completed",
        },
        {
          "body": "{"type":"research.paused","timestamp":"<time>","data":{"id":"research_pin_user","kind":"research","name":"Research research_pin_user","status":"paused","message":"Paused","error":null,"pausedFor":"user","rowCount":3,"websiteCount":2,"processedWebsites":1,"keptCount":1,"creditsCharged":1,"automationId":null,"createdAt":"2026-01-02T03:04:05.000Z","completedAt":null,"progressUrl":"https://leadsift.example/api/research/jobs/research_pin_user","resultsUrl":"https://leadsift.example/api/research/jobs/research_pin_user/results","exportUrl":"https://leadsift.example/api/research/jobs/research_pin_user/export"}}",
          "key": "research.paused:research_pin_user:<ms>",
          "type": "research.paused",
        },
        {
          "body": "{"type":"research.paused","timestamp":"<time>","data":{"id":"research_pin_limit","kind":"research","name":"Research research_pin_limit","status":"paused","message":"Stopped at the limit you set — 1 of 2 done","error":null,"pausedFor":"limit","rowCount":3,"websiteCount":2,"processedWebsites":1,"keptCount":1,"creditsCharged":1,"automationId":null,"createdAt":"2026-01-02T03:04:05.000Z","completedAt":null,"progressUrl":"https://leadsift.example/api/research/jobs/research_pin_limit","resultsUrl":"https://leadsift.example/api/research/jobs/research_pin_limit/results","exportUrl":"https://leadsift.example/api/research/jobs/research_pin_limit/export"}}",
          "key": "research.paused:research_pin_limit:<ms>",
          "type": "research.paused",
        },
        {
          "body": "{"type":"research.paused","timestamp":"<time>","data":{"id":"research_pin_credits","kind":"research","name":"Research research_pin_credits","status":"paused","message":"Out of credits: 1 of 2 websites researched","error":null,"pausedFor":"credits","rowCount":3,"websiteCount":2,"processedWebsites":1,"keptCount":1,"creditsCharged":1,"automationId":null,"createdAt":"2026-01-02T03:04:05.000Z","completedAt":null,"progressUrl":"https://leadsift.example/api/research/jobs/research_pin_credits","resultsUrl":"https://leadsift.example/api/research/jobs/research_pin_credits/results","exportUrl":"https://leadsift.example/api/research/jobs/research_pin_credits/export"}}",
          "key": "research.paused:research_pin_credits:<ms>",
          "type": "research.paused",
        },
      ]
    `);
  });

  it('credits.low', async () => {
    await ctx.runtime.db.transaction((tx) =>
      // A charge of a million credits that left none: it crossed the line whatever the tier's monthly credits.
      watchLowCredits(ctx.runtime, tx, user.id, 1_000_000, { available: 0, unlimited: false } as Parameters<typeof watchLowCredits>[4]),
    );
    expect(await next()).toMatchInlineSnapshot(`
      [
        {
          "body": "{"type":"credits.low","timestamp":"<time>","data":{"available":0,"monthlyAllowance":5000,"usageUrl":"https://leadsift.example/api/usage/stats"}}",
          "key": "credits.low:<day>",
          "type": "credits.low",
        },
      ]
    `);
  });
});
