import { APICallError, generateText, jsonSchema, NoObjectGeneratedError, Output, type JSONSchema7, type LanguageModelUsage } from 'ai';
import { AiTimeoutError, ModelBudgetExhaustedError, parseRetryAfter } from './errors.ts';
import type { AiContext } from './providers.ts';
import { currentUsageScope } from './usage.ts';

export type StructuredCall<T> = {
  modelId: string;
  system: string;
  prompt: string;
  temperature: number;
  /** Sent to the model (strict structured output). */
  schema: JSONSchema7;
  /** Reads the model's answer; return null to count it as malformed. Lenient on purpose: one bad item must not sink a batch. */
  read: (value: unknown) => T | null;
  signal?: AbortSignal;
  /** 1 for a first ask; a later attempt that answers is recorded as 'retried'. */
  attempt?: number;
  /** Values asked (1 for a website): the unit of the measured tokens per value. */
  items?: number;
};

/** How long every process holds off after a 429 that named no Retry-After. */
export const DEFAULT_RATE_LIMIT_PAUSE_MS = 1000;

/**
 * One model call: waits for a slot of the per-process limiter, then for the cluster-wide budget when one
 * is configured, then asks the monthly spend gate — last, right before the call, so a call that waited
 * sees the spend of the calls that finished meanwhile — then gives the call AI_TIMEOUT_MS. A 429 pauses
 * every process for its Retry-After. The SDK's own retries are off (maxRetries 0) so the callers'
 * attempt budgets are exact. A call the gate refuses is not started and not recorded.
 */
export async function callStructured<T>(ai: AiContext, call: StructuredCall<T>): Promise<T> {
  return ai.limiter.run(async () => {
    const release = await ai.budget?.acquire(call.signal);
    if (ai.spendGate && !(await ai.spendGate())) {
      await release?.();
      throw new ModelBudgetExhaustedError();
    }
    const started = performance.now();
    try {
      const { output, usage } = await callOnce(ai, call);
      await record(ai, call, started, call.attempt && call.attempt > 1 ? 'retried' : 'ok', usage);
      return output;
    } catch (err) {
      await record(ai, call, started, 'failed', NoObjectGeneratedError.isInstance(err) ? err.usage : undefined);
      if (ai.budget && APICallError.isInstance(err) && err.statusCode === 429) {
        await ai.budget.pause(parseRetryAfter(err.responseHeaders) ?? DEFAULT_RATE_LIMIT_PAUSE_MS).catch(() => {});
      }
      throw err;
    } finally {
      await release?.();
    }
  }, call.signal);
}

/** Hands the call's usage to the recorder, when one is set (awaited: a finished job's totals include every call). */
async function record<T>(
  ai: AiContext,
  call: StructuredCall<T>,
  started: number,
  outcome: 'ok' | 'retried' | 'failed',
  usage: LanguageModelUsage | undefined,
): Promise<void> {
  if (!ai.usage) return;
  await ai.usage({
    ...currentUsageScope(),
    provider: ai.config.AI_PROVIDER,
    model: call.modelId,
    inputTokens: usage?.inputTokens ?? 0,
    outputTokens: usage?.outputTokens ?? 0,
    latencyMs: Math.round(performance.now() - started),
    outcome,
    items: call.items ?? 1,
  });
}

async function callOnce<T>(ai: AiContext, call: StructuredCall<T>): Promise<{ output: T; usage: LanguageModelUsage }> {
  const timeoutMs = ai.config.AI_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
  let failure: string | undefined;
  const schema = jsonSchema<T>(call.schema, {
    validate: (value) => {
      const read = call.read(value);
      if (read === null) {
        failure = 'answer does not match the schema';
        return { success: false, error: new Error(failure) };
      }
      return { success: true, value: read };
    },
  });
  try {
    const result = await generateText({
      model: ai.model(call.modelId),
      system: call.system,
      prompt: call.prompt,
      temperature: call.temperature,
      output: Output.object({ schema }),
      maxRetries: 0,
      abortSignal: signal,
    });
    return { output: result.output, usage: result.usage };
  } catch (err) {
    if (call.signal?.aborted) throw call.signal.reason ?? err;
    if (timeout.aborted) throw new AiTimeoutError(timeoutMs);
    throw err;
  }
}
