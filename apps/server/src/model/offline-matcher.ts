import type { Decision } from './decision-prompt.ts';
import { extractTerms, prepareValue, termMatches, type OfflineTerms, type Term } from '@leadsift/shared';

export type OfflineDecision = { decision: Decision; reason: string; confidence: number };

/**
 * How sure the matcher is: a term matched, or the default for values no term mentions. The defaults are below
 * the review threshold (REVIEW_CONFIDENCE, packages/shared): a value no term decides is undecided and
 * "Needs review", never a confident EXCLUDE (ADR 0034).
 */
export const OFFLINE_CONFIDENCE = { match: 0.9, default: 0.3, noTerms: 0.3 } as const;

/** Decides one value against terms read from the instructions (extractTerms). Deterministic, no I/O. */
export function decideOffline(value: string, terms: OfflineTerms): OfflineDecision {
  const prepared = prepareValue(value);
  const keep = bestMatch(terms.keep, prepared);
  const exclude = bestMatch(terms.exclude, prepared);
  // The more specific term wins ("keep software; exclude software agencies"); on a tie, excluding is safer.
  if (exclude && (!keep || weight(exclude) >= weight(keep))) {
    return { decision: 'EXCLUDE', reason: `Offline keyword match: excluded by "${exclude.display}"`, confidence: OFFLINE_CONFIDENCE.match };
  }
  if (keep) return { decision: 'KEEP', reason: `Offline keyword match: kept by "${keep.display}"`, confidence: OFFLINE_CONFIDENCE.match };
  if (terms.keep.length > 0) {
    return { decision: 'EXCLUDE', reason: 'Undecided (needs review): no keep term found', confidence: OFFLINE_CONFIDENCE.default };
  }
  if (terms.exclude.length > 0) {
    return { decision: 'KEEP', reason: 'Undecided (needs review): no exclude term found', confidence: OFFLINE_CONFIDENCE.default };
  }
  return {
    decision: 'KEEP',
    reason: 'Undecided (needs review): no keep or exclude terms in the instructions',
    confidence: OFFLINE_CONFIDENCE.noTerms,
  };
}

/** Every value of a column, in order. */
export function decideAllOffline(values: readonly string[], instructions: string): OfflineDecision[] {
  const terms = extractTerms(instructions);
  return values.map((value) => decideOffline(value, terms));
}

function bestMatch(terms: readonly Term[], value: ReturnType<typeof prepareValue>): Term | undefined {
  let best: Term | undefined;
  for (const term of terms) {
    if (termMatches(term, value) && (!best || weight(term) > weight(best))) best = term;
  }
  return best;
}

function weight(term: Term): number {
  return term.tokens.length + (term.phrase ? 0.5 : 0);
}
