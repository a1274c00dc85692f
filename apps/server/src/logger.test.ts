import { describe, expect, it } from 'vitest';
import { envSchema } from './config.ts';
import { logFormat } from './logger.ts';

describe('log format', () => {
  it('is readable in a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(logFormat(undefined, true)).toBe('pretty');
    expect(logFormat(undefined, false)).toBe('json');
    expect(logFormat('json', true)).toBe('json');
    expect(logFormat('pretty', false)).toBe('pretty');
  });

  it('is validated with the rest of the configuration', () => {
    expect(envSchema.safeParse({ LOG_FORMAT: 'pretty' }).success).toBe(true);
    expect(envSchema.safeParse({ LOG_FORMAT: 'xml' }).success).toBe(false);
  });
});
