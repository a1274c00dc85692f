import { AiUnavailableError, MAX_ATTEMPTS, resolveModel } from '../model/index.ts';
import { backoffDelay, defaultBackoff, wait, type Backoff } from '../model/backoff.ts';
import { callStructured } from '../model/call-model.ts';
import { classifyAiError } from '../model/errors.ts';
import { getAiContext } from '../model/providers.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import {
  buildResearchPrompt,
  readResearchAnswer,
  researchJsonSchema,
  researchSystemPrompt,
  type ModelRating,
  type PromptPage,
  type PromptSearchResult,
} from './rate-prompt.ts';

export type RateInput = {
  url: string;
  instructions: string;
  criteria: string[];
  pages: PromptPage[];
  search: PromptSearchResult[];
  littleContent: boolean;
  model?: string;
};

/**
 * Asks the model for a rating with structured output, through ai/'s call path (AI_CONCURRENCY limiter,
 * AI_TIMEOUT_MS). Transient failures (rate limits, 5xx, timeouts, malformed answers) are retried with backoff
 * within MAX_ATTEMPTS calls, then AiUnavailableError is thrown; permanent ones throw AiPermanentError at once.
 */
export async function rateWithModel(
  input: RateInput,
  deps: { config: Config; log?: Logger; signal?: AbortSignal; backoff?: Partial<Backoff> },
): Promise<ModelRating> {
  const ai = getAiContext(deps.config);
  const backoff = { ...defaultBackoff, ...deps.backoff };
  const prompt = buildResearchPrompt(input);
  let lastError = '';
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      return await callStructured(ai, {
        modelId: resolveModel(deps.config, input.model),
        system: researchSystemPrompt,
        prompt,
        temperature: 0.2,
        schema: researchJsonSchema,
        read: (value) => readResearchAnswer(value, input.criteria.length),
        attempt,
        ...(deps.signal ? { signal: deps.signal } : {}),
      });
    } catch (err) {
      if (deps.signal?.aborted) throw deps.signal.reason ?? err;
      const failure = classifyAiError(err, ai.secrets);
      if (failure.kind === 'permanent') throw failure.error;
      lastError = failure.message;
      deps.log?.warn({ attempt, reason: failure.reason, error: failure.message, url: input.url }, 'research model call failed');
      if (attempt < MAX_ATTEMPTS) await wait(backoffDelay(attempt, failure.retryAfterMs, backoff), deps.signal);
    }
  }
  throw new AiUnavailableError(lastError);
}
