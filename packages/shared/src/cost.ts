import { z } from 'zod';

/** US dollars per 1 million tokens, input (prompt) and output (completion). */
export const modelPrice = z.object({ input: z.number().min(0), output: z.number().min(0) }).strict();
export type ModelPrice = z.infer<typeof modelPrice>;
export const modelPriceTable = z.record(z.string().min(1), modelPrice);
export type ModelPriceTable = z.infer<typeof modelPriceTable>;

/**
 * List prices of the models LeadSift offers out of the box (USD per 1M tokens, as published by the
 * providers when this table was written). AI_PRICES overrides or extends it; a model in neither has
 * no price, and the product says "price unknown" instead of guessing.
 */
export const DEFAULT_MODEL_PRICES: ModelPriceTable = {
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-5': { input: 1.25, output: 10 },
  'gpt-5-mini': { input: 0.25, output: 2 },
  'gpt-5-nano': { input: 0.05, output: 0.4 },
  'claude-sonnet-4-5': { input: 3, output: 15 },
  'claude-sonnet-4-0': { input: 3, output: 15 },
  'claude-haiku-4-5': { input: 1, output: 5 },
  'claude-3-5-haiku-latest': { input: 0.8, output: 4 },
};

/** Tokens one model used. */
export type ModelTokens = { model: string; inputTokens: number; outputTokens: number };

/** Money for the tokens, or null when any model among them has no price (never a made-up figure). */
export function costUsd(tokens: readonly ModelTokens[], prices: ModelPriceTable): number | null {
  let total = 0;
  for (const t of tokens) {
    if (t.inputTokens === 0 && t.outputTokens === 0) continue;
    const price = prices[t.model];
    if (!price) return null;
    total += (t.inputTokens * price.input + t.outputTokens * price.output) / 1_000_000;
  }
  return total;
}

/** What a job's model calls used (ADR 0039); the same shape for List Cleaner and research jobs. */
export const jobUsage = z.object({
  modelCalls: z.number().int(),
  failedCalls: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  /** null: some model used has no known price. */
  costUsd: z.number().nullable(),
  models: z.array(z.string()),
});
export type JobUsage = z.infer<typeof jobUsage>;

const count = (n: number) => Math.round(n).toLocaleString('en-US');

/** `≈ $0.18`; amounts under a cent keep two significant digits (`≈ $0.0042`) so they never read as free. */
export function formatUsd(amount: number): string {
  if (amount === 0) return '$0.00';
  if (amount < 0.01) return `≈ $${amount.toPrecision(2)}`;
  return `≈ $${amount.toFixed(2)}`;
}

/** "42 model calls · 61,200 tokens · ≈ $0.18 (gpt-4o-mini)", or "… · price unknown (my-model)". */
export function usageLine(usage: JobUsage): string {
  const calls = `${count(usage.modelCalls)} model ${usage.modelCalls === 1 ? 'call' : 'calls'}`;
  if (usage.modelCalls === 0) return `${calls} · 0 tokens`;
  const tokens = `${count(usage.inputTokens + usage.outputTokens)} tokens`;
  const money = usage.costUsd === null ? 'price unknown' : formatUsd(usage.costUsd);
  const models = usage.models.length > 0 ? ` (${usage.models.join(', ')})` : '';
  return `${calls} · ${tokens} · ${money}${models}`;
}

/** Expected tokens and money of the model calls a job would make (the pre-Run cost panel). */
export const usageEstimate = z.object({
  model: z.string(),
  /** Values (or websites) the model would be asked about. */
  items: z.number().int(),
  /** null: nothing measured yet for this model (no earlier call to learn tokens per value from). */
  tokens: z.number().int().nullable(),
  costUsd: z.number().nullable(),
});
export type UsageEstimate = z.infer<typeof usageEstimate>;

/** "Expected ≈ 12,000 tokens · ≈ $0.01 (gpt-4o-mini)". */
export function usageEstimateLine(e: UsageEstimate): string {
  if (e.items === 0) return 'Expected: no model calls';
  if (e.tokens === null) return `Expected tokens: not measured yet for ${e.model}`;
  const money = e.costUsd === null ? 'price unknown' : formatUsd(e.costUsd);
  return `Expected ≈ ${count(e.tokens)} tokens · ${money} (${e.model})`;
}
