import { setTimeout as sleep } from 'node:timers/promises';
import { generateText, jsonSchema, Output, type JSONSchema7 } from 'ai';
import { AiTimeoutError } from './errors.ts';
import type { AiContext } from './providers.ts';

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
};

/**
 * One model call: waits for a slot of the per-process limiter, then gives the call AI_TIMEOUT_MS.
 * The SDK's own retries are off (maxRetries 0) so the callers' attempt budgets are exact.
 */
export async function callStructured<T>(ai: AiContext, call: StructuredCall<T>): Promise<T> {
  return ai.limiter.run(async () => {
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
      return result.output;
    } catch (err) {
      if (call.signal?.aborted) throw call.signal.reason ?? err;
      if (timeout.aborted) throw new AiTimeoutError(timeoutMs);
      throw err;
    }
  }, call.signal);
}

export type Backoff = { baseMs: number; maxMs: number; maxRetryAfterMs: number };
export const defaultBackoff: Backoff = { baseMs: 500, maxMs: 8000, maxRetryAfterMs: 60_000 };

/** How long to wait before attempt `failures + 1`: the provider's Retry-After when given, else exponential with jitter. */
export function backoffDelay(failures: number, retryAfterMs: number | undefined, backoff: Backoff, random = Math.random): number {
  if (retryAfterMs !== undefined) return Math.min(retryAfterMs, backoff.maxRetryAfterMs);
  const exp = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(exp / 2 + (random() * exp) / 2);
}

export async function wait(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0) return;
  try {
    await sleep(ms, undefined, signal ? { signal } : {});
  } catch (err) {
    // Surface the caller's reason (e.g. 'job paused'), not the timer's generic AbortError.
    throw signal?.aborted ? (signal.reason ?? err) : err;
  }
}
