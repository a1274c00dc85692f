import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../test/fake-llm.ts';
import { buildReadingPrompt, readRestatement } from './reading-prompt.ts';
import type { AiConfig } from './providers.ts';
import { restateInstruction } from './restate-instruction.ts';

describe('the reading prompt', () => {
  it('carries the rule language, the column, a few JSON-quoted sample values and the instructions', () => {
    const samples = Array.from({ length: 15 }, (_, i) => `Value ${i} "quoted"`);
    const prompt = buildReadingPrompt({ column: 'HQ', instructions: '  Where our trains go  ', samples });
    expect(prompt).toMatch(/^Rule language \(one sentence per line\):\nKeep: Germany, France\. Exclude: Austria/);
    expect(prompt).toContain('Column: "HQ"');
    expect(prompt).toContain('"Value 9 \\"quoted\\""');
    expect(prompt).not.toContain('Value 10'); // at most ten samples
    expect(prompt).toContain('Instructions to restate:\nWhere our trains go\n\n');
  });

  it('reads { restatement } leniently; an overlong one is no restatement', () => {
    expect(readRestatement({ restatement: '  Keep: Germany ' })).toBe('Keep: Germany');
    expect(readRestatement({ restatement: '' })).toBe('');
    expect(readRestatement({ restatement: 'x'.repeat(1001) })).toBe('');
    expect(readRestatement({ restatement: 3 })).toBeNull();
    expect(readRestatement({ text: 'Keep: Germany' })).toBeNull();
    expect(readRestatement(null)).toBeNull();
  });
});

describe('restateInstruction against the fake OpenAI-compatible server', () => {
  let fake: FakeLlm;
  const config = (overrides: Partial<AiConfig> = {}): AiConfig => ({
    AI_PROVIDER: 'openai-compatible',
    AI_MODEL: 'fake-model',
    AI_MODELS: ['fake-model'],
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: 'test-key',
    OPENAI_API_KEY: undefined,
    ANTHROPIC_API_KEY: undefined,
    AI_CONCURRENCY: 2,
    AI_TIMEOUT_MS: 5000,
    ...overrides,
  });
  const input = { model: 'fake-model', column: 'Country', instructions: 'Where our trains go', samples: ['Germany', 'Japan'] };

  beforeAll(async () => {
    fake = await startFakeLlm({ restatements: { 'Where our trains go': 'Keep: Germany, France' } });
  });
  beforeEach(() => fake.reset());
  afterAll(() => fake.close());

  it('asks once, at temperature 0, and returns the scripted restatement', async () => {
    expect(await restateInstruction(input, { config: config() })).toEqual({ restatement: 'Keep: Germany, France', modelCalls: 1 });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({ kind: 'reading', temperature: 0 });
    expect(fake.calls[0]!.prompt).toContain('Sample values: "Germany", "Japan"');
  });

  it('"cannot be restated" is an empty restatement', async () => {
    const result = await restateInstruction({ ...input, instructions: 'Keep good vibes' }, { config: config() });
    expect(result).toEqual({ restatement: '', modelCalls: 1 });
  });

  it('an error is no restatement and is never retried', async () => {
    fake.setFaults(['error500']);
    expect(await restateInstruction(input, { config: config() })).toEqual({ restatement: null, modelCalls: 1 });
    fake.setFaults(['malformed']);
    expect(await restateInstruction(input, { config: config() })).toEqual({ restatement: null, modelCalls: 1 });
    expect(fake.calls).toHaveLength(2);
  });

  it('the offline provider asks nothing', async () => {
    expect(await restateInstruction(input, { config: config({ AI_PROVIDER: 'offline' }) })).toEqual({ restatement: null, modelCalls: 0 });
    expect(fake.calls).toHaveLength(0);
  });
});
