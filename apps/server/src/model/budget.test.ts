// The cluster-wide model budget (ADR 0021), on the test database of either driver. Each "process"
// is an AI service with a configuration (so an AI_CONCURRENCY limiter) and a budget object of its own;
// they share nothing but the database, as web and worker processes do.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { queryRows } from '../db/client.ts';
import { startFakeLlm, type FakeLlm } from '../test/fake-llm.ts';
import { createTestApp, type TestContext } from '../test/test-runtime.ts';
import { createModelBudget, type BudgetOptions } from './budget.ts';
import { createAiService, type AiService } from './index.ts';

let ctx: TestContext;
let fake: FakeLlm;

beforeAll(async () => {
  ctx = await createTestApp({ work: false });
  fake = await startFakeLlm({ latencyMs: 80 });
});
afterAll(async () => {
  await fake.close();
  await ctx.close();
});
beforeEach(async () => {
  fake.reset();
  fake.setLatency(80);
  await ctx.runtime.db.execute(sql`DELETE FROM ai_calls`);
  await ctx.runtime.db.execute(sql`DELETE FROM ai_pause`);
});

/** A process: its own configuration (AI_CONCURRENCY 8) and its own budget object on the shared database. */
function processWith(options: Omit<BudgetOptions, 'leaseMs'> & { leaseMs?: number }): AiService {
  const config: Config = {
    ...ctx.config,
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake-model',
    AI_MODELS: ['fake-model'],
    AI_CONCURRENCY: 8,
  };
  return createAiService(config, undefined, { budget: createModelBudget(ctx.runtime.db, { leaseMs: 30_000, ...options }) });
}

const decide = (ai: AiService, n: number) =>
  ai.decideValues(
    {
      model: 'fake-model',
      temperature: 0,
      productContext: 'B2B software',
      column: 'Industry',
      instructions: 'keep software',
      values: [`v${n}`],
    },
    { backoff: { baseMs: 10, maxMs: 50 } },
  );

describe('cluster-wide model budget', () => {
  it('AI_MAX_IN_FLIGHT holds across processes: 3 × 8 local slots, never more than 3 calls at the provider', async () => {
    const processes = [0, 1, 2].map(() => processWith({ maxInFlight: 3, pollMs: 20 }));
    const results = await Promise.all(processes.flatMap((ai, p) => Array.from({ length: 8 }, (_, i) => decide(ai, p * 8 + i))));
    expect(results.every((r) => r.modelCalls === 1 && r.undecided === 0)).toBe(true);
    expect(fake.calls).toHaveLength(24);
    expect(fake.maxInFlight).toBe(3);
    // Every place was given back.
    const [open] = await queryRows<{ n: number }>(ctx.runtime.db, sql`SELECT count(*)::int AS n FROM ai_calls WHERE released_at IS NULL`);
    expect(open?.n).toBe(0);
  });

  it('AI_MAX_PER_MINUTE holds across processes in any window', async () => {
    // The budget deletes its old rows as it goes; a trigger keeps every place it gives, for the check below.
    await ctx.runtime.db.execute(sql`CREATE TABLE IF NOT EXISTS test_ai_call_log (started_at timestamptz NOT NULL)`);
    await ctx.runtime.db.execute(sql`CREATE OR REPLACE FUNCTION test_log_ai_call() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO test_ai_call_log VALUES (NEW.started_at); RETURN NEW; END $$`);
    await ctx.runtime.db.execute(sql`CREATE OR REPLACE TRIGGER test_log_ai_call AFTER INSERT ON ai_calls
      FOR EACH ROW EXECUTE FUNCTION test_log_ai_call()`);
    fake.setLatency(0);
    const windowMs = 1000;
    const processes = [0, 1, 2].map(() => processWith({ maxPerMinute: 4, windowMs, pollMs: 20 }));
    const started = Date.now();
    await Promise.all(processes.flatMap((ai, p) => Array.from({ length: 4 }, (_, i) => decide(ai, p * 4 + i))));
    expect(fake.calls).toHaveLength(12);
    // 12 calls at 4 per window need three windows.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * windowMs - 50);
    // The places as the budget gave them, on the database's clock. The moments the requests reached the
    // provider are no measure: on a loaded machine a request admitted in one window can arrive in the next.
    const rows = await queryRows<{ ms: number }>(
      ctx.runtime.db,
      sql`SELECT extract(epoch FROM started_at)::float8 * 1000 AS ms FROM test_ai_call_log ORDER BY started_at`,
    );
    const starts = rows.map((r) => Number(r.ms));
    expect(starts).toHaveLength(12);
    for (const t of starts) expect(starts.filter((s) => s >= t && s < t + windowMs).length).toBeLessThanOrEqual(4);
  });

  it('after one process meets a 429, no process starts a call before its Retry-After has passed', async () => {
    const a = processWith({ maxInFlight: 10 });
    const b = processWith({ maxInFlight: 10 });
    fake.setFaults(['rateLimit']); // Retry-After: 1
    const first = decide(a, 1);
    let pausedUntil: Date | undefined;
    while (!pausedUntil) {
      const [row] = await queryRows<{ until: string }>(ctx.runtime.db, sql`SELECT paused_until AS until FROM ai_pause WHERE id = 1`);
      if (row) pausedUntil = new Date(row.until);
      else await new Promise((r) => setTimeout(r, 10));
    }
    const others = await Promise.all([2, 3, 4].map((n) => decide(b, n)));
    expect((await first).decisions[0]?.reason).not.toBe('Could not be decided');
    expect(others.every((r) => r.undecided === 0)).toBe(true);
    const after = fake.calls.slice(1);
    expect(after).toHaveLength(4); // a's retry and b's three calls
    for (const call of after) expect(call.startedAt).toBeGreaterThanOrEqual(pausedUntil.getTime() - 15);
  });

  it('a place held by a process that died stops counting when its lease expires', async () => {
    const dead = createModelBudget(ctx.runtime.db, { maxInFlight: 1, leaseMs: 300 });
    await dead.acquire(); // never released
    const alive = createModelBudget(ctx.runtime.db, { maxInFlight: 1, leaseMs: 30_000, pollMs: 20 });
    const started = Date.now();
    const release = await alive.acquire();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    await release();
  });
});
