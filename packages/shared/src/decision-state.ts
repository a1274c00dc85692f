import type { Decision, DecisionState, LogicMode } from './filter-settings.ts';
import { REVIEW_CONFIDENCE } from './review.ts';

// The third state (ADR 0058): a value nobody decided with confidence is REVIEW in the Decisions grid, the Preview,
// the stat cards and both exports, until the user decides it. Its stored KEEP/EXCLUDE is a guess that still
// places its rows on the Qualified or Disqualified side (the documented two-way row split is unchanged).

/** What a value's state is read from: the stored decision, its confidence, and whether the user decided it. */
export type StatedValue = { decision: Decision; confidence: number; overridden?: boolean };

/** Unsure and not decided by the user: an override always clears the review mark. */
export function needsReview(value: Pick<StatedValue, 'confidence' | 'overridden'>): boolean {
  return !value.overridden && value.confidence < REVIEW_CONFIDENCE;
}

/** KEEP / EXCLUDE when decided (by rules, the model or the user), REVIEW while undecided. */
export function stateOf(value: StatedValue): DecisionState {
  return needsReview(value) ? 'REVIEW' : value.decision;
}

/**
 * A row's state from its columns' states (three-valued AND/OR): under AND a certain EXCLUDE excludes the row
 * whatever else is unsure, and under OR a certain KEEP keeps it; otherwise one unsure column makes it REVIEW.
 */
export function rowState(states: readonly DecisionState[], mode: LogicMode): DecisionState {
  if (states.length === 0) return 'EXCLUDE';
  const decisive: DecisionState = mode === 'AND' ? 'EXCLUDE' : 'KEEP';
  if (states.includes(decisive)) return decisive;
  if (states.includes('REVIEW')) return 'REVIEW';
  return mode === 'AND' ? 'KEEP' : 'EXCLUDE';
}

/** How the state is written in the exports' `Decision` column and said on screen. */
export const STATE_LABEL: Record<DecisionState, string> = { KEEP: 'KEEP', EXCLUDE: 'EXCLUDE', REVIEW: 'REVIEW' };

/** The reason as the exports' `Reason: <column>` cells and the grid give it: whose decision it is, in plain words. */
export function stateReason(value: StatedValue & { reason: string }): string {
  if (value.overridden) return `Decided by you: ${value.decision}`;
  return value.reason;
}
