import { setTimeout as sleep } from 'node:timers/promises';

/** Retry timing of model calls: how long to wait between attempts, and the wait itself. */
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
