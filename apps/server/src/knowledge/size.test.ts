import { describe, expect, it } from 'vitest';
import { createRuleDecider } from './index.ts';
import { readBounds, readSize, relation } from './size.ts';

const decision = (instructions: string, value: string) => createRuleDecider(instructions).decide(value)?.decision ?? 'undecided';

describe('company size and revenue', () => {
  it('reads numbers, ranges and bands as exports write them', () => {
    expect(readSize('8')).toMatchObject({ lo: 8, hi: 8 });
    expect(readSize('1,000')).toMatchObject({ lo: 1000, hi: 1000 });
    expect(readSize('51-200')).toMatchObject({ lo: 51, hi: 200 });
    expect(readSize('201–500')).toMatchObject({ lo: 201, hi: 500 });
    expect(readSize('10,001+')).toMatchObject({ lo: 10001, hi: Infinity });
    expect(readSize('1K-5K')).toMatchObject({ lo: 1000, hi: 5000 });
    expect(readSize('$10M–$50M')).toMatchObject({ lo: 10e6, hi: 50e6, money: true });
    expect(readSize('$10-50M')).toMatchObject({ lo: 10e6, hi: 50e6 });
    expect(readSize('< 10')).toMatchObject({ lo: 0, hi: 9 });
    expect(readSize('Self-employed')).toMatchObject({ lo: 1, hi: 1 });
    expect(readSize('unknown')).toBeUndefined();
  });

  it('reads bounds in instructions', () => {
    expect(readBounds('fewer than 50 or more than 500')?.intervals).toEqual([
      { lo: 0, hi: 49 },
      { lo: 501, hi: Infinity },
    ]);
    expect(readBounds('50–500')?.intervals).toEqual([{ lo: 50, hi: 500 }]);
    expect(readBounds('at least 1,000')?.intervals).toEqual([{ lo: 1000, hi: Infinity }]);
    expect(readBounds('between $10M and $50M')).toMatchObject({ intervals: [{ lo: 10e6, hi: 50e6 }], money: true });
    expect(readBounds('about fifty')).toBeUndefined();
  });

  it('tells inside, outside and across', () => {
    expect(relation({ lo: 51, hi: 200 }, [{ lo: 50, hi: 500 }])).toBe('inside');
    expect(relation({ lo: 1, hi: 10 }, [{ lo: 50, hi: 500 }])).toBe('outside');
    expect(relation({ lo: 11, hi: 50 }, [{ lo: 50, hi: 500 }])).toBe('across');
  });

  it('decides bands, and leaves a band across a bound to review', () => {
    const ins = 'Exclude companies with fewer than 50 or more than 500 employees.';
    expect(decision(ins, '8')).toBe('EXCLUDE');
    expect(decision(ins, '51-200')).toBe('KEEP');
    expect(decision(ins, '10,001+')).toBe('EXCLUDE');
    expect(decision(ins, '11-50')).toBe('undecided');
    expect(decision('Keep companies with 50–500 employees', '201–500')).toBe('KEEP');
    expect(decision('Keep companies with at least 1,000 employees', '1K-5K')).toBe('KEEP');
    expect(decision('Keep companies with revenue of at least $10M', '$10M–$50M')).toBe('KEEP');
    expect(decision('Keep companies with revenue of at least $10M', '$1M-$5M')).toBe('EXCLUDE');
  });
});

describe('sizes in words and notation (ADR 0034)', () => {
  const bounds = (text: string) => readBounds(text)?.intervals;
  it('reads bounds in words', () => {
    expect(bounds('between 50 and 500')).toEqual([{ lo: 50, hi: 500 }]);
    expect(bounds('more than 1,000')).toEqual([{ lo: 1001, hi: Infinity }]);
    expect(bounds('under $10M')).toEqual([{ lo: 0, hi: 10e6 - 1 }]);
    expect(bounds('at least 50')).toEqual([{ lo: 50, hi: Infinity }]);
    expect(bounds('at least 50 and at most 500')).toEqual([{ lo: 50, hi: 500 }]);
    // A lower and an upper bound that cannot meet are two intervals, as with "or".
    expect(bounds('fewer than 50 and more than 500')).toEqual([
      { lo: 0, hi: 49 },
      { lo: 501, hi: Infinity },
    ]);
    expect(readBounds('10M USD or more')).toMatchObject({ intervals: [{ lo: 10e6, hi: Infinity }], money: true });
  });

  it('reads notation', () => {
    expect(bounds('50 <= employees <= 500')).toEqual([{ lo: 50, hi: 500 }]);
    expect(bounds('50 < n < 500')).toEqual([{ lo: 51, hi: 499 }]);
    expect(bounds('10 ≤ x ≤ 50')).toEqual([{ lo: 10, hi: 50 }]);
    expect(bounds('≥ 50')).toEqual([{ lo: 50, hi: Infinity }]);
    expect(bounds('>= 50')).toEqual([{ lo: 50, hi: Infinity }]);
    expect(bounds('<1000')).toEqual([{ lo: 0, hi: 999 }]);
    expect(bounds('50+')).toEqual([{ lo: 50, hi: Infinity }]);
    expect(bounds('1k-5k')).toEqual([{ lo: 1000, hi: 5000 }]);
    expect(readBounds('$10M+')).toMatchObject({ intervals: [{ lo: 10e6, hi: Infinity }], money: true });
  });

  it.each([
    ['Mid-market (50 to 500 staff)', '201-500', 'KEEP'],
    ['Mid-market (50 to 500 staff)', '1,001-5,000', 'EXCLUDE'],
    ['Between 50 and 500 employees', '51-200', 'KEEP'],
    ['50-500 FTEs', '11-50', 'undecided'],
    ['More than 1,000 people', '1,001-5,000', 'KEEP'],
    ['Under $10M revenue', '$1M-$5M', 'KEEP'],
    ['Under $10M revenue', '$10M-$50M', 'EXCLUDE'],
    ['At least 50 employees', '11-50', 'undecided'],
    ['50 <= employees <= 500', '11-50', 'undecided'],
    ['≥ 50 employees', '51-200', 'KEEP'],
    ['<1000 employees', '1,001-5,000', 'EXCLUDE'],
    ['50+ employees', '1-10', 'EXCLUDE'],
    ['1k-5k employees', '1,001-5,000', 'KEEP'],
    ['$10M+', '$100M+', 'KEEP'],
    ['Enterprise (over 1,000 employees)', '10,001+', 'KEEP'],
    ['Company size: at least 50 and at most 500 employees', '1,001-5,000', 'EXCLUDE'],
  ])('%j decides %j as %s', (instructions, value, expected) => {
    expect(decision(instructions, value)).toBe(expected);
  });
});
