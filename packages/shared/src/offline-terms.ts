import { frontTrailingVerb } from './offline-trailing.ts';

/**
 * Keep/exclude terms read from plain-language column instructions, for the offline keyword matcher.
 * "keep SaaS, fintech; exclude agencies", "only CEO or founder", "not retail", "\"head of sales\"" …
 * A keyword (keep/only/include… or exclude/not/no/except…) sets the polarity of the words after it until
 * the next keyword or the end of the sentence; words before any keyword are keep terms.
 */
export type Polarity = 'keep' | 'exclude';
export type Term = {
  /** As the user wrote it (minus filler words), for reasons. */
  display: string;
  /** Normalised tokens: stemmed words, or exact words for a quoted phrase. */
  tokens: string[];
  phrase: boolean;
  /**
   * The polarity was not said but assumed (keep): words before any keyword, in a sentence among others that
   * say nothing either ("sales org stays; marketing, finance all go" read without its verbs). A match on such a
   * term is a guess, never a confident decision (ADR 0034).
   */
  assumed?: true;
};
export type OfflineTerms = { keep: Term[]; exclude: Term[] };

const KEEP_KEYWORDS = [
  'keep only',
  'only keep',
  'keep',
  'keeps',
  'include',
  'includes',
  'including',
  'only',
  'must be',
  'must have',
  'must contain',
  'must include',
  'should be',
  'should have',
  'should contain',
  'has to be',
  'needs to be',
  'target',
  'targeting',
  'want',
  'prefer',
  'preferably',
  'allow',
  'accept',
  'match',
  'matching',
  'qualify',
  'yes',
  'focus on',
  'looking for',
  'interested in',
  'retain',
  'select',
];
const EXCLUDE_KEYWORDS = [
  'exclude',
  'excludes',
  'excluding',
  'except',
  'not',
  'no',
  'never',
  'without',
  'remove',
  'drop',
  'reject',
  'skip',
  'avoid',
  'ignore',
  'discard',
  'disqualify',
  'dq',
  'take out',
  'take off',
  'strip out',
  'eliminate',
  'forget',
  'purge',
  "isn't",
  "aren't",
  "doesn't",
  'filter out',
  'rule out',
  'leave out',
  'weed out',
  'get rid of',
  'delete',
  'other than',
  'none of',
];

/**
 * Negated keep verbs, rewritten to a plain exclude keyword before reading; "anything but X" to "except X", so
 * that "exclude everything except X" keeps X.
 */
const NEGATIONS: Array<[RegExp, string]> = [
  [/\b(?:do not|don't|dont|never|not|no)\s+(?:want|keep|include|target|allow|accept|select|pick|choose|need)\b/giu, ' exclude '],
  [/\bnot interested in\b/giu, ' exclude '],
  [/\b(?:do not|don't|don’t|dont|never)\s+forget(?:\s+about)?\b/giu, ' include '],
  [/\b(?:anything|everything|all|any)\s+(?:but|except)\b/giu, ' except '],
];
/** "non-US", "non-EU", "non-G7": the group's acronym in capitals, taken with the other polarity. */
const NON_ACRONYM = /^\s*non[-\s]+(?=[A-Z][A-Z0-9]{1,4}\b)/u;
/** Negations that follow an exclude keyword over filler words only: "exclude countries that aren't in …". */
const NEGATING = new Set(['not', "isn't", "aren't", "doesn't", 'without', 'other than', 'except', 'excluding', 'none of']);
/** Nouns that name no term of their own before a negation: "exclude countries that aren't in the G7". */
const PLACE_NOUNS = /\b(?:countries|country|markets?|regions?|nations?|territories|territory)\b/giu;
/**
 * A greeting that opens a message ("Hi, …", "Hello Pieter, …"): not a term ("Hi" would keep Hawaii). Case matters:
 * "HI, AK only" names states.
 */
const GREETING = /^\s*(?:[Hh]i|[Hh]ey|[Hh]ello|HELLO|[Dd]ear|[Gg]ood morning|[Mm]orning)\b[^,.!?\n]{0,40}[,.!?\n]/u;
/** Example markers continue the list they belong to. */
const LIST_MARKERS = /\b(?:e\.g\.?|i\.e\.?|etc\.?|for example|for instance|such as|like)(?=\s|$|[,:;])/giu;

const STOPWORDS = new Set(
  (
    'a an the and or of in on at to for from with by as is are be been being was were that which who whom whose this these ' +
    'those any all some their its our we i you they them there here such very more less than also etc eg ie please should ' +
    'must would could can may might will shall have has had do does did if then so just but plus nor ' +
    'value values column columns field row rows lead leads contact contacts company companies business businesses firm ' +
    'firms organisation organisations organization organizations org orgs people person persons someone anyone anything ' +
    'everything something role roles title titles job jobs position positions industry industries sector sectors type ' +
    'types kind kinds based located related working like similar other others ones one'
  ).split(' '),
);

/** Words that carry no meaning of their own in instructions ("companies in", "the", "roles"). */
export function isFillerWord(word: string): boolean {
  return STOPWORDS.has(normalise(word));
}

const TERM_SEPARATORS = /[,/|&+]|\b(?:or|and|nor|but|plus|as well as|along with|versus|vs)\b/iu;
const keywordPattern = (words: string[]) =>
  words
    .slice()
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
    .join('|');
const KEYWORDS = new RegExp(`(?<![\\p{L}\\p{N}'])(${keywordPattern([...KEEP_KEYWORDS, ...EXCLUDE_KEYWORDS])})(?![\\p{L}\\p{N}'])`, 'giu');
const EXCLUDE_SET = new Set(EXCLUDE_KEYWORDS);
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
  let text = instructions.replace(LOCAL_PART, '"$1"').replace(QUOTES, (...groups: unknown[]) => {
    const inner = groups.slice(1, 7).find((g): g is string => typeof g === 'string') ?? '';
    phrases.push(inner.trim());
    return ` \u27e6${phrases.length - 1}\u27e7 `;
  });
  text = text.replace(GREETING, ' ');
  for (const [negation, keyword] of NEGATIONS) text = text.replace(negation, keyword);
  text = text.replace(LIST_MARKERS, ',');

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

  const sentences = text.split(/[;\n\r!?]+|\.(?=\s|$)/u).map((sentence) => frontTrailingVerb(sentence, KEYWORDS));
  // One sentence with no keyword is a plain list of what to keep ("SaaS, fintech"); two or more say nothing
  // about which of them keeps and which excludes, so their words are only assumed to keep.
  const silent = sentences.filter((sentence) => sentence.search(KEYWORDS) < 0 && wordTerm(sentence.replace(PLACEHOLDER, ' x ')) !== null);
  const guessing = silent.length > 1;
  for (const sentence of sentences) {
    for (const { polarity: segmentPolarity, body, said } of segments(sentence)) {
      for (const written of body.split(TERM_SEPARATORS)) {
        if (!written) continue;
        const non = NON_ACRONYM.exec(written);
        const part = non ? written.slice(non[0].length) : written;
        const polarity = non ? (segmentPolarity === 'keep' ? 'exclude' : 'keep') : segmentPolarity;
        // A quoted phrase is a term of its own; the words around it are read as another term.
        const assumed = !said && !non && guessing;
        for (const match of part.matchAll(PLACEHOLDER)) add(polarity, phraseTerm(phrases[Number(match[1])] ?? ''), assumed);
        add(polarity, wordTerm(part.replace(PLACEHOLDER, ' ')), assumed);
      }
    }
  }
  return terms;
}

/** The sentence cut at its keywords; `said` is false for the words before the first one (their polarity is the default). */
function segments(sentence: string): Array<{ polarity: Polarity; body: string; said: boolean }> {
  const out: Array<{ polarity: Polarity; body: string; said: boolean }> = [];
  let polarity: Polarity = 'keep';
  let excluding = false;
  let last = 0;
  for (const match of sentence.matchAll(KEYWORDS)) {
    const body = sentence.slice(last, match.index);
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
