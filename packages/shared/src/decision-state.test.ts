import { describe, expect, it } from 'vitest';
import { needsReview, rowState, stateOf, stateReason } from './decision-state.ts';
import { REVIEW_CONFIDENCE } from './review.ts';

describe('decision state (ADR 0058)', () => {
  it('is REVIEW under the review threshold, the decision above it', () => {
    expect(stateOf({ decision: 'EXCLUDE', confidence: 0.3 })).toBe('REVIEW');
    expect(stateOf({ decision: 'KEEP', confidence: 0.3 })).toBe('REVIEW');
    expect(stateOf({ decision: 'KEEP', confidence: REVIEW_CONFIDENCE })).toBe('KEEP');
    expect(stateOf({ decision: 'EXCLUDE', confidence: 0.95 })).toBe('EXCLUDE');
  });

  it('is cleared by an override, whatever the confidence', () => {
    expect(needsReview({ confidence: 0.3, overridden: true })).toBe(false);
    expect(stateOf({ decision: 'KEEP', confidence: 0.3, overridden: true })).toBe('KEEP');
    expect(needsReview({ confidence: 0.3, overridden: false })).toBe(true);
  });

  it('combines a row by three-valued AND', () => {
    expect(rowState(['KEEP', 'KEEP'], 'AND')).toBe('KEEP');
    expect(rowState(['KEEP', 'REVIEW'], 'AND')).toBe('REVIEW');
    // A certain exclusion settles the row whatever else is unsure.
    expect(rowState(['REVIEW', 'EXCLUDE'], 'AND')).toBe('EXCLUDE');
  });

  it('combines a row by three-valued OR', () => {
    expect(rowState(['EXCLUDE', 'EXCLUDE'], 'OR')).toBe('EXCLUDE');
    expect(rowState(['EXCLUDE', 'REVIEW'], 'OR')).toBe('REVIEW');
    expect(rowState(['REVIEW', 'KEEP'], 'OR')).toBe('KEEP');
    expect(rowState([], 'OR')).toBe('EXCLUDE');
  });

  it("says a user's decision is the user's", () => {
    expect(stateReason({ decision: 'KEEP', confidence: 0.3, overridden: true, reason: 'Needs review: …' })).toBe('Decided by you: KEEP');
    expect(stateReason({ decision: 'KEEP', confidence: 0.9, reason: 'Kept: it mentions "x"' })).toBe('Kept: it mentions "x"');
  });
});
