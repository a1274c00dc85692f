import { NoObjectGeneratedError } from 'ai';
import type { Logger } from '../logger.ts';
import { backoffDelay, defaultBackoff, wait, type Backoff } from './backoff.ts';
import { callStructured } from './call-model.ts';
import {
  buildDecisionPrompt,
  decisionJsonSchema,
  decisionSystemPrompt,
  readDecisions,
  salvageDecisions,
  type Decision,
  type DecisionExample,
  type ModelDecision,
} from './decision-prompt.ts';
import { classifyAiError } from './errors.ts';
import { decideAllOffline } from './offline-matcher.ts';
import { getAiContext, type AiConfig } from './providers.ts';

export type DecideValuesInput = {
  /** Model id (ignored by the offline provider). */
  model: string;
  temperature: number;
  /** The user's product/service description (reasoningText). */
  productContext: string;
  column: string;
  instructions: string;
  /** The user's corrections for this column (a template's overrides), at most MAX_EXAMPLES are sent. */
  examples?: readonly DecisionExample[];
  /** Distinct values of the column, at most one chunk. */
  values: string[];
};

/** `index` is the position in `input.values` (0-based); one entry per value, in order. */
export type ValueDecision = { index: number; decision: Decision; reason: string; confidence: number };

export type DecideValuesResult = {
  decisions: ValueDecision[];
  /** Model calls made, failed ones included (0 for the offline matcher). */
  modelCalls: number;
  /** Calls that failed with a transient error (rate limit, 5xx, timeout, malformed answer). */
  failedCalls: number;
  /** Values that got the 'Could not be decided' fallback. */
  undecided: number;
  /** The last transient failure, for the job's log or message. */
  lastError?: string;
};

export type AiDeps = {
  config: AiConfig;
  log?: Logger;
  /** Aborts waiting, backoff and the call in flight (pause or delete of a job). */
  signal?: AbortSignal;
  backoff?: Partial<Backoff>;
};

/** Model calls per decideValues, retries of transient errors and re-asks of missing values included. */
export const MAX_ATTEMPTS = 3;
export const UNDECIDED_REASON = 'Could not be decided';

/**
 * KEEP/EXCLUDE for every value. Values the model leaves out (or answers under an unknown number) are asked
 * again, only those, within MAX_ATTEMPTS calls; transient errors use the same budget, with backoff (and the
 * provider's Retry-After). What is still undecided becomes EXCLUDE 'Could not be decided' with confidence 0.
 * Throws AiPermanentError at once for failures that asking again cannot fix (rejected key, unknown model).
 */
export async function decideValues(input: DecideValuesInput, deps: AiDeps): Promise<DecideValuesResult> {
  const { config } = deps;
  if (config.AI_PROVIDER === 'offline') {
    const decisions = decideAllOffline(input.values, input.instructions).map((d, index) => ({ index, ...d }));
    return { decisions, modelCalls: 0, failedCalls: 0, undecided: 0 };
  }
  const ai = getAiContext(config);
  const backoff = { ...defaultBackoff, ...deps.backoff };
  const decided = new Map<number, ModelDecision>();
  // Prompt numbers are 1-based: number n is input.values[n - 1].
  let pending = input.values.map((_, i) => i + 1);
  let modelCalls = 0;
  let failedCalls = 0;
  let lastError: string | undefined;

  for (let attempt = 1; attempt <= MAX_ATTEMPTS && pending.length > 0; attempt++) {
    const asked = new Set(pending);
    let answer: ModelDecision[];
    try {
      modelCalls++;
      answer = await callStructured(ai, {
        modelId: input.model,
        system: decisionSystemPrompt,
        prompt: buildDecisionPrompt({
          productContext: input.productContext,
          column: input.column,
          instructions: input.instructions,
          ...(input.examples?.length ? { examples: input.examples } : {}),
          values: pending.map((number) => ({ number, value: input.values[number - 1] ?? '' })),
        }),
        temperature: input.temperature,
        schema: decisionJsonSchema,
        read: readDecisions,
        attempt,
        items: pending.length,
        ...(deps.signal ? { signal: deps.signal } : {}),
      });
    } catch (err) {
      if (deps.signal?.aborted) throw deps.signal.reason ?? err;
      const failure = classifyAiError(err, ai.secrets);
      if (failure.kind === 'permanent') throw failure.error;
      // An answer cut short still carries complete items: keep them and ask only for the rest.
      answer = NoObjectGeneratedError.isInstance(err) && err.text ? salvageDecisions(err.text) : [];
      if (answer.length === 0) {
        failedCalls++;
        lastError = failure.message;
        deps.log?.warn({ column: input.column, attempt, reason: failure.reason, error: failure.message }, 'AI call failed; will retry');
        if (attempt < MAX_ATTEMPTS) await wait(backoffDelay(failedCalls, failure.retryAfterMs, backoff), deps.signal);
      }
    }
    for (const item of answer) {
      // Unknown numbers (never asked, or asked and already answered) are ignored; the first answer wins.
      if (asked.has(item.index) && !decided.has(item.index)) decided.set(item.index, item);
    }
    pending = pending.filter((n) => !decided.has(n));
  }

  const decisions = input.values.map((_, index): ValueDecision => {
    const d = decided.get(index + 1);
    return d
      ? { index, decision: d.decision, reason: d.reason, confidence: d.confidence }
      : { index, decision: 'EXCLUDE', reason: UNDECIDED_REASON, confidence: 0 };
  });
  return { decisions, modelCalls, failedCalls, undecided: pending.length, ...(lastError ? { lastError } : {}) };
}
