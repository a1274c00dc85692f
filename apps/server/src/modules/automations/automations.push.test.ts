import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { automationRuns } from '../../db/schema/index.ts';
import { runJobRef, waitingRuns } from './run-queue.ts';
import { RUN_ENDED_WITH_PROCESS } from './run.service.ts';
import {
  balanceOf,
  createAutomation,
  createTemplate,
  csvOf,
  getAutomation,
  leads,
  runsOf,
  waitForRuns,
} from './automations.test-helpers.ts';

describe(`automations: pushed rows, debounced, only new rows charged (${testDriver})`, () => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let templateId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    [alice, bob] = [await createTestUser(ctx), await createTestUser(ctx)];
    templateId = await createTemplate(ctx, alice);
  });
  afterAll(() => ctx.close());

  const push = (id: string, key: string, body: string | object, type = 'text/csv') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/automations/${id}/rows`,
      headers: { authorization: `Bearer ${key}`, 'content-type': type },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  /** The test's clock: the waiting run's window ends now (what pg-boss would do when the window has passed). */
  const endWindow = (id: string) =>
    ctx.runtime.db.transaction((tx) =>
      ctx.runtime.jobs.rescheduleInTx(tx, runJobRef, id, new Date(), { automationId: id, trigger: 'push' }),
    );

  it('three pushes within the window make one run and one job; the same rows pushed again cost nothing', async () => {
    // A window far longer than the test: only the test's clock ends it.
    const automation = await createAutomation(ctx, alice, { name: 'Inbound', templateId, source: { type: 'push' }, debounceSeconds: 600 });
    expect(automation.pushKey).toMatch(/^lsp_[0-9A-Za-z]{43}$/);
    expect(automation.pushKeyLastFour).toBe(automation.pushKey!.slice(-4));
    const listed = await ctx.app.inject({ url: '/api/automations', headers: alice.headers });
    expect(listed.body).not.toContain(automation.pushKey);

    const before = await balanceOf(ctx, alice);
    const batches = [leads('Acme', 2), leads('Acme', 2, 3), leads('Acme', 2, 5)];
    const first = await push(automation.id, automation.pushKey!, csvOf([['Company', 'Industry'], ...batches[0]!]));
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toMatchObject({ accepted: 2, pendingRows: 2 });
    // The second push as JSON objects, the third as CSV again: one run takes them all.
    const second = await push(
      automation.id,
      automation.pushKey!,
      { rows: batches[1]!.map(([Company, Industry]) => ({ Company, Industry })) },
      'application/json',
    );
    expect(second.statusCode, second.body).toBe(202);
    const third = await push(
      automation.id,
      automation.pushKey!,
      csvOf([['Industry', 'Company'], ...batches[2]!.map(([c, i]) => [i!, c!])]),
    );
    expect(third.json()).toMatchObject({ accepted: 2, pendingRows: 6 });
    expect(await waitingRuns(ctx.runtime.db, automation.id)).toHaveLength(1);
    expect((await getAutomation(ctx, alice, automation.id)).pendingRows).toBe(6);
    expect(await runsOf(ctx, alice, automation.id)).toEqual([]);

    expect(await endWindow(automation.id)).toBe(1);
    const [run] = await waitForRuns(ctx, alice, automation.id, 1);
    expect(run).toMatchObject({
      trigger: 'push',
      status: 'completed',
      jobKind: 'filter',
      jobStatus: 'completed',
      newRows: 6,
      seenRows: 0,
      credits: 6,
    });
    expect(run!.summary).toBe('6 new rows (6 credits), 0 seen before (free)');
    expect(await balanceOf(ctx, alice)).toBe(before - 6);
    expect((await getAutomation(ctx, alice, automation.id)).pendingRows).toBe(0);
    // An ordinary List Cleaner job in Activity History, named after the automation, holding the six rows.
    const jobs = (await ctx.app.inject({ url: '/api/filter/jobs', headers: alice.headers })).json().jobs as Array<Record<string, unknown>>;
    const job = jobs.find((j) => j.id === run!.jobId)!;
    expect(job).toMatchObject({ status: 'completed', totalRows: 6, keptCount: 3, automationId: automation.id });
    expect(job.name).toMatch(/^Inbound \(automation, /);

    // The same six rows again, in another order and with spaces around a value, plus one new: the job holds all seven
    // (the whole list), and only the new one is charged.
    const again = [
      ...batches
        .flat()
        .reverse()
        .map(([c, i]) => [c!, ` ${i} `]),
      ['Globex', 'Software Globex'],
    ];
    expect((await push(automation.id, automation.pushKey!, csvOf([['Company', 'Industry'], ...again]))).statusCode).toBe(202);
    await endWindow(automation.id);
    const [second2] = await waitForRuns(ctx, alice, automation.id, 2);
    expect(second2).toMatchObject({ newRows: 1, seenRows: 6, credits: 1, jobStatus: 'completed' });
    expect(second2!.summary).toBe('1 new row (1 credit), 6 seen before (free)');

    // Only seen rows: a job of two rows, decided again from the cache, and nothing charged.
    expect((await push(automation.id, automation.pushKey!, csvOf([['Company', 'Industry'], ...batches[0]!]))).statusCode).toBe(202);
    await endWindow(automation.id);
    const [third3] = await waitForRuns(ctx, alice, automation.id, 3);
    expect(third3).toMatchObject({ status: 'completed', newRows: 0, seenRows: 2, credits: 0, jobStatus: 'completed' });
    expect(third3!.summary).toBe('Nothing new: 2 rows seen before (free)');
    expect(await balanceOf(ctx, alice)).toBe(before - 7);
  });

  it('a full batch (batchRows) starts the run without waiting out the window', async () => {
    const automation = await createAutomation(ctx, alice, {
      name: 'Batched',
      templateId,
      source: { type: 'push' },
      debounceSeconds: 600,
      batchRows: 3,
    });
    // A run whose process died mid-way: the next run of the automation closes it.
    await ctx.runtime.db
      .insert(automationRuns)
      .values({ automationId: automation.id, trigger: 'push', createdAt: new Date(Date.now() - 60_000) });
    const first = await push(automation.id, automation.pushKey!, csvOf([['Company', 'Industry'], ...leads('Batch', 2)]));
    expect(Date.parse(first.json().runAfter) - Date.now()).toBeGreaterThan(500_000);
    const second = await push(automation.id, automation.pushKey!, csvOf([['Company', 'Industry'], ...leads('Batch', 1, 3)]));
    expect(Date.parse(second.json().runAfter) - Date.now()).toBeLessThan(5_000);
    const [run, died] = await waitForRuns(ctx, alice, automation.id, 2);
    expect(run).toMatchObject({ newRows: 3, credits: 3 });
    expect(died).toMatchObject({ status: 'failed', error: RUN_ENDED_WITH_PROCESS });
  });

  it('a run past the spend limit fails with the numbers and charges nothing; the pushed rows wait for the next run', async () => {
    const automation = await createAutomation(ctx, alice, { name: 'Capped', templateId, source: { type: 'push' }, creditLimit: 2 });
    expect(automation.creditLimit).toBe(2);
    const before = await balanceOf(ctx, alice);
    await push(automation.id, automation.pushKey!, csvOf([['Company', 'Industry'], ...leads('Capped', 3)]));
    await endWindow(automation.id);
    const [run] = await waitForRuns(ctx, alice, automation.id, 1);
    expect(run).toMatchObject({ status: 'failed', credits: 0, jobId: null });
    expect(run!.error).toBe('Spend limit reached: 3 new rows need 3 credits, and this automation spends at most 2 credits a run');
    expect(await balanceOf(ctx, alice)).toBe(before);
    expect(await getAutomation(ctx, alice, automation.id)).toMatchObject({ pendingRows: 3, consecutiveFailures: 1 });
    // Raised, the next run takes the rows that waited.
    const raised = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/automations/${automation.id}`,
      headers: alice.headers,
      payload: { creditLimit: 3 },
    });
    expect(raised.json()).toMatchObject({ creditLimit: 3 });
    await ctx.app.inject({ method: 'POST', url: `/api/automations/${automation.id}/run`, headers: alice.headers });
    const [second] = await waitForRuns(ctx, alice, automation.id, 2);
    expect(second).toMatchObject({ status: 'completed', newRows: 3, credits: 3, trigger: 'manual' });
    expect(await getAutomation(ctx, alice, automation.id)).toMatchObject({ pendingRows: 0, consecutiveFailures: 0 });
  });

  it('refuses a wrong key, a body that is not rows, and rows for an automation that reads a URL', async () => {
    const automation = await createAutomation(ctx, alice, { name: 'Keys', templateId, source: { type: 'push' } });
    const other = await createAutomation(ctx, alice, { name: 'Other', templateId, source: { type: 'push' } });
    const body = csvOf([
      ['Company', 'Industry'],
      ['A', 'Software'],
    ]);
    expect((await push(automation.id, other.pushKey!, body)).statusCode).toBe(401);
    expect((await push(automation.id, `lsp_${'x'.repeat(43)}`, body)).statusCode).toBe(401);
    const shape = await push(automation.id, automation.pushKey!, { name: 'not rows' }, 'application/json');
    expect(shape.statusCode).toBe(400);
    expect(shape.json().error).toContain('JSON array of objects');
    // A full API key of the owner pushes too; a read key does not.
    const key = async (scope: 'read' | 'full') =>
      (
        await ctx.app.inject({ method: 'POST', url: '/api/account/api-keys', headers: alice.headers, payload: { name: scope, scope } })
      ).json().key as string;
    expect((await push(automation.id, await key('full'), body)).statusCode).toBe(202);
    expect((await push(automation.id, await key('read'), body)).statusCode).toBe(403);
    const url = await createAutomation(ctx, alice, {
      name: 'Url',
      templateId,
      source: { type: 'url', url: 'https://files.example/leads.csv' },
    });
    expect(url.pushKey).toBeUndefined();
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/automations/${url.id}/rows`,
          headers: { ...alice.headers, 'content-type': 'text/csv' },
          payload: body,
        })
      ).statusCode,
    ).toBe(409);
  });

  it("another user's automation answers 404 on every route; their push key opens nothing of it", async () => {
    const automation = await createAutomation(ctx, alice, { name: 'Private', templateId, source: { type: 'push' } });
    for (const [method, url] of [
      ['GET', `/api/automations/${automation.id}`],
      ['PATCH', `/api/automations/${automation.id}`],
      ['DELETE', `/api/automations/${automation.id}`],
      ['POST', `/api/automations/${automation.id}/run`],
      ['GET', `/api/automations/${automation.id}/runs`],
      ['POST', `/api/automations/${automation.id}/rows`],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: { ...bob.headers, ...(method === 'POST' && url.endsWith('/rows') ? { 'content-type': 'text/csv' } : {}) },
        ...(method === 'PATCH' ? { payload: { name: 'Mine now' } } : url.endsWith('/rows') ? { payload: 'Company\nA' } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const bobs = await ctx.app.inject({ url: '/api/automations', headers: bob.headers });
    expect(bobs.json().automations).toEqual([]);
    // Bob's template is not Alice's to use.
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/automations',
      headers: bob.headers,
      payload: { name: 'Stolen', templateId, source: { type: 'push' } },
    });
    expect(res.statusCode).toBe(400);
    expect((await getAutomation(ctx, alice, automation.id)).name).toBe('Private');
  });
});
