import { describe, expect, it } from 'vitest';
import { cacheKey } from './decision-cache.ts';

describe('cacheKey', () => {
  const base = { model: 'm', productContext: 'Payroll', instructions: 'keep: software', value: 'Software' };

  it('is the same for values that differ only in case, spacing or compatibility forms', () => {
    expect(cacheKey({ ...base, value: '  SOFTWARE ' })).toBe(cacheKey(base));
  });

  it('differs with labelled examples, and between different examples; no examples is the key it always was', () => {
    const plain = cacheKey(base);
    expect(cacheKey({ ...base, examples: [] })).toBe(plain);
    const keepPharma = cacheKey({ ...base, examples: [{ value: 'Pharma', decision: 'KEEP' }] });
    const excludePharma = cacheKey({ ...base, examples: [{ value: 'Pharma', decision: 'EXCLUDE' }] });
    expect(new Set([plain, keepPharma, excludePharma]).size).toBe(3);
  });
});
