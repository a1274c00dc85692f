import { describe, expect, it } from 'vitest';
import { formatCount } from './format.ts';
import { creditLimitMessage } from './credit-limit.ts';

describe('formatCount: one number format everywhere', () => {
  it('groups thousands and rounds', () => {
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(3453)).toBe('3,453');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(-1500)).toBe('-1,500');
    expect(formatCount(1234.6)).toBe('1,235');
  });
  it('is what the server messages use ("1,000", never "1000" beside "1,000")', () => {
    expect(creditLimitMessage(1000, 25000)).toBe('Stopped at the limit you set — 1,000 of 25,000 done');
  });
});
