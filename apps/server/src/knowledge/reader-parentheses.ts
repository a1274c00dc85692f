/**
 * Parentheses that spell out or narrow what precedes them (ADR 0034, docs/product.md). Dropping them as asides read "Iceland and
 * their territories (Faroes, Greenland, Åland)" as Iceland alone and "tech (software + IT services only, no
 * hardware)" as all of tech: confident mistakes. reader-framing.ts asks here first; anything not settled here
 * is still the aside (or the bounds, exception or addition) it was.
 */
import { FILLER } from './reader-filler.ts';
import { EXCLUDE_LEAD } from './reader-leads.ts';
import { splitList } from './text.ts';

/** The kinds of thing words name ("place", "industry"), none when they name nothing the rules know. */
export type KindsOf = (text: string) => string[];

/** Examples and hedges: what follows does not say what the item is, so the parenthesis stays an aside. */
const EXAMPLES =
  /^\s*(?:e\.?g\.?|i\.?e\.?|for\s+example|for\s+instance|such\s+as|like|mostly|mainly|esp\.?|especially|typically|usually|ideally)\b/iu;
const ONLY = /\bonly\b/iu;
/**
 * Words of a head that names only a category, to be spelled out by its list ("their territories", "top-level
 * execs"): the filler words and a few nouns of kind. A head with any other word ("fast-growing companies")
 * carries a condition of its own and is not replaced.
 */
const VAGUE = new Set(
  'top top-level senior execs executives leaders leadership folks types kinds sorts titles roles personas dependencies possessions self-governing autonomous'.split(
    ' ',
  ),
);
const vague = (head: string) =>
  head
    .toLowerCase()
    .split(/\s+/u)
    .filter(Boolean)
    .every((w) => FILLER.has(w) || VAGUE.has(w));

/** Every entry of a list names something ("software, no hardware": an exception names hardware). */
const entries = (list: string) => splitList(list).map((e) => e.replace(/^(?:no|not|non|except|excluding|excl\.?|without)(?:\s+|-)/iu, ''));
const names = (list: string, kindsOf: KindsOf) => entries(list).length > 0 && entries(list).every((e) => kindsOf(e).length > 0);
/** The head and every entry can be read as one kind ("software (B2B only)": an industry and an email kind). */
const sameKind = (head: string, list: string, kindsOf: KindsOf) =>
  kindsOf(head).some((k) => entries(list).every((e) => kindsOf(e).includes(k)));

/** The last item before the parenthesis ("Iceland and their territories" → "their territories") and what is before it. */
export function lastItem(before: string, stripLead: (text: string) => string): { prefix: string; head: string } {
  const chunkAt = Math.max(before.search(/[^,;:—]*$/u), 0);
  const chunk = before.slice(chunkAt);
  // "+" between spaced words only: "Dir+" is a bound, not a list.
  const list = /^(.*(?:\s(?:and|or|plus)\s|\s\+\s|\s*[&/]\s*))(.*)$/iu.exec(chunk);
  const piece = list ? list[2]! : chunk;
  const head = stripLead(piece.trim()).trim();
  const headAt = before.length - piece.length + piece.lastIndexOf(head);
  return head ? { prefix: before.slice(0, headAt), head } : { prefix: before, head: '' };
}

/**
 * `[text before, text for the parenthesis]` when the parenthesis narrows or spells out its head, else undefined.
 * - "X (… only …)" narrows X to what it names: the parenthesis, without "only", stands for X.
 * - "(A, B, C)" whose every entry names something: after a head that only names a category it stands for the
 *   head; after a head that names something itself both are read (the list adds what the head may leave out).
 */
export function spellOut(
  inner: string,
  before: string,
  kindsOf: KindsOf,
  stripLead: (text: string) => string,
  outside: (head: string, list: string) => boolean,
  opened: boolean,
): [string, string] | undefined {
  // "remove anything outside the EU (not Norway)": Norway kept or out too is not said (below); left unread, and refused.
  if (negatedOutside(inner, before))
    return /\beither\s*$/iu.test(inner)
      ? [before, `; ${inner.replace(/^\s*(?:no|not|without)\s+|\s+either\s*$/giu, '')} are out; `]
      : [before, ' ambiguous-aside '];
  if (EXAMPLES.test(inner)) return undefined;
  const { prefix, head } = lastItem(before, stripLead);
  if (ONLY.test(inner)) {
    const narrowed = inner
      .replace(/\bonly\b/giu, ' ')
      .replace(/\s+/gu, ' ')
      .trim();
    if (!narrowed) return undefined;
    // "software companies (B2B only)": a condition the head keeps, not a list that stands for it — left beside
    // the head as one item, which the reader then refuses rather than passing over.
    const fits = names(narrowed, kindsOf) && (!head || vague(head) || sameKind(head, narrowed, kindsOf));
    return fits ? [prefix, ` ${narrowed} `] : [before.trimEnd(), ` ${narrowed} `];
  }
  if (!names(inner, kindsOf)) return undefined;
  // No head at all ("Dir+ (…)" leaves none): an aside, as before.
  if (!head) return undefined;
  // Replaced only after an opening ("Keep …", "Only …"), as a dash list is: "Headquarters (US State)" is a header.
  // A code in capitals is a name, not a filler word: "DK/SE/NO/FI/IS (+ FO, GL, AX)" replaced Iceland ("IS").
  const code = /^\p{Lu}{2,3}$/u.test(head) && kindsOf(head).length > 0;
  if (vague(head) && !code) return opened ? [prefix, ` ${inner} `] : undefined;
  // "DACH (Germany, Austria, Switzerland)" restates its head: an aside. "the EU (DE, FR, UK)" names a place
  // outside it, which dropped would be excluded against the writer's own list: both are read.
  return sameKind(head, inner, kindsOf) && outside(head, inner) ? [before, ` , ${inner} `] : undefined;
}

/**
 * "(no pharma, insurers)", "(not the UK, Norway)": a negation at the start of a parenthesis covers every entry of its
 * list (read as items of the sentence, the second entry was kept). A parenthesis with numbers is left as written.
 */
export function negatedList(inner: string): string {
  const negated = /^\s*(no|not|without)\s+(?=\S)/iu.exec(inner);
  if (!negated || /\d/u.test(inner)) return inner;
  return inner
    .slice(negated[0].length)
    .split(/\s*,\s*|\s+(?:and|or)\s+/iu)
    .filter((e) => e.trim())
    .map((e) => `${negated[1]} ${e.replace(/^(?:no|not|without)\s+/iu, '')}`)
    .join(', ');
}

/**
 * "remove anything outside the EU (not Norway)", "don't send me anything outside CA, OR or WA (not Nevada)": a negated
 * aside after an exclusion of what is outside may be an exception (Norway kept) or say that Norway goes too. Read as an
 * exception it kept Nevada; it is left unread (spellOut), and the column refused. With "either" ("(no British or Swiss ones
 * either)") it says they go too, and they are excluded.
 */
const OUTSIDE_WORDS = /\b(?:outside|isn't|aren't|is\s+not|are\s+not|not\s+(?:based|located|headquartered)\s+in)\b/iu;
function negatedOutside(inner: string, before: string): boolean {
  const clause = before
    .split(/[\n;.!?]/u)
    .at(-1)!
    .trim();
  return /^\s*(?:no|not|without)\b/iu.test(inner) && OUTSIDE_WORDS.test(clause) && EXCLUDE_LEAD.test(clause);
}
