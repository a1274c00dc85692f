import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_DELAYS_SECONDS, judgeAttempt, nextDelaySeconds, parseRetryAfter } from './retry-policy.ts';

const response = (status: number, retryAfter: string | null = null) => ({ kind: 'response' as const, status, retryAfter });

describe('webhook retry policy', () => {
  it('retries network errors, timeouts, 408, 429 and 5xx; other 4xx and redirects are final', () => {
    expect(judgeAttempt(response(200))).toBe('succeeded');
    expect(judgeAttempt(response(204))).toBe('succeeded');
    for (const status of [408, 429, 500, 502, 503, 504]) expect(judgeAttempt(response(status))).toBe('retry');
    for (const status of [301, 400, 401, 403, 404, 410, 422]) expect(judgeAttempt(response(status))).toBe('final');
    expect(judgeAttempt({ kind: 'error', code: 'timeout', message: '' })).toBe('retry');
    expect(judgeAttempt({ kind: 'error', code: 'network', message: '' })).toBe('retry');
    expect(judgeAttempt({ kind: 'error', code: 'blocked-address', message: '' })).toBe('final');
  });

  it('makes 8 attempts over about a day with growing delays', () => {
    expect(DEFAULT_RETRY_DELAYS_SECONDS).toHaveLength(7);
    const total = DEFAULT_RETRY_DELAYS_SECONDS.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(20 * 3600);
    expect(total).toBeLessThan(30 * 3600);
    for (let i = 1; i < DEFAULT_RETRY_DELAYS_SECONDS.length; i++)
      expect(DEFAULT_RETRY_DELAYS_SECONDS[i]!).toBeGreaterThanOrEqual(DEFAULT_RETRY_DELAYS_SECONDS[i - 1]!);
    expect(nextDelaySeconds(1, response(500), DEFAULT_RETRY_DELAYS_SECONDS)).toBe(10);
    expect(nextDelaySeconds(7, response(500), DEFAULT_RETRY_DELAYS_SECONDS)).toBe(12 * 3600);
    expect(nextDelaySeconds(8, response(500), DEFAULT_RETRY_DELAYS_SECONDS)).toBeNull();
  });

  it("honours a 429's Retry-After when it is longer than the schedule", () => {
    expect(nextDelaySeconds(1, response(429, '120'), [10, 60])).toBe(120);
    expect(nextDelaySeconds(1, response(429, '2'), [10, 60])).toBe(10);
    expect(nextDelaySeconds(1, response(500, '120'), [10, 60])).toBe(10);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:05:00 GMT', now)).toBe(300);
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});
