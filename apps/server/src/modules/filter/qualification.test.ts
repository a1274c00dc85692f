import { describe, expect, it } from 'vitest';
import { effectiveDecision, rowQualifies } from './qualification.ts';

describe('row qualification (docs/product.md#states)', () => {
  it('lets the override win and treats no decision as EXCLUDE', () => {
    expect(effectiveDecision('KEEP', 'EXCLUDE')).toBe('EXCLUDE');
    expect(effectiveDecision('EXCLUDE', 'KEEP')).toBe('KEEP');
    expect(effectiveDecision(null, null)).toBe('EXCLUDE');
    expect(effectiveDecision('KEEP', null)).toBe('KEEP');
  });

  it('AND qualifies only when no column is EXCLUDE', () => {
    expect(rowQualifies(['KEEP', 'KEEP'], 'AND')).toBe(true);
    expect(rowQualifies(['KEEP', 'EXCLUDE'], 'AND')).toBe(false);
  });

  it('OR qualifies when any column is KEEP', () => {
    expect(rowQualifies(['EXCLUDE', 'KEEP'], 'OR')).toBe(true);
    expect(rowQualifies(['EXCLUDE', 'EXCLUDE'], 'OR')).toBe(false);
  });

  it('never qualifies a row with no selected column', () => {
    expect(rowQualifies([], 'OR')).toBe(false);
    expect(rowQualifies([], 'AND')).toBe(false);
  });
});
