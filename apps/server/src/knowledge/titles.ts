/**
 * Job titles: seniority and function from the words and abbreviations of a title, in English, German,
 * French and Spanish. Word lists are typed here (no maintained package carries them); README.md lists them.
 * A title can hold several roles ("Chief Operating Officer and Executive Vice President"): it has the most
 * senior of them. A phrase whose level is uncertain ("Managing Director", "General Manager") gives a range of
 * levels; a criterion whose threshold falls inside that range leaves the value undecided.
 */
import { fold } from './text.ts';
import { FUNCTION_PATTERNS } from './title-functions.ts';
import { IC_WORDS, LEVEL_LABELS, LEVEL_PATTERNS, LEVELS, type JobFunction, type Level } from './title-patterns.ts';
import { ANY_SPECIAL_PHRASE, DEPUTY, NOT_CURRENT, SENIOR, SPECIAL_PHRASES, VICE_PRESIDENT, type Range } from './title-phrases.ts';
import type { TitleGroup } from './seniority-words.ts';

export { FUNCTIONS, LEVEL_LABELS, LEVELS, type JobFunction, type Level } from './title-patterns.ts';
export { readTitleGroup, type TitleGroup } from './seniority-words.ts';

/** A partner of a firm (not "Channel Partner Manager"). */
const PARTNER = /^(?:managing |senior |general |founding |equity |name )?(?:partner|socio|associe|gesellschafter)(?:in)?$/u;
const LEVEL_RANK = Object.fromEntries(LEVELS.map((l, i) => [l, i])) as Record<Level, number>;
const INITIALS = /\b([A-Za-z])\.(?=[A-Za-z]\.)/g;

export type Flag = 'founder' | 'owner';
/**
 * `levels` are the levels the title can mean, lowest first (one for most titles); `level` is the highest.
 * `senior`: a senior grade of its level ("Senior Manager", "SVP").
 */
export type TitleFacts = { level: Level; levels: Level[]; flags: Flag[]; functions: JobFunction[]; word: string; senior: boolean };

const facts = (range: Range, flags: Flag[], functions: JobFunction[], word: string, senior: boolean): TitleFacts => {
  const levels = LEVELS.slice(range[0], range[1] + 1);
  return { level: levels[levels.length - 1]!, levels, flags, functions, word, senior };
};

/** Seniority and function of a title; undefined when no word of it says either ("Acme GmbH", "n/a", "Former CEO"). */
export function readTitle(value: string): TitleFacts | undefined {
  let t = fold(value.includes('.') ? value.replace(INITIALS, '$1') : value);
  if (!t || NOT_CURRENT.test(t)) return undefined;
  if (t.includes('vi')) t = t.replace(VICE_PRESIDENT, ' vp');
  const senior = SENIOR.test(t);
  if (PARTNER.test(t)) return facts([4, 4], ['owner'], functionsOf(t), 'partner', senior);
  // The phrases first, each blanked out so that the level words inside it do not count again.
  let lo = -1;
  let hi = -1;
  let word = '';
  const take = (range: Range, w: string) => {
    if (range[1] > hi || (range[1] === hi && range[0] > lo)) word = w;
    lo = Math.max(lo, range[0]);
    hi = Math.max(hi, range[1]);
  };
  let functions: JobFunction[] | undefined;
  if (ANY_SPECIAL_PHRASE.test(t)) {
    for (const [i, [pattern, range, w]] of SPECIAL_PHRASES.entries()) {
      // The function is read once "to the CEO" is gone, and before "Product Owner" is: a product owner is in product.
      if (i === 1) functions = functionsOf(t);
      pattern.lastIndex = 0;
      if (!pattern.test(t)) continue;
      if (range) take(range, w);
      t = t.replace(pattern, ' ~');
    }
  }
  functions ??= functionsOf(t);
  const flags: Flag[] = [];
  // Most senior first: the first level that matches is the title's (the founder, owner and C-level words all count).
  let found = -1;
  for (const [level, pattern, flag] of LEVEL_PATTERNS) {
    const rank = LEVEL_RANK[level];
    if (rank < found || rank < lo) break;
    const m = pattern.exec(t);
    if (!m) continue;
    found = rank;
    take([rank, rank], m[0].trim());
    if (flag) flags.push(flag);
  }
  if (found >= 0 && DEPUTY.test(t)) lo = Math.min(lo, Math.max(0, found - 1));
  if (hi < 0) {
    const ic = IC_WORDS.exec(t);
    if (!ic) return undefined;
    take([0, 0], ic[0].trim());
  }
  return facts([lo, hi], flags, functions, word, senior);
}

function functionsOf(t: string): JobFunction[] {
  return FUNCTION_PATTERNS.filter(([, p]) => p.test(t)).map(([f]) => f);
}

/** Whether a title is in the group; undefined when its readings disagree or the group needs a function the title does not name. */
export function titleMatches(title: TitleFacts, group: TitleGroup): boolean | undefined {
  if (group.phrase) return title.word === group.phrase;
  const inGroup = (level: Level) =>
    group.levels.has(level) && (group.seniorOnly !== level || title.senior) && (!group.flag || title.flags.includes(group.flag));
  const first = inGroup(title.levels[0]!);
  if (title.levels.some((l) => inGroup(l) !== first)) return undefined;
  if (!first) return false;
  if (group.functions) {
    if (title.functions.length === 0) return undefined;
    return title.functions.some((f) => group.functions!.has(f));
  }
  return true;
}

/** "a founder in sales ("co founder")", "a VP or C-level ("managing director")", "a senior manager in product ("manager")". */
export function describeTitle(title: TitleFacts): string {
  const short = (l: Level) => (l === 'c-level' ? 'C-level' : LEVEL_LABELS[l]);
  const what =
    title.flags[0] ??
    (title.levels.length > 1
      ? title.levels.map(short).join(' or ')
      : `${title.senior && title.level !== 'c-level' ? 'senior ' : ''}${LEVEL_LABELS[title.level]}`);
  const article = /^[aeiou]/i.test(what) ? 'an' : 'a';
  return `${article} ${what}${title.functions.length ? ` in ${title.functions.join('/')}` : ''} ("${title.word}")`;
}
