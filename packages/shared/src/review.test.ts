import { describe, expect, it } from 'vitest';
import { REVIEW_CONFIDENCE, ruleSplitSummary } from './review.ts';

describe('review', () => {
  it('flags below one threshold', () => expect(REVIEW_CONFIDENCE).toBe(0.6));
  it('says how the values split between rules and the model', () => {
    expect(ruleSplitSummary(412, 380)).toBe('412 values: 380 decided by rules (no model call), 32 by the model');
    expect(ruleSplitSummary(1, 0)).toBe('1 value: 0 decided by rules (no model call), 1 by the model');
    expect(ruleSplitSummary(3453, 1200)).toBe('3,453 values: 1,200 decided by rules (no model call), 2,253 by the model');
  });
  it('offline, speaks of keywords and review, never of a model or a cache', () => {
    const text = ruleSplitSummary(412, 380, false);
    expect(text).toBe('412 values: 380 decided by rules, 32 guessed by keywords or left for review');
    expect(text).not.toMatch(/model|cache/);
  });
});
