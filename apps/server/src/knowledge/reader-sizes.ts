/**
 * Size and revenue items of an instruction (ADR 0034): the bounds, when nothing but size words surrounds them
 * ("mid-market (50 to 500 staff)"), and the other side of those bounds said after them ("nothing smaller or
 * bigger", "drop smaller ones"), which a keep of sizes already excludes.
 */
import type { Concept } from './concepts.ts';
import { numberWords } from './number-words.ts';
import { FILLER } from './reader-filler.ts';
import { readBounds, SIZE_FILLER, SIZE_UNITS } from './size.ts';

/** "10M+ in revenue", "ARR 10M+": words that make the bounds money, taken off before the bounds are read. */
const MONEY_WORDS = /\b(?:revenue|turnover|arr|sales\s+volume)\b/iu;
const SMALLER = String.raw`(?:smaller|less|fewer|lower|below|under)`;
const BIGGER = String.raw`(?:bigger|larger|more|higher|above|over|greater)`;
/** The other side of a size's bounds: "nothing smaller or bigger", "anything outside that range", "smaller ones". */
const COMPLEMENT_WORDS = String.raw`(?:(?:nothing|anything|everything|none|no\s+one|all|any|the)\s+)?(?:(?:${SMALLER}|${BIGGER})(?:\s+(?:or|and|\/|nor)\s+(?:${SMALLER}|${BIGGER}))?|outside\s+(?:of\s+)?(?:that|this|the|those)(?:\s+(?:range|band|bounds?))?)(?:\s+(?:than\s+(?:that|this|those)|ones|companies|accounts|firms|businesses|orgs))?`;
const COMPLEMENT = new RegExp(String.raw`\s*[,;]\s*${COMPLEMENT_WORDS}\s*$`, 'iu');
/** A clause that is only the other side ("…, drop smaller ones"): checked against the sizes kept (reader.ts). */
export const COMPLEMENT_ALONE = new RegExp(String.raw`^\s*${COMPLEMENT_WORDS}\s*$`, 'iu');

/**
 * Undefined when `words` are the other side of the kept sizes' bounds ("smaller" needs a lower bound, "bigger"
 * an upper one); otherwise why they are refused ("Keep under 50, drop smaller ones" says nothing the rules can).
 */
export function complementRefusal(words: string, kept: Concept[]): string | undefined {
  const intervals = kept.flatMap((c) => (c.kind === 'size' ? c.intervals : []));
  const lower = intervals.some((i) => i.lo > 0);
  const upper = intervals.some((i) => Number.isFinite(i.hi));
  const smaller = new RegExp(`\\b${SMALLER}\\b`, 'iu').test(words);
  const bigger = new RegExp(`\\b${BIGGER}\\b`, 'iu').test(words);
  return intervals.length && (!smaller || lower) && (!bigger || upper)
    ? undefined
    : `"${words.trim()}" is not the other side of the bounds the instructions keep`;
}

/** The size concept of an item, a refusal, or undefined when the item has no bounds. */
export function readSizeItem(body: string, keep: boolean): { text: string; concept: Concept } | string | undefined {
  const money = MONEY_WORDS.test(body);
  const complement = COMPLEMENT.exec(body);
  const bounded = complement ? body.slice(0, complement.index) : body;
  const bounds = readBounds(numberWords(bounded).replace(SIZE_UNITS, ' '));
  if (!bounds) return undefined;
  const rest = bounds.rest.split(/[^\p{L}]+/u).filter((w) => w && !SIZE_FILLER.has(w) && !FILLER.has(w));
  if (rest.length > 0) return `the rules do not know "${rest.join(' ')}" beside a size`;
  const concept: Concept = {
    kind: 'size',
    label: bounds.label.replace(/\s+/g, ' '),
    intervals: bounds.intervals,
    money: bounds.money || money,
  };
  // "50 to 500 employees, nothing smaller or bigger": the other side of the bounds, which a keep already excludes.
  if (complement && !keep) return `"${complement[0].replace(/^[\s,;]+/u, '')}" turns an exclusion the rules cannot turn`;
  return (complement && complementRefusal(complement[0], [concept])) ?? { text: bounded, concept };
}
