/**
 * Thirteenth pass (ADR 0034): a reference back with its count (README.md, "Thirteenth pass") — "Germany plus Austria and
 * Switzerland. Those three, nothing else", "companies headquartered in Germany, Austria or Switzerland. Companies outside
 * those three countries are out", "the Census Bureau's Midwest, those twelve states only". The count says which words
 * it points back at (and a count before a group and its list, "the three West Coast states, California, …", is checked
 * against the group as "(3 states)" is): the last list of names before it (outside parentheses), when it has exactly that many entries,
 * every one a name the rules read,
 * or a group right before it, checked against the group's size as "(12 states)" is (reader-framing.ts). A reference
 * without a count ("those countries", "keep those"), with a count no list before it has, or to a list of words the rules
 * do not read is left as written, and refused.
 */
import { numberWords } from './number-words.ts';
import { readItem, trimFiller } from './reader-items.ts';

const NOUN = String.raw`(?:countries|states|markets|regions|provinces|nations|ones)`;
/** "<group>, those twelve states only,": the count restates the group right before it. */
const APPOSITION = new RegExp(
  String.raw`(\p{L}[\p{L}'’ -]*?),\s+(?:those|these|the)\s+(\p{L}+|\d{1,2})\s+(${NOUN})(\s+only)?(?=\s*[,;.]|\s*$)`,
  'giu',
);
/** "those three", "these 3 countries". */
const THOSE = new RegExp(String.raw`\b(?:those|these)\s+(\p{L}+|\d{1,2})(?:\s+${NOUN})?\b`, 'giu');
/** A run of names before the reference: capitalised words, joined by commas, "and", "or", "plus". */
const NAME = String.raw`(?:the\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3}`;
const NAMES = new RegExp(String.raw`${NAME}(?:\s*(?:,|\band\b|\bor\b|\bplus\b|&)\s*${NAME})+`, 'gu');

const count = (word: string) => {
  const n = Number(numberWords(word.toLowerCase()));
  return Number.isInteger(n) && n >= 2 && n <= 60 ? n : undefined;
};

/** The last list of exactly `n` names the rules read in `before`, as written. */
function antecedent(before: string, n: number): string | undefined {
  // A list in parentheses is an aside ("(not Nevada, not Alaska or Hawaii)"), not what the writer points back at.
  const lists = [...before.replace(/\([^()]*\)/gu, ' ').matchAll(NAMES)].map((m) => m[0]);
  const last = lists.at(-1);
  if (!last) return undefined;
  const entries = last.split(/\s*(?:,|\band\b|\bor\b|\bplus\b|&)\s*/u).filter(Boolean);
  return entries.length === n && entries.every((e) => readItem(trimFiller(e)).length > 0)
    ? `${entries.slice(0, -1).join(', ')} and ${entries.at(-1)}`
    : undefined;
}

/** "the three West Coast states, California, Oregon and Washington": the count beside the group, before its list. */
const COUNTED_BEFORE_LIST = new RegExp(
  String.raw`\bthe\s+(\p{L}+|\d{1,2})\s+((?:\p{Lu}[\p{L}-]*\s+){1,3})(${NOUN})(?=\s*,\s*\p{Lu})`,
  'gu',
);

export function references(text: string): string {
  let t = text.replace(COUNTED_BEFORE_LIST, (m: string, n: string, group: string, noun: string) =>
    count(n) ? `the ${group}${noun} (${count(n)} ${noun})` : m,
  );
  t = t.replace(APPOSITION, (m: string, head: string, n: string, noun: string, only: string | undefined) =>
    count(n) ? `${head} (${count(n)} ${noun})${only ?? ''}` : m,
  );
  t = t.replace(THOSE, (m: string, n: string, at: number, all: string) => {
    const k = count(n);
    const list = k ? antecedent(all.slice(0, at), k) : undefined;
    return list ?? m;
  });
  return t;
}

const CONTINENTS = ['Africa', 'Asia', 'Europe', 'North America', 'South America', 'Oceania'];
const CONTINENT_WORDS = new Map<string, string>([
  ...CONTINENTS.map((c) => [c.toLowerCase(), c] as [string, string]),
  ['african', 'Africa'],
  ['asian', 'Asia'],
  ['european', 'Europe'],
  ['south american', 'South America'],
  ['north american', 'North America'],
]);
const THE_CONTINENT = /\b(?:the\s+(?:whole|entire)\s+|the\s+)continent\b/giu;

/**
 * Sixteenth pass: "the continent" in "Only keep leads in South America: Brazil, … and the rest of the continent", "remove
 * any lead from outside the continent", "the entire continent and its island states" is the one continent the text
 * names (by name or adjective); with none or two it is left as written, and refused.
 */
export function continentReference(text: string): string {
  // search, not test: a global pattern's test() would start the next text where this one's match ended.
  if (text.search(THE_CONTINENT) < 0) return text;
  const named = new Set<string>();
  for (const m of text.matchAll(/\b(?:south\s+american?|north\s+american?|african?|asian?|europe(?:an)?|oceania)\b/giu)) {
    const continent = CONTINENT_WORDS.get(m[0].toLowerCase().replace(/\s+/gu, ' '));
    if (continent) named.add(continent);
  }
  return named.size === 1 ? text.replace(THE_CONTINENT, [...named][0]!) : text;
}
