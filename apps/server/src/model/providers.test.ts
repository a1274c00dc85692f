import { describe, expect, it } from 'vitest';
import { aiStatus, getAiContext, resolveModel, type AiConfig } from './providers.ts';

const base: AiConfig = {
  AI_PROVIDER: 'openai-compatible',
  AI_MODEL: 'llama3.1',
  AI_MODELS: ['llama3.1', 'qwen2.5'],
  AI_BASE_URL: 'http://127.0.0.1:11434/v1',
  AI_API_KEY: undefined,
  OPENAI_API_KEY: undefined,
  ANTHROPIC_API_KEY: undefined,
  AI_CONCURRENCY: 3,
  AI_TIMEOUT_MS: 1000,
};

describe('resolveModel', () => {
  it('uses the requested model when offered, else the default', () => {
    expect(resolveModel(base, 'qwen2.5')).toBe('qwen2.5');
    expect(resolveModel(base, 'gpt-4o')).toBe('llama3.1');
    expect(resolveModel(base, undefined)).toBe('llama3.1');
    expect(resolveModel({ ...base, AI_PROVIDER: 'offline', AI_MODEL: 'offline-keyword-matcher' }, 'gpt-4o')).toBe(
      'offline-keyword-matcher',
    );
  });
});

describe('aiStatus', () => {
  it('labels each provider', () => {
    expect(aiStatus(base).label).toBe('OpenAI-compatible · llama3.1');
    expect(aiStatus({ ...base, AI_PROVIDER: 'anthropic', AI_MODEL: 'claude' }).label).toBe('Anthropic · claude');
    expect(aiStatus({ ...base, AI_PROVIDER: 'offline' })).toMatchObject({
      offline: true,
      label: 'Offline keyword matcher (no AI model configured)',
    });
  });
});

describe('getAiContext', () => {
  it('builds one limiter per configuration and models for each provider', () => {
    const context = getAiContext(base);
    expect(getAiContext(base)).toBe(context);
    expect(context.limiter.max).toBe(3);
    expect(context.model('qwen2.5')).toBe(context.model('qwen2.5'));
    expect(getAiContext({ ...base, AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test' }).model('gpt-4o')).toBeTruthy();
    expect(getAiContext({ ...base, AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'key' }).model('claude-sonnet-4-5')).toBeTruthy();
    expect(() => getAiContext({ ...base, AI_PROVIDER: 'offline' }).model('x')).toThrow(/offline/);
  });

  it('lists the configured keys as secrets to redact', () => {
    expect(getAiContext({ ...base, AI_API_KEY: 'abc-secret' }).secrets).toEqual(['abc-secret']);
  });
});
