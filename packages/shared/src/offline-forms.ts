import { KEYWORD_SET, STOPWORDS, TERM_SEPARATORS } from './offline-keywords.ts';

// Forms of writing the offline keyword matcher rewrites before it cuts instructions into sentences and terms
// (offline-terms.ts): negated verbs, abbreviations, bounds, codes, answers, contractions, greetings; and the
// sentences whose words it can only guess (a question, a bound, "Don't send me …", a spreadsheet formula).

/**
 * Negated keep verbs, rewritten to a plain exclude keyword before reading; "anything but X" to "except X", so
 * that "exclude everything except X" keeps X.
 */
const NEGATIONS: Array<[RegExp, string]> = [
  [/\b(?:do not|don't|dont|never|not|no)\s+(?:want|keep|include|target|allow|accept|select|pick|choose|need)\b/giu, ' exclude '],
  [/\bnot interested in\b/giu, ' exclude '],
  [/\b(?:do not|don't|don’t|dont|never)\s+forget(?:\s+about)?\b/giu, ' include '],
  [/\b(?:anything|everything|all|any)\s+(?:but|except)\b/giu, ' except '],
  // Spanish "solo" before an article or a noun of the brief means "only" ("Solo las companies de Alemania …");
  // "solo founders" stays English.
  [
    /(?<![\p{L}\p{N}])s[oó]lo\s+(?=(?:las|los|la|el|en|de|con|para|empresas|compañías|companias|contactos|personas|emails?|correos)(?![\p{L}\p{N}]))/giu,
    ' only ',
  ],
  // A hedge, not an exclusion: "I'm not sure we're ready for more than DACH, so let's say Germany … only".
  [/\bnot\s+(?:sure|certain|convinced)\b/giu, ' '],
  // A qualifier, not a kind to keep: "mfg only, any product" ("product" kept "Record Production"), "whatever the seniority".
  [/\b(?:any|whatever(?:\s+the)?|regardless\s+of(?:\s+the)?)\s+(?:products?|sizes?|seniorit(?:y|ies)|levels?|stages?)\b/giu, ' '],
];
/**
 * A bound, not a value: "excl. <50 and >500", "Employees >= 50" describe a range that the words of a value cannot
 * settle ("50-99" holds "50"). The number is dropped and the sentence's words are only guesses (BOUND_MARK).
 */
const BOUND = /(?:[<>≤≥]=?|=<|=>)\s*[$€£]?\d[\d,.]*\s*[kKmMbB]?(?![\p{L}\p{N}])/gu;
const BOUND_MARK = '\u2276';
/** Abbreviations of keywords, read before the sentences are cut at their periods: "excl. Baltics", "w/o". */
const ABBREVIATIONS: Array<[RegExp, string]> = [
  [/(?<![\p{L}\p{N}])excl\.?(?=\s|$|[,:;()])/giu, ' excluding '],
  [/(?<![\p{L}\p{N}])incl\.?(?=\s|$|[,:;()])/giu, ' including '],
  [/(?<![\p{L}\p{N}])w\/o(?![\p{L}\p{N}])/giu, ' without '],
];
/**
 * Two-letter codes in capitals joined by slashes ("DK/FI/IS/NO/SE", "CA/OR/WA"): each a name, never the keyword
 * "no", the separator "or" or the filler "is".
 */
const SLASHED_CODES = /(?<![\p{L}\p{N}])[A-Z]{2}(?:\s*\/\s*[A-Z]{2})+(?![\p{L}\p{N}])/gu;
/**
 * "no" answering the question of the line before ("Dana: does the list include Alaska?\nJosh: no, just California"):
 * an answer, not a negation of what follows.
 */
const ANSWER_NO = /(\?[^\S\n]*\n[^\S\n]*(?:[\p{L}][\p{L}\p{N} ._'-]{0,30}:[^\S\n]*)?)(?:no|nope|nah)[^\S\n]*([,.;:!—–-])/giu;
/** A spreadsheet formula ("=IF(OR(State=\"CA\", …), \"keep\", \"remove\")"): its words are guesses, never confident terms. */
const FORMULA = /(?:^|\n)\s*=\s*[A-Z][A-Z.]*\s*\(/u;
/**
 * A question ("does real estate count as financial services?", "is it just DACH?") asks; it does not say what to
 * keep, unless it is a request ("Hi Tom, could you keep the G7 companies?", "is it possible to keep only …?").
 */
const REQUEST = /\b(?:(?:can|could|would|will)\s+(?:you|we|u)|is\s+it\s+possible|please|pls|plz)\b/iu;
/**
 * "Don't send me anything that isn't a manufacturer, wholesalers included": negations over negations with examples
 * of either side, which a word matcher reads wrong as often as right; such a sentence's words are guesses.
 */
const DONT_SEND = /^\s*(?:do\s+not|don't|dont|never)\s+send\b/iu;
/**
 * "I'd", "it's", "we're": the contraction's tail is no word ("I’d remove Mexico" kept "D.C." on its "d"). A curly
 * apostrophe inside a word is read as a straight one first ("isn’t", "don’t").
 */
const CURLY_APOSTROPHE = /(?<=\p{L})’(?=\p{L})/gu;
const CONTRACTION = /(?<=\p{L})['’](?:d|s|m|re|ve|ll)(?![\p{L}\p{N}])/giu;
/**
 * A greeting that opens a message ("Hi, …", "Hello Pieter, …"): not a term ("Hi" would keep Hawaii). Case matters:
 * "HI, AK only" names states.
 */
const GREETING = /^\s*(?:[Hh]i|[Hh]ey|[Hh]ello|HELLO|[Dd]ear|[Gg]ood morning|[Mm]orning)\b[^,.!?\n]{0,40}[,.!?\n]/u;
/** Example markers continue the list they belong to. */
const LIST_MARKERS = /\b(?:e\.g\.?|i\.e\.?|etc\.?|for example|for instance|such as|like)(?=\s|$|[,:;])/giu;

/** A code the reading would lose: a keyword ("NO"), a separator ("OR") or a filler word ("IS", "AT"). */
export function isLostWord(code: string): boolean {
  const word = code.toLowerCase();
  return STOPWORDS.has(word) || new RegExp(`^(?:${TERM_SEPARATORS.source})$`, 'iu').test(word) || KEYWORD_SET.has(word);
}

/** Two-letter codes joined by slashes that the reading would lose, quoted ("DK/IS/NO" → DK/"IS"/"NO"). Before quotes are read. */
export function quoteSlashedCodes(text: string): string {
  return text.replace(SLASHED_CODES, (codes) => codes.replace(/[A-Z]{2}/gu, (code) => (isLostWord(code) ? `"${code}"` : code)));
}

/** The forms rewritten to what the matcher reads, after quoted phrases are set aside. */
export function rewriteForms(text: string): string {
  let out = text
    .replace(BOUND, ` ${BOUND_MARK} `)
    .replace(GREETING, ' ')
    .replace(ANSWER_NO, '$1 $2')
    .replace(CURLY_APOSTROPHE, "'")
    .replace(CONTRACTION, '');
  for (const [abbreviation, keyword] of ABBREVIATIONS) out = out.replace(abbreviation, keyword);
  for (const [negation, keyword] of NEGATIONS) out = out.replace(negation, keyword);
  return out.replace(LIST_MARKERS, ',');
}

/** A spreadsheet formula: every word of the instructions is a guess. */
export function isFormula(instructions: string): boolean {
  return FORMULA.test(instructions);
}

/** A sentence whose words are guesses: a question that is no request, a bound, "Don't send me …". `end` is what ended it. */
export function isGuess(sentence: string, end: string): boolean {
  const question = end.includes('?') && !REQUEST.test(sentence);
  return question || sentence.includes(BOUND_MARK) || DONT_SEND.test(sentence);
}
