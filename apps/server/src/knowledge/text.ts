/** Text helpers of the knowledge module: one normal form for values, names and instructions. */
import { normalise } from '@leadsift/shared';

/** Lower case, accents removed (é→e, ß→ss), punctuation runs to one space, trimmed: "Zürich, CH" → "zurich ch". */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const NOT_ASCII_WORD = /[^a-z0-9]+/g;

export function fold(text: string): string {
  // Most values are plain ASCII: one lower-casing and one pass (the full path below is 10× slower).
  if (PRINTABLE_ASCII.test(text)) return text.toLowerCase().replace(/['`]/g, '').replace(NOT_ASCII_WORD, ' ').trim();
  return normalise(text)
    .replace(/[’'`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function words(text: string): string[] {
  const folded = fold(text);
  return folded ? folded.split(' ') : [];
}

/** A light English/Romance plural stemmer: "agencies"→"agency", "manufacturers"→"manufacturer", "CEOs"→"ceo". */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(?:x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Word-family root for industries: "manufacturers", "manufacturing", "manufacture" → "manufactur". */
export function root(word: string): string {
  let w = stem(word);
  for (const suffix of ['ing', 'ers', 'er', 'ors', 'or', 'ion', 'ions', 'e', 'al']) {
    if (w.length - suffix.length >= 5 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w;
}

/**
 * "Oxford comma, and / or" lists: "Germany, Austria and Switzerland" → three items. "OR" in capitals right
 * after a separator is Oregon ("CA/OR/WA", "CA, OR, WA"), not the word; "DE OR AT" is the word.
 */
const OREGON = /(?<=(?:^|[,;/|&+])\s*)OR(?=\s*(?:$|[,;/|&+]|\s(?:and|or)\s))/gu;
/**
 * "Director+", "VP+ only": a plus right after a word, before a space or the end, is the word's "and above", not a
 * list's "and" ("DE + AT + CH", "DACH+LI"). Split as a separator, "Director+ only, no managers" lost its plus and
 * kept directors alone — everyone above them excluded with confidence; so did a colon after it ("VP+: sales").
 */
const SUFFIX_PLUS = /(?<=\p{L})\+(?=\s|$|[,;.:)])/gu;

export function splitList(text: string): string[] {
  return (
    text
      .replace(OREGON, '\u2060')
      .replace(SUFFIX_PLUS, '\u2061')
      // "Directors and above, founders and owners": a bound's "and" joins no two items (sixteenth pass).
      .replace(/\s+(?:and|&)\s+(?=(?:above|higher|up|upwards|below|lower|under)\b(?!\s*:))/giu, '\u2062')
      .replace(/\s+or\s+(?=(?:above|higher|up|upwards|below|lower|under)\b(?!\s*:))/giu, '\u2063')
      .split(/\s*(?:[,;/|&+]|\band\/or\b|\bincl\.|\b(?:and|or|nor|plus|as well as|including|und|oder|et|ou|y|o)\b)\s*/iu)
      .map((s) =>
        s
          .trim()
          .replace(/\u2060/gu, 'OR')
          .replace(/\u2061/gu, '+')
          .replace(/\u2062/gu, ' and ')
          .replace(/\u2063/gu, ' or '),
      )
      .filter(Boolean)
  );
}

export const formatList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
