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
