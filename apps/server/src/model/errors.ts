import { MODEL_BUDGET_USED_UP } from '@leadsift/shared';
import { APICallError, JSONParseError, LoadAPIKeyError, NoObjectGeneratedError, RetryError, TypeValidationError } from 'ai';

/**
 * A failure that asking again will not fix (rejected key, unknown model, a request the provider refuses).
 * A job that meets one should fail with `message`, which never contains a secret.
 */
export class AiPermanentError extends Error {
  readonly statusCode: number | undefined;
  constructor(message: string, statusCode?: number) {
    super(message);
    this.name = 'AiPermanentError';
    this.statusCode = statusCode;
  }
}

/**
 * The installation's monthly model budget is used up (ADR 0042): the call was not started. Permanent for
 * the caller (asking again cannot help until an administrator raises the budget), so retries stop at once;
 * the job handlers pause their job on it instead of failing it.
 */
export class ModelBudgetExhaustedError extends AiPermanentError {
  constructor() {
    super(MODEL_BUDGET_USED_UP);
    this.name = 'ModelBudgetExhaustedError';
  }
}

/** The model call took longer than AI_TIMEOUT_MS. */
export class AiTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The AI model did not answer within ${timeoutMs} ms`);
    this.name = 'AiTimeoutError';
  }
}

export type ClassifiedError =
  | { kind: 'transient'; reason: 'rate-limit' | 'server' | 'timeout' | 'malformed' | 'network'; message: string; retryAfterMs?: number }
  | { kind: 'permanent'; error: AiPermanentError };

/** Whether asking again may help, and how long the provider asked us to wait. */
export function classifyAiError(err: unknown, secrets: readonly string[] = []): ClassifiedError {
  if (RetryError.isInstance(err)) return classifyAiError(err.lastError, secrets);
  if (err instanceof AiPermanentError) return { kind: 'permanent', error: err };
  if (err instanceof AiTimeoutError) return { kind: 'transient', reason: 'timeout', message: err.message };
  if (APICallError.isInstance(err)) {
    const status = err.statusCode;
    const detail = redactSecrets(err.message, secrets);
    if (status === 429) {
      const retryAfterMs = parseRetryAfter(err.responseHeaders);
      return {
        kind: 'transient',
        reason: 'rate-limit',
        message: `AI provider rate limit (429): ${detail}`,
        ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
      };
    }
    if (status === undefined || status === 408 || status === 409 || status >= 500) {
      return {
        kind: 'transient',
        reason: status === undefined ? 'network' : 'server',
        message: `AI provider error ${status ?? ''}: ${detail}`.trim(),
      };
    }
    return { kind: 'permanent', error: new AiPermanentError(permanentMessage(status, detail), status) };
  }
  if (LoadAPIKeyError.isInstance(err)) {
    return { kind: 'permanent', error: new AiPermanentError('The AI provider has no API key configured') };
  }
  if (NoObjectGeneratedError.isInstance(err) || JSONParseError.isInstance(err) || TypeValidationError.isInstance(err)) {
    return { kind: 'transient', reason: 'malformed', message: 'The AI model answered with malformed JSON' };
  }
  const message = err instanceof Error ? err.message : String(err);
  return { kind: 'transient', reason: 'network', message: `AI provider unreachable: ${redactSecrets(message, secrets)}` };
}

function permanentMessage(status: number, detail: string): string {
  if (status === 401 || status === 403) return `The AI provider rejected the API key (${status}): ${detail}`;
  if (status === 404) return `The AI provider does not know this model (404): ${detail}`;
  return `The AI provider refused the request (${status}): ${detail}`;
}

/** Milliseconds from `retry-after-ms`, `retry-after` seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(headers: Record<string, string> | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const ms = Number(lower['retry-after-ms']);
  if (lower['retry-after-ms'] !== undefined && Number.isFinite(ms) && ms >= 0) return ms;
  const value = lower['retry-after']?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Removes configured keys and anything shaped like an API key from a provider's message. */
export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join('[redacted]');
  return out.replace(/\b(sk|pk|rk)-[A-Za-z0-9_*.-]{4,}/g, '[redacted]').slice(0, 500);
}
