import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../../jobs/queue.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { waitFor } from '../../test/webhook-receiver.ts';

// TEST_CLOCK=on: the clock pg-boss's cron passes run on, moved by an administrator (jobs/test-clock.ts).

const HOUR = 3_600_000;
const fired: { at: string }[] = [];
const dailyJob = defineJob({
  name: 'test.clock-daily',
  payload: z.object({ at: z.string() }),
  retryLimit: 0,
  handler: async (data: { at: string }) => void fired.push(data),
});

/** Hours from `now` to `seconds` past the next 06:00 UTC at least 10 minutes away. */
function hoursToNextSix(now: Date, seconds: number): number {
  const six = new Date(now);
  six.setUTCHours(6, 0, 0, 0);
  if (six.getTime() <= now.getTime() + 10 * 60_000) six.setUTCDate(six.getUTCDate() + 1);
  return (six.getTime() + seconds * 1000 - now.getTime()) / HOUR;
}

describe(`the test clock (TEST_CLOCK=on, ${testDriver})`, () => {
  let ctx: TestContext;
  let admin: TestUser;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { TEST_CLOCK: 'on' }, extraJobs: [dailyJob] });
    [admin, user] = await Promise.all([createTestUser(ctx, { role: 'admin' }), createTestUser(ctx)]);
  });
  afterAll(() => ctx.close());

  const clockNow = async (who: TestUser) => {
    const res = await ctx.app.inject({ url: '/api/test-clock', headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return new Date(res.json().now as string);
  };
  const advance = (headers: Record<string, string>, hours: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/test-clock/advance', headers, payload: { hours } });

  it('is for administrators only; others get 403, the anonymous 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/test-clock'],
      ['POST', '/api/test-clock/advance'],
      ['POST', '/api/test-clock/reset'],
    ] as const) {
      expect((await ctx.app.inject({ method, url, headers: user.headers, payload: { hours: 1 } })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method, url, payload: { hours: 1 } })).statusCode).toBe(401);
    }
    expect((await advance(admin.headers, -1)).statusCode).toBe(400);
    expect((await advance(admin.headers, 'a day')).statusCode).toBe(400);
    // Not part of the API document.
    const document = await ctx.app.inject({ url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    expect(document.body).toContain('/api/automations');
    expect(document.body).not.toContain('/api/test-clock');
  });

  it("fires a stored daily schedule through pg-boss's scheduler when advanced past its time, not before", async () => {
    const start = await clockNow(admin);
    expect(Math.abs(start.getTime() - Date.now())).toBeLessThan(5000);
    await ctx.runtime.boss.schedule(dailyJob.name, '0 6 * * *', { at: 'six' }, { key: 'daily', tz: 'UTC' });

    // To 5 minutes before 06:00: the scheduler lived through the last 90 s, and 06:00 was not among them.
    const early = await advance(admin.headers, hoursToNextSix(start, -300));
    expect(early.statusCode, early.body).toBe(200);
    const before = new Date(early.json().now as string);
    expect(before.getUTCHours()).toBe(5);
    expect(before.getUTCMinutes()).toBe(55);
    await new Promise((r) => setTimeout(r, 7000));
    expect(fired).toEqual([]);

    // Past 06:00 by 20 s: the cron pass of that minute sends the schedule's job, which the app works.
    const late = await advance(admin.headers, (5 * 60 + 20) / 3600);
    expect(late.statusCode, late.body).toBe(200);
    expect(new Date(late.json().now as string).toISOString()).toMatch(/T06:00:2\d/);
    await waitFor('the scheduled job', () => fired.length > 0, 20_000);
    expect(fired).toEqual([{ at: 'six' }]);
    // The clock stays ahead of real time by what was added, until it is set back.
    expect((await clockNow(admin)).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);

    const reset = await ctx.app.inject({ method: 'POST', url: '/api/test-clock/reset', headers: admin.headers });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(Math.abs(new Date(reset.json().now as string).getTime() - Date.now())).toBeLessThan(5000);
  });
});

describe(`without TEST_CLOCK (${testDriver})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('the routes do not exist, for an administrator too', async () => {
    const admin = await createTestUser(ctx, { role: 'admin' });
    expect(ctx.runtime.testClock).toBeUndefined();
    for (const [method, url] of [
      ['GET', '/api/test-clock'],
      ['POST', '/api/test-clock/advance'],
      ['POST', '/api/test-clock/reset'],
    ] as const) {
      expect((await ctx.app.inject({ method, url, headers: admin.headers, payload: { hours: 24 } })).statusCode).toBe(404);
    }
  });
});
