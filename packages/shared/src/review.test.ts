import { describe, expect, it } from 'vitest';
import { REVIEW_CONFIDENCE, ruleSplitSummary } from './review.ts';

describe('review', () => {
  it('flags below one threshold', () => expect(REVIEW_CONFIDENCE).toBe(0.6));
  it('says how the values split between rules and the model', () => {
    expect(ruleSplitSummary(412, 380)).toBe('412 values: 380 decided by rules (free), 32 by the model');
    expect(ruleSplitSummary(1, 0)).toBe('1 value: 0 decided by rules (free), 1 by the model');
  });
});
