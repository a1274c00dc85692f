import { describe, expect, it } from 'vitest';
import { formatCredits } from './credits.ts';

describe('formatCredits', () => {
  it.each([
    [-1, 'Unlimited'],
    ['-1', 'Unlimited'],
    ['', '0'],
    ['   ', '0'],
    [undefined, '0'],
    [null, '0'],
    ['abc', '0'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
    [true, '0'],
    [{}, '0'],
    [0, '0'],
    [42, '42'],
    [999, '999'],
    [1000, '1.0k'],
    [1049, '1.0k'],
    [1050, '1.1k'],
    [25_000, '25.0k'],
    [4_550, '4.5k'],
    ['1200', '1.2k'],
    [-5, '-5'],
  ])('%s → %s', (input, expected) => {
    expect(formatCredits(input)).toBe(expected);
  });
});
