// When a webhook delivery is tried again (ADR 0036): network errors, timeouts, 408, 429 and 5xx are worth
// another try; any other 4xx (and a redirect, which is never followed) is final.

/** Delays after attempt 1, 2, …: 8 attempts over about a day (10 s … 12 h, 24 h 11 min in all). */
export const DEFAULT_RETRY_DELAYS_SECONDS = [10, 60, 600, 3600, 3 * 3600, 8 * 3600, 12 * 3600];
/** A Retry-After longer than this is not waited for in full. */
const MAX_RETRY_AFTER_SECONDS = 12 * 3600;

import type { WebhookTiming } from '../../runtime-types.ts';

export type { WebhookTiming };

export const defaultWebhookTiming: WebhookTiming = { timeoutMs: 10_000, retryDelaysSeconds: DEFAULT_RETRY_DELAYS_SECONDS };

export type AttemptResult =
  { kind: 'response'; status: number; retryAfter: string | null } | { kind: 'error'; code: string; message: string };

export type AttemptVerdict = 'succeeded' | 'retry' | 'final';

export function judgeAttempt(result: AttemptResult): AttemptVerdict {
  if (result.kind === 'error') {
    // An address the guard refuses, or a URL that cannot be sent to, will not get better by waiting.
    return result.code === 'blocked-address' || result.code === 'invalid-url' ? 'final' : 'retry';
  }
  const { status } = result;
  if (status >= 200 && status < 300) return 'succeeded';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'final';
}

/** Seconds of a Retry-After header (delta-seconds or an HTTP date), or null. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Seconds until the next attempt after `attemptsMade` attempts, or null when they are used up. A 429's (or
 * 503's) Retry-After is honoured when it asks for longer than the schedule.
 */
export function nextDelaySeconds(attemptsMade: number, result: AttemptResult, delays: number[], now = Date.now()): number | null {
  const scheduled = delays[attemptsMade - 1];
  if (scheduled === undefined) return null;
  const asked =
    result.kind === 'response' && (result.status === 429 || result.status === 503) ? parseRetryAfter(result.retryAfter, now) : null;
  return asked === null ? scheduled : Math.max(scheduled, Math.min(asked, MAX_RETRY_AFTER_SECONDS));
}
