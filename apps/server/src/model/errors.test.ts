import { APICallError, NoObjectGeneratedError } from 'ai';
import { describe, expect, it } from 'vitest';
import { AiPermanentError, AiTimeoutError, classifyAiError, parseRetryAfter, redactSecrets } from './errors.ts';

const apiError = (statusCode: number | undefined, headers: Record<string, string> = {}, message = 'nope') =>
  new APICallError({
    message,
    url: 'http://x/v1/chat/completions',
    requestBodyValues: {},
    statusCode,
    responseHeaders: headers,
  });

describe('classifyAiError', () => {
  it('treats 429 as transient and reads Retry-After', () => {
    expect(classifyAiError(apiError(429, { 'Retry-After': '2' }))).toMatchObject({
      kind: 'transient',
      reason: 'rate-limit',
      retryAfterMs: 2000,
    });
  });

  it('treats 5xx, 408 and network failures as transient', () => {
    expect(classifyAiError(apiError(500))).toMatchObject({ kind: 'transient', reason: 'server' });
    expect(classifyAiError(apiError(503))).toMatchObject({ kind: 'transient', reason: 'server' });
    expect(classifyAiError(apiError(408))).toMatchObject({ kind: 'transient' });
    expect(classifyAiError(apiError(undefined))).toMatchObject({ kind: 'transient', reason: 'network' });
    expect(classifyAiError(new TypeError('fetch failed'))).toMatchObject({ kind: 'transient', reason: 'network' });
  });

  it('treats timeouts and malformed JSON as transient', () => {
    expect(classifyAiError(new AiTimeoutError(100))).toMatchObject({ kind: 'transient', reason: 'timeout' });
    const noObject = new NoObjectGeneratedError({
      message: 'could not parse',
      text: '{"dec',
      response: { id: '1', timestamp: new Date(), modelId: 'm' },
      usage: {
        inputTokens: 1,
        outputTokens: 1,
        totalTokens: 2,
        inputTokenDetails: { noCacheTokens: 1, cacheReadTokens: 0, cacheWriteTokens: 0 },
        outputTokenDetails: { textTokens: 1, reasoningTokens: 0 },
      },
      finishReason: 'stop',
    });
    expect(classifyAiError(noObject)).toMatchObject({ kind: 'transient', reason: 'malformed' });
  });

  it('turns 401/403/404/400 into a permanent error without the key', () => {
    const result = classifyAiError(apiError(401, {}, 'Incorrect API key provided: sk-abc123456789'), ['sk-abc123456789']);
    expect(result.kind).toBe('permanent');
    if (result.kind !== 'permanent') return;
    expect(result.error).toBeInstanceOf(AiPermanentError);
    expect(result.error.message).toMatch(/rejected the API key \(401\)/);
    expect(result.error.message).not.toContain('sk-abc');
    expect(classifyAiError(apiError(404))).toMatchObject({ kind: 'permanent' });
    expect(classifyAiError(apiError(400))).toMatchObject({ kind: 'permanent' });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds, milliseconds and dates', () => {
    expect(parseRetryAfter({ 'retry-after': '3' })).toBe(3000);
    expect(parseRetryAfter({ 'retry-after-ms': '250', 'retry-after': '3' })).toBe(250);
    expect(parseRetryAfter({ 'retry-after': 'Wed, 21 Oct 2015 07:28:05 GMT' }, Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(5000);
    expect(parseRetryAfter({ 'retry-after': 'soon' })).toBeUndefined();
    expect(parseRetryAfter({})).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
  });
});

describe('redactSecrets', () => {
  it('removes configured secrets and key-shaped strings', () => {
    expect(redactSecrets('key my-secret-key failed', ['my-secret-key'])).toBe('key [redacted] failed');
    expect(redactSecrets('Incorrect API key provided: sk-proj-****abcd.')).toBe('Incorrect API key provided: [redacted]');
  });
});
