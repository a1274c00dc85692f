/**
 * Typing slips in the words the reader knows (ADR 0034): "compnies", "manufacturng", "Europen Union",
 * "Germnay". A word is corrected only when the slip is one of the common ones — a letter left out, two letters
 * swapped, a letter doubled — and nothing else the reader knows is near it: no other known word one edit away,
 * and none two edits away unless it is of the same word family ("manufacturer" beside "manufacturing"). A
 * slip into another real name ("Zambja": Zambia or Gambia) or a word the reader does not know at all stays as
 * written, and the reader refuses it. Short words (under 7 letters) and codes in capitals are never touched:
 * "baking" is not "banking", "OR" is not "or".
 */
import { placeAliases } from './concepts.ts';
import { INDUSTRY_WORDS, naicsTitles } from './industries.ts';
import { DEMONYM_WORDS } from './place-words.ts';
import { capitalCities, COUNTRY_GROUPS, countryNames, STATE_GROUPS, subdivisionNames } from './places-data.ts';
import { FILLER } from './reader-filler.ts';
import { fold, root, stem } from './text.ts';
import { FUNCTION_PATTERNS } from './title-functions.ts';
import { IC_WORDS, LEVEL_PATTERNS } from './title-patterns.ts';

const MIN = 7;
/**
 * Six-letter words ("Africa", "Israel", "France") are corrected from two neighbours swapped only ("Afirca",
 * "Isreal"): a letter left out or doubled in so short a word is as likely another word ("baking", "banking").
 */
const SHORT = 6;
/** The shortest word corrected as part of a two-word name. */
const PAIRED = 4;
/** Words of the reader's own vocabulary a slip may be corrected to. */
const targets = new Set<string>();
/** Whole one-word names and words ("africa", "african"; not "africka", a word of a longer translated name). */
const wholeWords = new Set<string>();
/** Every word the reader knows, targets and the rest (NAICS titles, title patterns): never corrected, and near one of them no slip is. */
const known = new Set<string>();
/** Two-word names ("european union", "united states"), corrected as one: "Europen Union" is one edit from one name. */
const pairs = new Set<string>();

const addWords = (text: string, target: boolean) => {
  const folded = fold(text);
  for (const w of folded.split(' ')) {
    if (!/^\p{L}+$/u.test(w)) continue;
    // A singular is as known as its plural ("customer" beside the filler word "customers").
    known.add(w).add(stem(w));
    if (target && w.length >= MIN) targets.add(w);
  }
  if (target && /^\p{L}+$/u.test(folded)) wholeWords.add(folded);
  if (target && folded.split(' ').length === 2 && folded.length >= MIN) pairs.add(folded);
};
const TYPED =
  'executive executives director directors manager managers founder founders cofounder cofounders president presidents officer officers ' +
  'owners partner partners supervisor supervisors contributor contributors interns assistant assistants leadership seniority ' +
  'marketing finance financial engineering operations product salespeople recruiting procurement purchasing analytics ' +
  'personal private business corporate professional freemail webmail address addresses emails domains mailboxes inboxes generic shared functional ' +
  'hotmail outlook protonmail exclude excluding include including remove except outside without targeting ' +
  // Field nouns of sizes and industries ("empolyees 50-500", "manufacturing industy"): seventh pass.
  'employees employee industry industries revenue turnover ' +
  // Ninth pass: "provders", "offical".
  'providers official' +
  // Eleventh pass: "inclusve".
  ' inclusive';
for (const w of [...FILLER, ...TYPED.split(' ')]) addWords(w, true);
for (const names of [
  countryNames.keys(),
  subdivisionNames.keys(),
  capitalCities.keys(),
  DEMONYM_WORDS,
  placeAliases(),
  Object.keys(INDUSTRY_WORDS),
])
  for (const name of names) addWords(name, true);
for (const g of [...COUNTRY_GROUPS, ...STATE_GROUPS]) addWords(g.label, true);
// Eleventh pass: two-word names the tables hold only in other forms ("Sout American", "EU memeber states").
for (const name of ['south american', 'north american', 'central american', 'member state', 'member states']) addWords(name, true);
for (const title of naicsTitles.values()) addWords(title, false);
for (const pattern of [...FUNCTION_PATTERNS.map(([, p]) => p), ...LEVEL_PATTERNS.map(([, p]) => p), IC_WORDS])
  for (const w of pattern.source.match(/[a-z]{4,}/g) ?? []) known.add(w).add(stem(w));

/** Optimal string alignment distance, or 3 when it is above 2. */
function distance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      least = Math.min(least, d);
    }
    if (least > 2) return 3;
    [before, prev] = [prev, row];
  }
  return prev[b.length]!;
}

/** Words this long take one stray letter typed in ("fincancial") or one vowel typed for another ("directer"). */
const LONG = 8;
const VOWEL = /[aeiouy]/u;
/**
 * A common slip from `word` to `typed`: one letter left out, two neighbours swapped, or one letter doubled — and
 * in words of LONG letters or more, one stray letter typed in or one vowel typed for another (seventh pass).
 */
function commonSlip(word: string, typed: string): boolean {
  if (typed.length === word.length - 1) return [...word].some((_, i) => word.slice(0, i) + word.slice(i + 1) === typed);
  if (typed.length === word.length + 1)
    return [...typed].some(
      (c, i) => (word.length >= LONG ? i > 0 : i > 0 && c === typed[i - 1]) && typed.slice(0, i) + typed.slice(i + 1) === word,
    );
  if (typed.length !== word.length) return false;
  const diff = [...word].flatMap((c, i) => (c === typed[i] ? [] : [i]));
  if (diff.length === 1 && word.length >= LONG) return VOWEL.test(word[diff[0]!]!) && VOWEL.test(typed[diff[0]!]!);
  return diff.length === 2 && diff[1] === diff[0]! + 1 && word[diff[0]!] === typed[diff[1]!] && word[diff[1]!] === typed[diff[0]!];
}

/** Every word one common slip away from `word` (the variants `commonSlip` accepts). */
function slips(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) {
    out.push(word.slice(0, i) + word.slice(i + 1), word.slice(0, i + 1) + word.slice(i));
    if (i + 1 < word.length) out.push(word.slice(0, i) + word[i + 1]! + word[i]! + word.slice(i + 2));
  }
  return out;
}

/**
 * Whether `typed` could be two common slips from `word` ("coutries" is not from "Castries": that takes two
 * letters changed, a slip this pass never corrects, so it is no rival of "countries").
 */
const twoSlips = (word: string, typed: string) => slips(word).some((x) => commonSlip(x, typed));

/** Words of one family: "manufacturer" and "manufacturing", "europe" and "european", "director" and "directors". */
function family(a: string, b: string): boolean {
  const [x, y] = [root(stem(a.split(' ').at(-1)!)), root(stem(b.split(' ').at(-1)!))];
  return x === y || (Math.min(x.length, y.length) >= 5 && (x.startsWith(y) || y.startsWith(x)));
}

/**
 * The one word `typed` is a slip of, or undefined: no other known word may be one edit away, nor another word
 * it could be corrected to two edits away unless of the same family ("Austrain": Austrian or Australian).
 */
function correction(typed: string, vocabulary: Iterable<string>, corrections: Set<string>): string | undefined {
  const near = [...vocabulary].map((w) => [w, distance(typed, w)] as const).filter(([, d]) => d <= 2);
  const slips = near.filter(([w, d]) => d === 1 && corrections.has(w) && w[0] === typed[0] && commonSlip(w, typed));
  if (slips.length !== 1) return undefined;
  const [word] = slips[0]!;
  const others = near.filter(([w]) => w !== word);
  if (others.some(([w, d]) => d === 1 || (corrections.has(w) && !family(w, word) && twoSlips(w, typed)))) return undefined;
  return word;
}

const isKnown = (w: string) => known.has(w) || known.has(stem(w));
const WORD = /\p{L}+/gu;

/** The instruction with its typing slips corrected; everything else as written. */
export function correctTypos(text: string): string {
  const words = [...text.matchAll(WORD)];
  // "countrys", "companys": a plural written with -ys for -ies (its stem "country" counts as known, so it is read first).
  const ies = (w: string) => /^(\p{L}{3,}[^aeiouy])ys$/u.exec(w)?.[1];
  const plural = (w: string) => ies(w) !== undefined && !known.has(w) && isKnown(`${ies(w)}ies`);
  // Words of 4 or 5 letters are corrected only as part of a two-word name ("Souht America"), below.
  const unknown = words.filter(
    (m) => m[0].length >= PAIRED && !/^\p{Lu}+$/u.test(m[0]) && (!isKnown(m[0].toLowerCase()) || plural(m[0].toLowerCase())),
  );
  if (unknown.length === 0) return text;
  const fixes = new Map<number, [number, string]>();
  for (const m of unknown) {
    const typed = m[0].toLowerCase();
    const at = words.indexOf(m);
    if (plural(typed)) {
      fixes.set(m.index, [m.index + m[0].length, `${ies(typed)}ies`]);
      continue;
    }
    // A two-word name first: "Europen Union", "Untied States", "Souht America" are one slip from one name, and a
    // name of two words is no other word (short words alone are left: "Untied" is a word, "Asain" as likely "Asian").
    const next = words[at + 1];
    const pair = next && /^\s+$/u.test(text.slice(m.index + m[0].length, next.index)) ? `${typed} ${next[0].toLowerCase()}` : undefined;
    const name = pair ? correction(pair, pairs, pairs) : undefined;
    if (name) {
      fixes.set(m.index, [next!.index + next![0].length, name]);
      continue;
    }
    if (typed.length < SHORT) continue;
    if (typed.length === SHORT) {
      // Only whole words are corrected to, and only they are rivals: a word of a longer foreign name ("africka")
      // is no word anyone types alone. Longer words are rivals too ("Asutra" may be a slip of one), and then it is left.
      const word = correction(typed, known, wholeWords);
      if (word?.length === SHORT) fixes.set(m.index, [m.index + m[0].length, word]);
      continue;
    }
    // A plural whose singular is the slip ("manufactuers"): the singular is corrected, and read as the word.
    const single = stem(typed);
    const word =
      correction(typed, known, targets) ??
      (single !== typed && single.length >= MIN && !isKnown(single) ? correction(single, known, targets) : undefined);
    if (word) fixes.set(m.index, [m.index + m[0].length, word]);
  }
  let out = '';
  let from = 0;
  for (const [start, [end, word]] of [...fixes].sort(([a], [b]) => a - b)) {
    const written = text.slice(start, end);
    out += text.slice(from, start) + (/^\p{Lu}/u.test(written) ? word.replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : word);
    from = end;
  }
  return out + text.slice(from);
}
