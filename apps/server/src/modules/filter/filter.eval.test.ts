// `npm run eval` in CI (ADR 0034): the labelled criteria of eval/cases.json through upload → job → decisions
// with no model configured, and the thresholds it must meet. The held-apart sets (real values,
// sales-team phrasings) run the same path as reporting only: their thresholds come once the rules improve.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEval, type EvalClient } from '../../../../../eval/runner.ts';
import { table } from '../../../../../eval/score.ts';
import { loadSet } from '../../../../../eval/sets.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { uploadCsv } from './filter.test-helpers.ts';

const criteria = loadSet('existing');

describe(`npm run eval with no model configured (${testDriver})`, () => {
  let ctx: TestContext;
  let user: TestUser;

  let client: EvalClient;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { AI_PROVIDER: 'offline' } });
    user = await createTestUser(ctx);
    client = {
      async call<T>(method: string, url: string, body?: unknown) {
        const res = await ctx.app.inject({
          method: method as 'GET' | 'POST',
          url,
          headers: user.headers,
          ...(body ? { payload: body as object } : {}),
        });
        if (res.statusCode !== 200) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
        return res.json() as T;
      },
      upload: (name, csv) => uploadCsv(ctx, user, name, csv),
    };
  });
  afterAll(() => ctx.close());

  it('scores at least 95% overall, 90% on every criterion, and flags all but under 2% of its mistakes', async () => {
    expect(criteria.length).toBeGreaterThanOrEqual(15);
    expect(new Set(criteria.flatMap((c) => c.values.map((v) => `${c.id}|${v.value}`))).size).toBeGreaterThanOrEqual(1000);
    expect(criteria.every((c) => c.instructions.length >= 2)).toBe(true);
    const result = await runEval(client, criteria);
    console.log(table([...result.rows, result.overall]));
    expect(result.overall.accuracy).toBeGreaterThanOrEqual(0.95);
    for (const row of result.rows) expect(row.accuracy, row.criterion).toBeGreaterThanOrEqual(0.9);
    expect(result.overall.wrongNotFlagged / result.overall.values).toBeLessThan(0.02);
    expect(result.overall.modelCalls).toBe(0);
    expect(result.seconds).toBeLessThan(60);
  }, 120_000);

  // Reporting only (ADR 0034): every labelled value of every phrasing comes back decided and scored; the
  // figures are printed, not asserted — a confident mistake shows as "wrong, not flagged" in the table.
  it.each(['real', 'phrasing'] as const)(
    'reports the held-apart %s set (no thresholds yet)',
    async (set) => {
      const held = loadSet(set);
      expect(held.length).toBeGreaterThanOrEqual(15);
      if (set === 'phrasing') expect(held.every((c) => c.instructions.length >= 5)).toBe(true);
      const result = await runEval(client, held);
      console.log(`${set} set\n${table([...result.rows, result.overall])}`);
      const decisions = held.reduce((n, c) => n + c.values.length * c.instructions.length, 0);
      expect(result.overall.values).toBe(decisions);
      expect(result.overall.modelCalls).toBe(0);
    },
    900_000,
  );
});
