import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../test/fake-llm.ts';
import { decideValues, UNDECIDED_REASON, type DecideValuesInput } from './decide-values.ts';
import { AiPermanentError } from './errors.ts';
import type { AiConfig } from './providers.ts';

const fastBackoff = { baseMs: 5, maxMs: 20 };

const input = (values: string[], overrides: Partial<DecideValuesInput> = {}): DecideValuesInput => ({
  model: 'fake-model',
  temperature: 0.7,
  productContext: 'We sell payroll software to mid-sized companies',
  column: 'Industry',
  instructions: 'keep: software, saas; exclude: agency',
  values,
  ...overrides,
});

describe('decideValues through the AI SDK against the fake OpenAI-compatible server', () => {
  let fake: FakeLlm;
  const config = (overrides: Partial<AiConfig> = {}): AiConfig => ({
    AI_PROVIDER: 'openai-compatible',
    AI_MODEL: 'fake-model',
    AI_MODELS: ['fake-model'],
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: 'test-key',
    OPENAI_API_KEY: undefined,
    ANTHROPIC_API_KEY: undefined,
    AI_CONCURRENCY: 4,
    AI_TIMEOUT_MS: 5000,
    ...overrides,
  });

  beforeAll(async () => {
    fake = await startFakeLlm({ omitValues: /undecidable/i, retryAfterSeconds: 1 });
  });
  beforeEach(() => fake.reset());
  afterAll(() => fake.close());

  it('decides every value in one call, carrying context, column, instructions and temperature', async () => {
    const result = await decideValues(input(['Acme Software', 'Bob Agency', 'Farming', 'SaaS agency']), {
      config: config(),
      backoff: fastBackoff,
    });
    expect(result.decisions).toEqual([
      { index: 0, decision: 'KEEP', reason: 'fake: contains keep word "software"', confidence: 0.9 },
      { index: 1, decision: 'EXCLUDE', reason: 'fake: contains exclude word "agency"', confidence: 0.95 },
      { index: 2, decision: 'EXCLUDE', reason: 'fake: no keep word', confidence: 0.5 },
      { index: 3, decision: 'EXCLUDE', reason: 'fake: contains exclude word "agency"', confidence: 0.95 },
    ]);
    expect(result).toMatchObject({ modelCalls: 1, failedCalls: 0, undecided: 0 });
    const [call] = fake.calls;
    expect(call?.model).toBe('fake-model');
    expect(call?.temperature).toBe(0.7);
    expect(call?.prompt).toContain('We sell payroll software to mid-sized companies');
    expect(call?.prompt).toContain('Column: "Industry"');
  });

  it('asks again for the missing values only', async () => {
    fake.setFaults(['missing']);
    const result = await decideValues(input(['a software', 'b agency', 'c saas', 'd other']), { config: config(), backoff: fastBackoff });
    expect(fake.calls.map((c) => c.asked.map((a) => a.number))).toEqual([
      [1, 2, 3, 4],
      [2, 4],
    ]);
    expect(fake.calls[1]?.asked.map((a) => a.value)).toEqual(['b agency', 'd other']);
    expect(result.decisions.map((d) => d.decision)).toEqual(['KEEP', 'EXCLUDE', 'KEEP', 'EXCLUDE']);
    expect(result).toMatchObject({ modelCalls: 2, undecided: 0 });
  });

  it('stops after 3 attempts and marks what is left "Could not be decided"', async () => {
    const result = await decideValues(input(['good software', 'undecidable thing']), { config: config(), backoff: fastBackoff });
    expect(fake.calls).toHaveLength(3);
    expect(fake.calls.slice(1).map((c) => c.asked.map((a) => a.number))).toEqual([[2], [2]]);
    expect(result.decisions[0]).toMatchObject({ decision: 'KEEP' });
    expect(result.decisions[1]).toEqual({ index: 1, decision: 'EXCLUDE', reason: UNDECIDED_REASON, confidence: 0 });
    expect(result).toMatchObject({ modelCalls: 3, undecided: 1 });
  });

  it('ignores unknown numbers and contradicting duplicates', async () => {
    fake.setFaults(['extra']);
    const result = await decideValues(input(['x software', 'y']), { config: config(), backoff: fastBackoff });
    expect(result.decisions.map((d) => d.decision)).toEqual(['KEEP', 'EXCLUDE']);
    expect(result.decisions).toHaveLength(2);
    expect(result.modelCalls).toBe(1);
  });

  it('waits as long as a 429 Retry-After asks, then succeeds', async () => {
    fake.setFaults(['rateLimit']);
    const result = await decideValues(input(['saas']), { config: config(), backoff: fastBackoff });
    expect(fake.calls).toHaveLength(2);
    const [first, second] = fake.calls;
    expect((second?.startedAt ?? 0) - (first?.startedAt ?? 0)).toBeGreaterThanOrEqual(950);
    expect(result).toMatchObject({ modelCalls: 2, failedCalls: 1, undecided: 0 });
    expect(result.decisions[0]?.decision).toBe('KEEP');
  });

  it('retries HTTP 500s within the budget', async () => {
    fake.setFaults(['error500', 'error500']);
    const result = await decideValues(input(['software']), { config: config(), backoff: fastBackoff });
    expect(result).toMatchObject({ modelCalls: 3, failedCalls: 2, undecided: 0 });
    expect(result.decisions[0]?.decision).toBe('KEEP');
  });

  it('gives up on a call that hangs past AI_TIMEOUT_MS and asks again', async () => {
    fake.setFaults(['hang']);
    const started = Date.now();
    const result = await decideValues(input(['software']), { config: config({ AI_TIMEOUT_MS: 300 }), backoff: fastBackoff });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(result).toMatchObject({ modelCalls: 2, failedCalls: 1, undecided: 0 });
    expect(result.lastError).toMatch(/did not answer within 300 ms/);
  });

  it('asks again after malformed JSON', async () => {
    fake.setFaults(['malformed']);
    const result = await decideValues(input(['software', 'agency']), { config: config(), backoff: fastBackoff });
    expect(result).toMatchObject({ modelCalls: 2, failedCalls: 1, undecided: 0 });
    expect(result.lastError).toMatch(/malformed JSON/);
  });

  it('keeps the complete items of an answer cut short and asks only for the rest', async () => {
    fake.setFaults(['truncated']);
    const values = Array.from({ length: 10 }, (_, i) => (i % 2 ? `agency ${i}` : `software ${i}`));
    const result = await decideValues(input(values), { config: config(), backoff: fastBackoff });
    expect(fake.calls).toHaveLength(2);
    const second = fake.calls[1]?.asked.map((a) => a.number) ?? [];
    expect(second.length).toBeGreaterThan(0);
    expect(second.length).toBeLessThan(10);
    expect(second).toEqual([...second].sort((a, b) => a - b).filter((n) => n > 10 - second.length));
    expect(result.decisions.map((d) => d.decision)).toEqual(values.map((_, i) => (i % 2 ? 'EXCLUDE' : 'KEEP')));
    expect(result).toMatchObject({ modelCalls: 2, failedCalls: 0, undecided: 0 });
  });

  it('marks everything undecided when all 3 attempts fail', async () => {
    fake.setFaults(['error500', 'malformed', 'empty']);
    const result = await decideValues(input(['software', 'agency']), { config: config(), backoff: fastBackoff });
    expect(fake.calls).toHaveLength(3);
    expect(result.decisions.every((d) => d.reason === UNDECIDED_REASON && d.decision === 'EXCLUDE' && d.confidence === 0)).toBe(true);
    expect(result).toMatchObject({ modelCalls: 3, failedCalls: 2, undecided: 2 });
  });

  it('fails at once with a permanent error, without the key, when the key is rejected', async () => {
    fake.setFaults(['unauthorized']);
    const error = await decideValues(input(['software']), {
      config: config({ AI_API_KEY: 'sk-wrong-key-123456' }),
      backoff: fastBackoff,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiPermanentError);
    expect((error as AiPermanentError).message).toMatch(/rejected the API key \(401\)/);
    expect((error as AiPermanentError).message).not.toContain('wrong-key');
    expect(fake.calls).toHaveLength(1);
  });

  it('keeps at most AI_CONCURRENCY calls in flight per process', async () => {
    fake.setLatency(80);
    try {
      const shared = config({ AI_CONCURRENCY: 2 });
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => decideValues(input([`software ${i}`]), { config: shared, backoff: fastBackoff })),
      );
      expect(fake.calls).toHaveLength(6);
      expect(fake.maxInFlight).toBe(2);
      expect(results.every((r) => r.decisions[0]?.decision === 'KEEP')).toBe(true);
    } finally {
      fake.setLatency(0);
    }
  });

  it('stops waiting when the caller aborts', async () => {
    fake.setFaults(['rateLimit']);
    const controller = new AbortController();
    const pending = decideValues(input(['software']), { config: config(), signal: controller.signal });
    setTimeout(() => controller.abort(new Error('job paused')), 100);
    await expect(pending).rejects.toThrow('job paused');
    expect(fake.calls).toHaveLength(1);
  });

  it('makes no call for an empty list', async () => {
    expect(await decideValues(input([]), { config: config() })).toMatchObject({ decisions: [], modelCalls: 0 });
    expect(fake.calls).toHaveLength(0);
  });
});

describe('decideValues with the offline provider', () => {
  it('uses the keyword matcher and makes no model call', async () => {
    const config: AiConfig = {
      AI_PROVIDER: 'offline',
      AI_MODEL: 'offline-keyword-matcher',
      AI_MODELS: ['offline-keyword-matcher'],
      AI_BASE_URL: undefined,
      AI_API_KEY: undefined,
      OPENAI_API_KEY: undefined,
      ANTHROPIC_API_KEY: undefined,
      AI_CONCURRENCY: 1,
      AI_TIMEOUT_MS: 1000,
    };
    const result = await decideValues(input(['Software', 'Agency'], { instructions: 'keep software; exclude agencies' }), { config });
    expect(result.modelCalls).toBe(0);
    expect(result.decisions).toEqual([
      { index: 0, decision: 'KEEP', reason: 'Kept: it mentions "software"', confidence: 0.9 },
      { index: 1, decision: 'EXCLUDE', reason: 'Excluded: it mentions "agencies"', confidence: 0.9 },
    ]);
  });
});
