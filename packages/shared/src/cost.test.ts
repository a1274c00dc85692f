import { describe, expect, it } from 'vitest';
import { costUsd, usageEstimateLine, formatUsd, usageLine } from './cost.ts';

const prices = { 'gpt-4o-mini': { input: 0.15, output: 0.6 }, big: { input: 2.5, output: 10 } };

describe('model cost', () => {
  it('prices each model’s tokens per million and adds them up', () => {
    const tokens = [
      { model: 'gpt-4o-mini', inputTokens: 1_000_000, outputTokens: 100_000 },
      { model: 'big', inputTokens: 10_000, outputTokens: 1_000 },
    ];
    expect(costUsd(tokens, prices)).toBeCloseTo(0.15 + 0.06 + 0.025 + 0.01, 10);
  });

  it('has no figure when any model used has no price (never a made-up one)', () => {
    expect(costUsd([{ model: 'local-llama', inputTokens: 10, outputTokens: 10 }], prices)).toBeNull();
    // A model that used nothing does not make the price unknown.
    expect(costUsd([{ model: 'local-llama', inputTokens: 0, outputTokens: 0 }], prices)).toBe(0);
  });

  it('writes the line the results, the export and the estimate show', () => {
    const usage = { modelCalls: 42, failedCalls: 0, inputTokens: 51_200, outputTokens: 10_000, models: ['gpt-4o-mini'] };
    expect(usageLine({ ...usage, costUsd: 0.1834 })).toBe('42 model calls · 61,200 tokens · ≈ $0.18 (gpt-4o-mini)');
    expect(usageLine({ ...usage, costUsd: null, models: ['llama3'] })).toBe('42 model calls · 61,200 tokens · price unknown (llama3)');
    expect(usageLine({ ...usage, modelCalls: 0, inputTokens: 0, outputTokens: 0, costUsd: 0, models: [] })).toBe(
      '0 model calls · 0 tokens',
    );
    expect(formatUsd(0.0042)).toBe('≈ $0.0042');
    expect(usageEstimateLine({ model: 'gpt-4o-mini', items: 300, tokens: 12_345, costUsd: 0.003 })).toBe(
      'Expected ≈ 12,345 tokens · ≈ $0.0030 (gpt-4o-mini)',
    );
    expect(usageEstimateLine({ model: 'x', items: 3, tokens: null, costUsd: null })).toBe('Expected tokens: not measured yet for x');
  });
});
