import { describe, expect, it } from 'vitest';
import { formatCredits } from './credits.ts';

describe('formatCredits', () => {
  it.each([
    [-1, 'Unlimited'],
    ['', '0'],
    [undefined, '0'],
    ['abc', '0'],
    [999, '999'],
    [1000, '1.0k'],
    [25_000, '25.0k'],
    [4_550, '4.5k'],
    ['1200', '1.2k'],
  ])('%s → %s', (input, expected) => {
    expect(formatCredits(input)).toBe(expected);
  });
});
