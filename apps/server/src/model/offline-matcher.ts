import type { Decision } from './decision-prompt.ts';
import {
  CATEGORY_FIRST_WORDS,
  extractTerms,
  prepareValue,
  termMatches,
  type OfflineTerms,
  type PreparedValue,
  type Term,
} from '@leadsift/shared';

export type OfflineDecision = { decision: Decision; reason: string; confidence: number };

/**
 * How sure the matcher is: a term matched (or, with only exclusions, none did), or the default for values no
 * term decides. The default is below the review threshold (REVIEW_CONFIDENCE, packages/shared): such a value is
 * undecided and "Needs review", never a confident EXCLUDE (ADR 0034).
 */
export const OFFLINE_CONFIDENCE = { match: 0.9, default: 0.3, noTerms: 0.3 } as const;

/**
 * Decides one value against terms read from the instructions (extractTerms). Deterministic, no I/O. Reasons are
 * plain words a user reads in the grid and the exports ("Kept: it mentions …"), with no internal labels.
 */
export function decideOffline(value: string | PreparedValue, terms: OfflineTerms, exclusionsNamed = false): OfflineDecision {
  const prepared = typeof value === 'string' ? prepareValue(value) : value;
  const keep = bestMatch(terms.keep, prepared);
  const exclude = bestMatch(terms.exclude, prepared);
  // The more specific term wins ("keep software; exclude software agencies"); on a tie, excluding is safer.
  if (exclude && (!keep || weight(exclude) >= weight(keep))) {
    if (exclude.assumed) {
      // Read from a question, a formula or a bound (Term.assumed): a guess, left to review.
      return {
        decision: 'EXCLUDE',
        reason: `Needs review: it mentions "${exclude.display}", but the instructions do not say clearly whether to exclude it`,
        confidence: OFFLINE_CONFIDENCE.default,
      };
    }
    return { decision: 'EXCLUDE', reason: `Excluded: it mentions "${exclude.display}"`, confidence: OFFLINE_CONFIDENCE.match };
  }
  if (keep?.assumed) {
    // Its sentence did not say what to do with it (Term.assumed): a guess, left to review.
    return {
      decision: 'KEEP',
      reason: `Needs review: it mentions "${keep.display}", but the instructions do not say clearly whether to keep it`,
      confidence: OFFLINE_CONFIDENCE.default,
    };
  }
  if (keep) return { decision: 'KEEP', reason: `Kept: it mentions "${keep.display}"`, confidence: OFFLINE_CONFIDENCE.match };
  if (terms.keep.length > 0) {
    return {
      decision: 'EXCLUDE',
      reason: `Needs review: it mentions none of the words to keep (${listed(terms.keep)})`,
      confidence: OFFLINE_CONFIDENCE.default,
    };
  }
  // Only exclusions that name values of the column ("Exclude Closed Won, Closed Lost and Disqualified" over a
  // Lead Status column that holds them): keeping every other value is what the instructions say, so it is
  // certain, not a guess (ADR 0058). An exclusion that describes a class by what it is not ("outside Asia",
  // "non-Asian"), or that names no value of the column ("exclude resellers" over "Distributor"), is a description no word match settles.
  if (exclusionsNamed) {
    return {
      decision: 'KEEP',
      reason: `Kept: the instructions only exclude ${listed(terms.exclude)}`,
      confidence: OFFLINE_CONFIDENCE.match,
    };
  }
  if (terms.exclude.length > 0) {
    return {
      decision: 'KEEP',
      reason: `Needs review: it mentions none of the words to exclude (${listed(terms.exclude)})`,
      confidence: OFFLINE_CONFIDENCE.default,
    };
  }
  return {
    decision: 'KEEP',
    reason: 'Needs review: the instructions name nothing to keep or exclude',
    confidence: OFFLINE_CONFIDENCE.noTerms,
  };
}

/** Words that make an exclusion describe the rest of the world, or a range, rather than name values. */
const NEGATING_WORDS = new Set([
  'outside',
  'non',
  'beyond',
  'other',
  'others',
  'elsewhere',
  'rest',
  'foreign',
  'not',
  'anything',
  'everything',
  'anyone',
  'everyone',
  'all',
  'except',
  'but',
  'unless',
  'type',
  'types',
  'kind',
  'like',
  'such',
  // A rank or a size relative to a value ("VP or lower", "under 50", "smaller than that") describes a range, not names.
  'lower',
  'below',
  'under',
  'beneath',
  'less',
  'fewer',
  'smaller',
  'junior',
  'above',
  'higher',
  'greater',
  'larger',
  'bigger',
  'than',
  'between',
]);

/** An open list: "info, sales, admin …", "Gmail, Yahoo etc.", "and so on" — examples of a class, not every value. */
const OPEN_LIST = /…|\.\.\.|\betc\b|\be\.g\.|\band so on\b|\band the like\b|\bfor (?:example|instance)\b/iu;

/** "outside Asia", "non-Asian", "everything that's not in manufacturing": a class described by what it is not. */
function describesByNegation(instructions: string): boolean {
  if (OPEN_LIST.test(instructions)) return true;
  return instructions
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .some((w) => NEGATING_WORDS.has(w));
}

/** '"software", "SaaS" or "fintech"' — at most five terms, then '…'. */
function listed(terms: readonly Term[]): string {
  const shown = terms.slice(0, 5).map((t) => `"${t.display}"`);
  if (terms.length > 5) return `${shown.join(', ')} …`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}` : shown[0]!;
}

/**
 * "Pacific coast states, Alaska and Hawaii excluded", "HQ in Asia, Oceania excluded": a category first and an exclusion
 * at the end, with no verb before it — all excluded, or the last items only, is not said (the rules refuse it too,
 * reader-framing.ts). The other values are not kept as certain.
 */
const UNCLEAR_EXCLUSION = new RegExp(
  String.raw`^(?!\s*(?:keep|only|include|target|exclude|remove|drop|delete)\b)[^,.;:!?]*${CATEGORY_FIRST_WORDS}[^,.;:!?]*,[^.;:!?]*\b(?:excluded|removed|dropped|(?:is|are)\s+out)\s*[.!]?\s*$`,
  'iu',
);

/** Every value of a column, in order. */
export function decideAllOffline(values: readonly string[], instructions: string): OfflineDecision[] {
  const terms = extractTerms(instructions);
  const prepared = values.map(prepareValue);
  const named = exclusionsNamed(terms, prepared) && !describesByNegation(instructions) && !UNCLEAR_EXCLUSION.test(instructions);
  return prepared.map((value) => decideOffline(value, terms, named));
}

/** Instructions that only exclude, and name a value the column holds: they name values (statuses, stages), not a class. */
export function exclusionsNamed(terms: OfflineTerms, values: readonly PreparedValue[]): boolean {
  return terms.keep.length === 0 && terms.exclude.length > 0 && terms.exclude.some((t) => values.some((v) => termMatches(t, v)));
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
