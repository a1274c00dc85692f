import { EXCLUDE_SET, KEYWORDS, POSTFIX_KEYWORDS, STOPWORDS, TERM_SEPARATORS, type Polarity } from './offline-keywords.ts';
import { isFormula, isGuess, quoteSlashedCodes, rewriteForms } from './offline-forms.ts';
import { frontTrailingVerb } from './offline-trailing.ts';

/**
 * Keep/exclude terms read from plain-language column instructions, for the offline keyword matcher.
 * "keep SaaS, fintech; exclude agencies", "only CEO or founder", "not retail", "\"head of sales\"" …
 * A keyword (keep/only/include… or exclude/not/no/except…) sets the polarity of the words after it until
 * the next keyword or the end of the sentence; words before any keyword are keep terms.
 */
export type { Polarity } from './offline-keywords.ts';
export type Term = {
  /** As the user wrote it (minus filler words), for reasons. */
  display: string;
  /** Normalised tokens: stemmed words, or exact words for a quoted phrase. */
  tokens: string[];
  phrase: boolean;
  /**
   * The polarity was not said but assumed (keep): words before any keyword, in a sentence among others that
   * say nothing either ("sales org stays; marketing, finance all go" read without its verbs). Or the sentence said
   * it in a form the matcher cannot read for sure, whichever polarity: a question ("does the list include
   * Alaska?"), a spreadsheet formula, a bound ("Employees >= 50"), "Don't send me …", or a lone noun of rank that may
   * share the function before it ("sales managers and directors"). A match on such a term is a guess, never a
   * confident decision (ADR 0034).
   */
  assumed?: true;
};
export type OfflineTerms = { keep: Term[]; exclude: Term[] };

/** A lower-case list item: "sales managers", "directors", for the shared words of "sales managers and directors". */
const LOWER_CASE = /^[^\p{Lu}]*$/u;
/**
 * Nouns of rank that share the function before them: "sales managers and directors" are sales directors,
 * "marketing analysts and coordinators" marketing coordinators.
 */
const RANK_NOUNS = new Set(
  (
    'manager director lead head rep representative consultant analyst coordinator executive officer specialist associate ' +
    'assistant intern engineer administrator supervisor vp mgr dir'
  ).split(' '),
);
/** The joining words of a list ("sales managers and directors"), as opposed to its commas. */
const JOINING = /^(?:or|and|nor|plus|as well as|along with|y|ni|und|oder|et|ou|og|eller)$/iu;
/** "non-US", "non-EU", "non-G7": the group's acronym in capitals, taken with the other polarity. */
const NON_ACRONYM = /^\s*non[-\s]+(?=[A-Z][A-Z0-9]{1,4}\b)/u;
/** Negations that follow an exclude keyword over filler words only: "exclude countries that aren't in …". */
const NEGATING = new Set(['not', "isn't", "aren't", "doesn't", 'without', 'other than', 'except', 'excluding', 'none of']);
/**
 * Nouns that name no term of their own before a negation: "exclude countries that aren't in the G7", "remove any
 * account that isn't a manufacturer", "drop every record that's not in the Nordics".
 */
const PLACE_NOUNS =
  /\b(?:countries|country|markets?|regions?|nations?|territories|territory|accounts?|records?|entries|entry|every|each)\b/giu;
/** Words that carry no meaning of their own in instructions ("companies in", "the", "roles"). */
export function isFillerWord(word: string): boolean {
  return STOPWORDS.has(normalise(word));
}

const QUOTES = /"([^"]+)"|“([^”]+)”|„([^“”]+)[“”]|«\s*([^»]+?)\s*»|‘([^’]+)’|(?<![\p{L}\p{N}])'([^']+)'(?![\p{L}\p{N}])/gu;
/**
 * A mailbox name written with its "@" ("info@", "sales@"): the whole local part of an address, matched as a word
 * ("info@x.com"), never the start of another ("barbara@infosys.com"). An address ("john@acme.com") is left alone.
 */
const LOCAL_PART = /(?<![\p{L}\p{N}._%+-])([\p{L}\p{N}][\p{L}\p{N}._%+-]*)@(?![\p{L}\p{N}])/gu;
const PLACEHOLDER = /\u27e6(\d+)\u27e7/gu;

/** Lower case, accents removed (é→e, ß→ss), so "Société" and "societe" compare equal. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd');
}

export function tokenize(text: string): string[] {
  return normalise(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A light English stemmer: plurals only ("agencies"→"agency", "businesses"→"business", "CEOs"→"ceo"). */
export function stem(token: string): string {
  if (token.length <= 3) return token;
  if (token.endsWith('ies')) return `${token.slice(0, -3)}y`;
  if (token.endsWith('sses')) return token.slice(0, -2);
  if (/(?:x|ch|sh)es$/.test(token)) return token.slice(0, -2);
  if (token.endsWith('s') && !token.endsWith('ss') && !token.endsWith('us') && !token.endsWith('is')) return token.slice(0, -1);
  return token;
}

export function extractTerms(instructions: string): OfflineTerms {
  const phrases: string[] = [];
  const formula = isFormula(instructions);
  const quoted = quoteSlashedCodes(instructions.replace(LOCAL_PART, '"$1"'));
  const text = rewriteForms(
    quoted.replace(QUOTES, (...groups: unknown[]) => {
      const inner = groups.slice(1, 7).find((g): g is string => typeof g === 'string') ?? '';
      phrases.push(inner.trim());
      return ` \u27e6${phrases.length - 1}\u27e7 `;
    }),
  );

  const terms: OfflineTerms = { keep: [], exclude: [] };
  const seen = new Map<string, Term>();
  const add = (polarity: Polarity, term: Term | null, assumed: boolean) => {
    if (!term) return;
    const key = `${polarity}:${term.phrase ? '"' : ''}${term.tokens.join(' ')}`;
    const earlier = seen.get(key);
    // Said once is said: the same words kept plainly elsewhere in the instructions are not a guess.
    if (earlier) {
      if (!assumed) delete earlier.assumed;
      return;
    }
    if (assumed) term.assumed = true;
    seen.set(key, term);
    terms[polarity].push(term);
  };

  // Cut at the sentences' ends, remembering which asked a question, set a bound or said what not to send: their
  // words are guesses.
  const cut = text.split(/([;\n\r!?]+|\.(?=\s|$))/u);
  const asked = new Set<number>();
  const sentences: string[] = [];
  for (let i = 0; i < cut.length; i += 2) {
    const sentence = cut[i] ?? '';
    if (isGuess(sentence, cut[i + 1] ?? '')) asked.add(sentences.length);
    sentences.push(frontTrailingVerb(sentence, KEYWORDS));
  }
  // One sentence with no keyword is a plain list of what to keep ("SaaS, fintech"); two or more say nothing
  // about which of them keeps and which excludes, so their words are only assumed to keep.
  const silent = sentences.filter((sentence) => sentence.search(KEYWORDS) < 0 && wordTerm(sentence.replace(PLACEHOLDER, ' x ')) !== null);
  const guessing = silent.length > 1;
  sentences.forEach((sentence, index) => {
    for (const { polarity: segmentPolarity, body, said } of segments(sentence)) {
      let previous: { written: string; term: Term | null; joined: boolean } | null = null;
      for (const { written, joined } of listItems(body)) {
        if (!written) continue;
        const non = NON_ACRONYM.exec(written);
        const part = non ? written.slice(non[0].length) : written;
        const polarity = non ? (segmentPolarity === 'keep' ? 'exclude' : 'keep') : segmentPolarity;
        // A question or a formula says nothing for sure; nor does a sentence among silent others.
        const assumed = formula || asked.has(index) || (!said && !non && guessing);
        // A quoted phrase is a term of its own; the words around it are read as another term.
        for (const match of part.matchAll(PLACEHOLDER)) add(polarity, phraseTerm(phrases[Number(match[1])] ?? ''), assumed);
        const term = wordTerm(part.replace(PLACEHOLDER, ' '));
        const shared = polarity === 'keep' && joined && previous?.joined === false ? sharedWords(previous, part, term) : null;
        if (shared && term) {
          // "sales managers and directors": sales directors for sure, any director only perhaps.
          add(polarity, shared, assumed);
          add(polarity, term, true);
        } else add(polarity, term, assumed);
        previous = { written: part, term, joined };
      }
    }
  });
  return terms;
}

/**
 * A segment's list items, each with whether a joining word ("and", "or") came before it rather than a comma:
 * "SDRs, sales managers and directors" → SDRs, sales managers, (joined) directors.
 */
function listItems(body: string): Array<{ written: string; joined: boolean }> {
  const items: Array<{ written: string; joined: boolean }> = [];
  let joined = false;
  let rest = body;
  for (;;) {
    const separator = TERM_SEPARATORS.exec(rest);
    if (!separator) break;
    items.push({ written: rest.slice(0, separator.index), joined });
    joined = JOINING.test(separator[0]);
    rest = rest.slice(separator.index + separator[0].length);
  }
  items.push({ written: rest, joined });
  return items;
}

/**
 * The term a lone lower-case noun of rank gets from the item joined to it, when that item is lower-case words that
 * end in a noun of rank too ("sales managers and directors" → "sales directors"); null otherwise. Other lists share
 * nothing ("financial services and insurance", "United States and Canada").
 */
function sharedWords(previous: { written: string; term: Term | null }, written: string, term: Term | null): Term | null {
  if (!previous.term || previous.term.phrase || !term || term.tokens.length !== 1 || previous.term.tokens.length < 2) return null;
  if (!LOWER_CASE.test(previous.written) || !LOWER_CASE.test(written) || previous.written.includes('\u27e6')) return null;
  if (!RANK_NOUNS.has(previous.term.tokens.at(-1)!) || !RANK_NOUNS.has(term.tokens[0]!)) return null;
  const words = previous.term.display.split(' ');
  return {
    display: [...words.slice(0, -1), term.display].join(' '),
    tokens: [...previous.term.tokens.slice(0, -1), ...term.tokens],
    phrase: false,
  };
}

/** The sentence cut at its keywords; `said` is false for the words before the first one (their polarity is the default). */
function segments(sentence: string): Array<{ polarity: Polarity; body: string; said: boolean }> {
  const out: Array<{ polarity: Polarity; body: string; said: boolean }> = [];
  let polarity: Polarity = 'keep';
  let excluding = false;
  let last = 0;
  for (const match of sentence.matchAll(KEYWORDS)) {
    const body = sentence.slice(last, match.index);
    const postfix = POSTFIX_KEYWORDS[(match[1] ?? '').toLowerCase()];
    if (postfix) {
      // "… info@, support@ löschen": the words before the verb take its polarity; after it, the default again.
      out.push({ polarity: postfix, body, said: true });
      polarity = 'keep';
      excluding = false;
      last = match.index + match[0].length;
      continue;
    }
    out.push({ polarity, body, said: out.length > 0 });
    const keyword = (match[1] ?? '').toLowerCase().replace(/\s+/g, ' ');
    // "Exclude anything not in the EU", "exclude countries that aren't in the G7": two negations keep the EU.
    const doubled: boolean = excluding && NEGATING.has(keyword) && wordTerm(body.replace(PLACE_NOUNS, ' ')) === null;
    if (doubled) out[out.length - 1]!.body = '';
    // "Disqualify the rest, including Kentucky": an example of what the sentence excludes, not a new list to keep.
    const continued: boolean = excluding && keyword === 'including';
    polarity = (EXCLUDE_SET.has(keyword) && !doubled) || continued ? 'exclude' : 'keep';
    excluding = polarity === 'exclude';
    last = match.index + match[0].length;
  }
  out.push({ polarity, body: sentence.slice(last), said: out.length > 0 });
  return out;
}

function wordTerm(text: string): Term | null {
  const words = text.split(/[^\p{L}\p{N}]+/u).filter((w) => w && !STOPWORDS.has(normalise(w)));
  const tokens = words.flatMap((w) => tokenize(w)).map(stem);
  if (tokens.length === 0) return null;
  return { display: words.join(' '), tokens, phrase: false };
}

function phraseTerm(text: string): Term | null {
  const tokens = tokenize(text);
  return tokens.length ? { display: text, tokens, phrase: true } : null;
}

/** Prepared once per value: its tokens, stems and a padded string for phrase search. */
export type PreparedValue = { stems: string[]; padded: string };

export function prepareValue(value: string): PreparedValue {
  const tokens = tokenize(value);
  return { stems: tokens.map(stem), padded: ` ${tokens.join(' ')} ` };
}

/** A phrase must appear word for word; other terms need every word, as a word or the start of one (4+ letters). */
export function termMatches(term: Term, value: PreparedValue): boolean {
  if (term.phrase) return value.padded.includes(` ${term.tokens.join(' ')} `);
  return term.tokens.every((t) => value.stems.some((s) => s === t || (t.length >= 4 && s.startsWith(t))));
}

/**
 * How the offline matcher reads instructions, for the form to show beside them: 'keep: saas, fintech ·
 * exclude: agencies'. Null when it finds no term at all.
 */
export function describeTerms(instructions: string): string | null {
  const { keep, exclude } = extractTerms(instructions);
  const show = (terms: Term[]) => terms.map((t) => (t.phrase ? `"${t.display}"` : t.display)).join(', ');
  const parts = [keep.length ? `keep: ${show(keep)}` : '', exclude.length ? `exclude: ${show(exclude)}` : ''].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}
