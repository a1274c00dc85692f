import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTOMATION_FAILURES_TO_PAUSE, SCHEDULE_PRESETS, type AutomationRun } from '@leadsift/shared';
import { automationRuns, creditAccounts } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { startWebhookReceiver, waitFor } from '../../test/webhook-receiver.ts';
import { companySites } from '../../test/website-farm-sites.ts';
import { startWebsiteFarm, type WebsiteFarm } from '../../test/website-farm.ts';
import { uploadCsv, waitForJob } from '../filter/filter.test-helpers.ts';
import { waitForResearch } from '../research/research.test-helpers.ts';
import { getAccount } from '../credits/credits.service.ts';
import { runJobRef, storedSchedule } from './run-queue.ts';
import {
  balanceOf,
  createAutomation,
  createTemplate,
  csvOf,
  getAutomation,
  leads,
  runNow,
  runsOf,
  waitForRuns,
} from './automations.test-helpers.ts';
import { startFileServer } from '../../test/file-server.ts';

describe(`automations: a file at a URL, on a schedule, and runs that fail (${testDriver})`, () => {
  let ctx: TestContext;
  let alice: TestUser;
  let templateId: string;
  let files: Awaited<ReturnType<typeof startFileServer>>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let farm: WebsiteFarm;
  beforeAll(async () => {
    [files, receiver, farm] = await Promise.all([
      startFileServer(),
      startWebhookReceiver(),
      startWebsiteFarm(companySites(3), { firstAddress: 20 }),
    ]);
    ctx = await createTestApp({
      env: { RESEARCH_ALLOW_PRIVATE_HOSTS: '1', WEBHOOKS_ALLOW_HTTP: '1' },
      webhookTiming: { timeoutMs: 2500, retryDelaysSeconds: [1] },
    });
    alice = await createTestUser(ctx);
    templateId = await createTemplate(ctx, alice);
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/webhooks',
      headers: alice.headers,
      payload: { url: receiver.url('/hooks'), events: ['filter.completed', 'automation.failed'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
  });
  afterAll(async () => {
    await ctx.close();
    await Promise.all([files.close(), receiver.close(), farm.close()]);
  });

  /** The test's clock: the job pg-boss's scheduler sends when the automation's period comes, sent now. */
  const firePeriod = async (id: string) => {
    const schedule = await ctx.runtime.boss.getSchedule(runJobRef.name, id);
    expect(schedule, 'a stored schedule').not.toBeNull();
    await ctx.runtime.boss.send(runJobRef.name, schedule!.data!, { singletonKey: id });
  };
  const hooks = (type: string) =>
    receiver
      .on('/hooks')
      .map((h) => JSON.parse(h.body) as { type: string; data: Record<string, unknown> })
      .filter((e) => e.type === type);
  const header = ['Company', 'Industry'];

  it('reads the file on its daily schedule, not again while unchanged, and charges only the 5 new rows', async () => {
    files.set('/leads.csv', { status: 200, body: csvOf([header, ...leads('Acme', 20)]), headers: { etag: '"v1"' } });
    const automation = await createAutomation(ctx, alice, {
      name: 'Daily export',
      templateId,
      source: { type: 'url', url: files.url('/leads.csv') },
      schedule: { cron: SCHEDULE_PRESETS.daily },
    });
    expect(automation.schedule).toEqual({ cron: '0 6 * * *', description: 'Every day at 06:00 UTC' });
    expect(await storedSchedule(ctx.runtime, automation.id)).toBe('0 6 * * *');
    const before = await balanceOf(ctx, alice);

    await firePeriod(automation.id);
    const [first] = await waitForRuns(ctx, alice, automation.id, 1);
    expect(first).toMatchObject({ trigger: 'schedule', status: 'completed', newRows: 20, seenRows: 0, credits: 20 });

    // The next period: the server answers 304 to the validator it was given; nothing is read or charged.
    await firePeriod(automation.id);
    const [second] = await waitForRuns(ctx, alice, automation.id, 2);
    expect(second).toMatchObject({ status: 'unchanged', newRows: 0, credits: 0, jobId: null });
    expect(files.requests.at(-1)).toMatchObject({ answered: 304, headers: { 'if-none-match': '"v1"' } });

    files.set('/leads.csv', { status: 200, body: csvOf([header, ...leads('Acme', 25)]), headers: { etag: '"v2"' } });
    await firePeriod(automation.id);
    const [third] = await waitForRuns(ctx, alice, automation.id, 3);
    expect(third).toMatchObject({ status: 'completed', newRows: 5, seenRows: 20, credits: 5, jobStatus: 'completed' });
    expect(third!.summary).toBe('5 new rows (5 credits), 20 seen before (free)');
    expect(await balanceOf(ctx, alice)).toBe(before - 25);
    // The run's job is the whole list, in Activity History; its webhook names the automation.
    const progress = await ctx.app.inject({ url: `/api/progress/${third!.jobId}`, headers: alice.headers });
    expect(progress.json()).toMatchObject({ status: 'completed' });
    const done = await waitFor('filter.completed of the third run', () =>
      hooks('filter.completed').find((e) => e.data.id === third!.jobId),
    );
    expect(done.data).toMatchObject({ automationId: automation.id, rowCount: 25, creditsCharged: 5 });
    // The owner is told what the run did (and emailed however short the job: nobody watched it).
    const bell = (await ctx.app.inject({ url: '/api/notifications', headers: alice.headers })).json().items as Array<{
      kind: string;
      body: string;
      link: string;
    }>;
    expect(bell.find((n) => n.kind === 'job_finished' && n.link.endsWith(third!.jobId!))?.body).toBe(
      '5 new rows (5 credits), 20 seen before (free). 25 rows were checked; the results are ready.',
    );
  });

  it('a failed source, a changed file, credits run out: each fails with its reason and tells the owner; the third pauses it', async () => {
    const carol = await createTestUser(ctx);
    const carolsTemplate = await createTemplate(ctx, carol);
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/webhooks',
      headers: carol.headers,
      payload: { url: receiver.url('/carol'), events: ['automation.failed'] },
    });
    expect(hook.statusCode).toBe(201);
    const automation = await createAutomation(ctx, carol, {
      name: 'Fragile',
      templateId: carolsTemplate,
      source: { type: 'url', url: files.url('/fragile.csv') },
      schedule: { cron: SCHEDULE_PRESETS.hourly },
    });
    const failOnce = async (n: number): Promise<AutomationRun> => {
      await runNow(ctx, carol, automation.id);
      const [run] = await waitForRuns(ctx, carol, automation.id, n);
      expect(run!.status).toBe('failed');
      return run!;
    };

    files.set('/fragile.csv', { status: 500, body: 'upstream down' });
    const first = await failOnce(1);
    expect(first.error).toMatch(/^The source could not be read: 127\.0\.0\.7:\d+ answered HTTP 500$/);
    expect(await getAutomation(ctx, carol, automation.id)).toMatchObject({
      status: 'active',
      consecutiveFailures: 1,
      lastError: first.error,
    });

    files.set('/fragile.csv', {
      status: 200,
      body: csvOf([
        ['Company', 'Sector'],
        ['Acme', 'Software'],
      ]),
    });
    expect((await failOnce(2)).error).toBe('The column "Industry" is no longer in the source');

    await getAccount(ctx.runtime.db, carol.id);
    await ctx.runtime.db
      .update(creditAccounts)
      .set({ monthlyRemaining: 1, bonusCredits: 0 })
      .where(eq(creditAccounts.workspaceId, carol.id));
    files.set('/fragile.csv', { status: 200, body: csvOf([header, ...leads('Short', 3)]) });
    expect((await failOnce(AUTOMATION_FAILURES_TO_PAUSE)).error).toBe('Not enough credits: 3 new rows need 3 credits, 1 left');

    const paused = await getAutomation(ctx, carol, automation.id);
    expect(paused).toMatchObject({ status: 'paused', consecutiveFailures: 3 });
    expect(paused.pausedReason).toMatch(/^Paused after 3 failed runs in a row\. The last: Not enough credits/);
    expect(await storedSchedule(ctx.runtime, automation.id)).toBeNull();
    const bell = (await ctx.app.inject({ url: '/api/notifications', headers: carol.headers })).json().items as Array<{
      kind: string;
      title: string;
    }>;
    expect(bell.filter((n) => n.kind === 'automation_failed').map((n) => n.title)).toEqual([
      'Automation "Fragile" paused after 3 failed runs',
      'Automation "Fragile" failed',
      'Automation "Fragile" failed',
    ]);
    const sent = await waitFor('three automation.failed webhooks', () => {
      const events = receiver.on('/carol').map((h) => JSON.parse(h.body) as { data: { paused: boolean; consecutiveFailures: number } });
      return events.length >= 3 ? events : null;
    });
    expect(sent.map((e) => [e.data.consecutiveFailures, e.data.paused])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);

    // Resumed: the count is cleared and the schedule is back; a file that no longer parses fails with the parser's reason.
    const resumed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/automations/${automation.id}`,
      headers: carol.headers,
      payload: { paused: false },
    });
    expect(resumed.json()).toMatchObject({ status: 'active', consecutiveFailures: 0, pausedReason: null });
    expect(await storedSchedule(ctx.runtime, automation.id)).toBe(SCHEDULE_PRESETS.hourly);
    files.set('/fragile.csv', { status: 200, body: Buffer.from('PK\u0003\u0004 not really a workbook').toString('latin1') });
    expect((await failOnce(4)).error).toMatch(/^The file could not be read: /);
    expect((await runsOf(ctx, carol, automation.id)).map((r) => r.trigger)).toEqual(['manual', 'manual', 'manual', 'manual']);
  });

  it("a research automation reads a List Cleaner job's kept rows; websites researched before are not visited again", async () => {
    const site = (i: number) => farm.site(`company-${i}`).url;
    const list = [
      ['Company', 'Industry', 'Website'],
      ['Zero', 'Software', site(0)],
      ['One', 'Software', `${site(1)}/`],
      ['Bank', 'Banking', site(2)],
      ['Zero again', 'Software', `${site(0)}/about`],
    ];
    const { fileId } = await uploadCsv(ctx, alice, 'sites.csv', csvOf(list));
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: alice.headers,
      payload: {
        jobName: 'Sites',
        fileId,
        selectedColumns: ['Industry'],
        filterConfig: { columnConfig: { Industry: { instructions: 'Keep: software' } } },
      },
    });
    const filterId = start.json().filterId as string;
    expect(await waitForJob(ctx, alice, filterId)).toBe('completed');
    const automation = await createAutomation(ctx, alice, {
      name: 'Research the kept',
      research: { instructions: 'Keep B2B software companies. Criteria: sells software.', columnName: 'Website' },
      source: { type: 'job', filterId },
      revisitAfterDays: 30,
    });
    expect(automation).toMatchObject({ kind: 'research', source: { type: 'job', filterId }, pushKeyLastFour: null });

    await runNow(ctx, alice, automation.id);
    const [first] = await waitForRuns(ctx, alice, automation.id, 1);
    // Three kept rows, two websites (company-0 twice): each website visited and charged once.
    expect(first).toMatchObject({ status: 'completed', jobKind: 'research', newRows: 3, seenRows: 0 });
    expect(await waitForResearch(ctx, alice, first!.jobId!)).toMatchObject({ status: 'completed', totalWebsites: 2 });
    expect((await runsOf(ctx, alice, automation.id))[0]!.credits).toBe(2);
    await runNow(ctx, alice, automation.id);
    const [second] = await waitForRuns(ctx, alice, automation.id, 2);
    expect(second).toMatchObject({ status: 'completed', newRows: 0, seenRows: 3, credits: 0, jobId: null });

    // The test's clock: the first run was 31 days ago, past the automation's 30: its websites are researched again.
    await ctx.runtime.db
      .update(automationRuns)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(automationRuns.id, first!.id));
    await runNow(ctx, alice, automation.id);
    const [third] = await waitForRuns(ctx, alice, automation.id, 3);
    expect(third).toMatchObject({ status: 'completed', jobKind: 'research', newRows: 3, seenRows: 0 });
  });
});
