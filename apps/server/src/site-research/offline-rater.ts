import {
  extractTerms,
  prepareValue,
  termMatches,
  type Decision,
  type QualityRanking,
  type ResearchCriterion,
  type Term,
} from '@leadsift/shared';
import { MAX_QUOTE_CHARS, type EvidenceSource } from './criteria.ts';
import { instructionWords } from './links.ts';

export const OFFLINE_REASONING_PREFIX = 'Offline keyword match:';

export type OfflineRating = {
  decision: Decision;
  qualityRanking: QualityRanking;
  bonusScore: number;
  relevanceScore: number;
  reasoning: string;
  criteria: ResearchCriterion[];
};

/** The terms of an exclusion criterion ('Exclude bakeries, restaurants and shops.'); null for any other. */
function exclusionTerms(criterion: string): Term[] | null {
  const { keep, exclude } = extractTerms(criterion);
  return keep.length === 0 && exclude.length > 0 ? exclude : null;
}

/**
 * The rater without a model: a criterion is `met` when a sentence of the site holds at least half of its
 * keywords (words of 4+ letters), quoted from that page; else `not_met`. An exclusion criterion (read with the
 * offline matcher's parser) is the other way round: `met` when none of its terms is on the site, `not_met`
 * with the sentence that holds one — and a failed exclusion excludes the site. Otherwise KEEP when at least
 * half the criteria are met; relevance = 10 × the share met; quality from the share; bonus from the share of
 * all keywords found.
 */
export function offlineRate(criteria: readonly string[], sources: readonly EvidenceSource[]): OfflineRating {
  const sentences = sources.flatMap((source) =>
    source.text
      .split(/\n+|(?<=[.!?])\s+/)
      .map((s) => s.trim())
      .filter((s) => s.length >= 3)
      .map((sentence) => ({ url: source.url, sentence, lower: sentence.toLowerCase() })),
  );
  const allText = sources.map((s) => s.text.toLowerCase()).join('\n');
  let keywordsFound = 0;
  let keywordsTotal = 0;
  const found: string[] = [];
  let excluded = false;
  const checked: ResearchCriterion[] = criteria.map((criterion) => {
    const exclusion = exclusionTerms(criterion);
    if (exclusion) {
      const hit = sentences.find((s) => {
        const value = prepareValue(s.sentence);
        return exclusion.some((term) => termMatches(term, value));
      });
      if (!hit) return { criterion, status: 'met', quote: null, url: null };
      excluded = true;
      return { criterion, status: 'not_met', quote: hit.sentence.slice(0, MAX_QUOTE_CHARS), url: hit.url };
    }
    const words = instructionWords(criterion);
    keywordsTotal += words.length;
    const present = words.filter((w) => allText.includes(w));
    keywordsFound += present.length;
    found.push(...present);
    let best: { url: string; sentence: string; hits: number } | undefined;
    for (const s of sentences) {
      const hits = words.filter((w) => s.lower.includes(w)).length;
      if (hits > (best?.hits ?? 0)) best = { url: s.url, sentence: s.sentence, hits };
    }
    if (best && words.length > 0 && best.hits >= Math.max(1, Math.ceil(words.length / 2))) {
      return { criterion, status: 'met', quote: best.sentence.slice(0, MAX_QUOTE_CHARS), url: best.url };
    }
    return { criterion, status: 'not_met', quote: null, url: null };
  });
  const met = checked.filter((c) => c.status === 'met').length;
  const share = criteria.length > 0 ? met / criteria.length : 0;
  const words = [...new Set(found)].slice(0, 8);
  const reasoning =
    `${OFFLINE_REASONING_PREFIX} ${met} of ${criteria.length} criteria found in the site text` +
    (words.length > 0 ? ` (keywords found: ${words.join(', ')}).` : ' (no keyword of the instructions found).');
  return {
    decision: criteria.length > 0 && share >= 0.5 && !excluded ? 'KEEP' : 'EXCLUDE',
    qualityRanking: share >= 0.8 ? 'EXCELLENT' : share >= 0.5 ? 'GOOD' : 'ACCEPTABLE',
    bonusScore: keywordsTotal > 0 ? Math.min(99, Math.round((99 * keywordsFound) / keywordsTotal)) : 0,
    relevanceScore: Math.round(share * 100) / 10,
    reasoning,
    criteria: checked,
  };
}
