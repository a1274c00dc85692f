import { describe, expect, it } from 'vitest';
import { countOverrides, mergeOverrides, overrideExamples } from './overrides.ts';

describe('mergeOverrides', () => {
  it('keeps the original keys and lets the current decision win per (column, value)', () => {
    const original = { Industry: { Banking: 'KEEP' as const, Retail: 'EXCLUDE' as const }, Country: { France: 'KEEP' as const } };
    const current = { Industry: { Banking: 'EXCLUDE' as const, Mining: 'KEEP' as const } };
    expect(mergeOverrides(original, current)).toEqual({
      Industry: { Banking: 'EXCLUDE', Retail: 'EXCLUDE', Mining: 'KEEP' },
      Country: { France: 'KEEP' },
    });
  });

  it('drops columns left without overrides and does not mutate its inputs', () => {
    const original = { Empty: {}, A: { x: 'KEEP' as const } };
    const copy = structuredClone(original);
    expect(mergeOverrides(original, {})).toEqual({ A: { x: 'KEEP' } });
    expect(original).toEqual(copy);
  });
});

describe('countOverrides', () => {
  it('sums the overrides across all columns', () => {
    expect(countOverrides({})).toBe(0);
    expect(countOverrides({ A: { x: 'KEEP', y: 'EXCLUDE' }, B: { z: 'KEEP' }, C: {} })).toBe(3);
  });
});

describe('overrideExamples', () => {
  it('takes KEEP and EXCLUDE in turn, at most max, only for the column', () => {
    const overrides = {
      Industry: { a: 'KEEP', b: 'KEEP', c: 'KEEP', x: 'EXCLUDE' },
      Country: { DE: 'KEEP' },
    } as const satisfies Record<string, Record<string, 'KEEP' | 'EXCLUDE'>>;
    expect(overrideExamples(overrides, 'Industry', 3)).toEqual([
      { value: 'a', decision: 'KEEP' },
      { value: 'x', decision: 'EXCLUDE' },
      { value: 'b', decision: 'KEEP' },
    ]);
    expect(overrideExamples(overrides, 'Industry')).toHaveLength(4);
    expect(overrideExamples(overrides, 'Missing')).toEqual([]);
  });
});
