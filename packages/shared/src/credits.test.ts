import { describe, expect, it } from 'vitest';
import { formatCredits, formatExactCredits } from './credits.ts';

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

describe('formatExactCredits', () => {
  it.each([
    [4_970, '4,970'],
    [25_250, '25,250'],
    [200_030, '200,030'],
    [0, '0'],
    [-1, 'Unlimited'],
  ])('%s → %s', (value, text) => {
    expect(formatExactCredits(value)).toBe(text);
  });
});
