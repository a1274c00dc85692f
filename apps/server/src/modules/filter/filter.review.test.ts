import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { uploadCsv, waitForJob } from './filter.test-helpers.ts';

// The Review state over HTTP (ADR 0058): the Decisions grid's pages say each value's state and filter by it,
// a user's decision clears the review mark (even when it agrees with the guess), and REVIEW takes it back.

const csv = [
  'Company,Industry,Status',
  'Acme,Software,Open',
  'Globex,Pharma,Closed Won',
  'Initech,Software,Working',
  'Umbrella,Import Export,Open',
].join('\n');

describe(`Review state of decisions (${testDriver}, offline matcher)`, () => {
  let ctx: TestContext;
  let user: TestUser;
  let filterId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    user = await createTestUser(ctx);
    const { fileId } = await uploadCsv(ctx, user, 'review.csv', csv);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: user.headers,
      payload: {
        jobName: 'Review',
        fileId,
        selectedColumns: ['Industry', 'Status'],
        logicMode: 'AND',
        filterConfig: {
          columnConfig: {
            Industry: { instructions: 'Keep: software' },
            // Only exclusions the column holds: every other status is kept with certainty, not left for review.
            Status: { instructions: 'Exclude Closed Won, Closed Lost and Disqualified' },
          },
        },
        rowCount: 4,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    filterId = res.json().filterId;
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
  });
  afterAll(() => ctx.close());

  const page = async (query: string) =>
    (await ctx.app.inject({ url: `/api/results/${filterId}/decisions?${query}`, headers: user.headers })).json() as {
      total: number;
      rows: Array<{ value: string; decision: string; state: string; needsReview: boolean; overridden: boolean; reason: string }>;
    };
  const states = async (query: string) => (await page(query)).rows.map((r) => `${r.value}:${r.state}`).sort();
  const override = async (value: string, decision: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/overrides',
      headers: user.headers,
      payload: { filterId, overrides: [{ column: 'Industry', value, decision }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('pages decisions for the grid with their state, and filters by state', async () => {
    const industry = await page('column=Industry&pageSize=2');
    expect(industry.total).toBe(3);
    expect(industry.rows[0]).toMatchObject({ value: 'Software', state: 'KEEP', needsReview: false });
    expect((await page('search=pharm')).rows.map((r) => r.value)).toEqual(['Pharma']);
    expect(await states('state=REVIEW')).toEqual(['Import Export:REVIEW', 'Pharma:REVIEW']);
    expect(await states('needsReview=true')).toEqual(['Import Export:REVIEW', 'Pharma:REVIEW']);
    expect(await states('state=EXCLUDE')).toEqual(['Closed Won:EXCLUDE']);
    expect(await states('state=KEEP')).toEqual(['Open:KEEP', 'Software:KEEP', 'Working:KEEP']);
    const open = (await page('search=Open')).rows[0]!;
    expect(open).toMatchObject({
      state: 'KEEP',
      reason: 'Kept: the instructions only exclude "Closed Won", "Closed Lost" or "Disqualified"',
    });
    expect((await ctx.app.inject({ url: `/api/results/${filterId}/decisions?state=MAYBE`, headers: user.headers })).statusCode).toBe(400);
  });

  it('clears the review mark when the user decides, even as guessed, and puts it back with REVIEW', async () => {
    const before = (await page('search=Pharma')).rows[0]!;
    expect(before).toMatchObject({ decision: 'EXCLUDE', state: 'REVIEW', needsReview: true, overridden: false });
    // Agreeing with the guess is a decision of its own: stored, and no longer "needs review".
    expect(await override('Pharma', 'EXCLUDE')).toMatchObject({ applied: 1 });
    expect((await page('search=Pharma')).rows[0]).toMatchObject({ state: 'EXCLUDE', needsReview: false, overridden: true });
    const results = (await ctx.app.inject({ url: `/api/results/${filterId}`, headers: user.headers })).json();
    expect(results.valuesNeedingReview).toBe(1);
    expect(results.llmValueDecisions.Industry.Pharma).toMatchObject({ state: 'EXCLUDE', needsReview: false, overridden: true });
    // Import Export kept by the user: its row qualifies (Open is kept with certainty).
    expect(await override('Import Export', 'KEEP')).toMatchObject({ stats: { keptRowCount: 3 } });
    expect(await states('state=REVIEW')).toEqual([]);
    // REVIEW takes the user's decision back: the guess again, and needing review again.
    expect(await override('Import Export', 'REVIEW')).toMatchObject({ applied: 1, stats: { keptRowCount: 2 } });
    expect((await page('search=Import')).rows[0]).toMatchObject({ decision: 'EXCLUDE', state: 'REVIEW', overridden: false });
    // A certain value is still flipped and flipped back without a stored copy.
    await override('Software', 'EXCLUDE');
    await override('Software', 'KEEP');
    expect((await page('search=Software')).rows[0]).toMatchObject({ state: 'KEEP', overridden: false });
  });
});
