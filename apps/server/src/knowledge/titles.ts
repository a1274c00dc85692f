/**
 * Job titles: seniority and function from the words and abbreviations of a title, in English, German,
 * French and Spanish. Word lists are typed here (no maintained package carries them); README.md lists them.
 */
import { fold } from './text.ts';
import { FUNCTION_PATTERNS } from './title-functions.ts';
import { IC_WORDS, LEVEL_LABELS, LEVEL_PATTERNS, LEVELS, type JobFunction, type Level } from './title-patterns.ts';

export { FUNCTIONS, LEVEL_LABELS, LEVELS, type JobFunction, type Level } from './title-patterns.ts';

/** A partner of a firm (not "Channel Partner Manager"). */
const PARTNER = /^(?:managing |senior |general |founding |equity |name )?(?:partner|socio|associe|gesellschafter)(?:in)?$/u;

export type TitleFacts = { level: Level; flag?: 'founder' | 'owner'; functions: JobFunction[]; word: string };

/** Seniority and function of a title; undefined when no word of it says either ("Acme GmbH", "n/a"). */
export function readTitle(value: string): TitleFacts | undefined {
  const t = fold(value.includes('.') ? value.replace(/\b([A-Za-z])\.(?=[A-Za-z]\.)/g, '$1') : value);
  if (!t) return undefined;
  const functions = FUNCTION_PATTERNS.filter(([, p]) => p.test(t)).map(([f]) => f);
  if (PARTNER.test(t)) return { level: 'c-level', flag: 'owner', functions, word: 'partner' };
  for (const [level, pattern, flag] of LEVEL_PATTERNS) {
    const m = pattern.exec(t);
    if (!m) continue;
    // "Vice President" is not "President"; "Head Chef"/"Lead Engineer" stay where their main word puts them.
    if (level === 'manager' && m[0].trim() === 'lead' && !/team lead/.test(t) && IC_WORDS.test(t))
      return { level: 'ic', functions, word: 'lead' };
    return { level, ...(flag ? { flag } : {}), functions, word: m[0].trim() };
  }
  const ic = IC_WORDS.exec(t);
  if (ic) return { level: 'ic', functions, word: ic[0].trim() };
  return undefined;
}

/** Level words used in instructions: "C-level executives", "VPs", "directors", "heads of", "managers", "individual contributors". */
const LEVEL_WORDS: Array<[RegExp, Level[], 'founder' | 'owner' | undefined]> = [
  [
    /^(?:c ?level|c ?suite|cxos?|c level executives?|chief executives?|chief officers?|chiefs|top (?:level )?executives?|executive leadership|c level and founders?)$/,
    ['c-level'],
    undefined,
  ],
  [/^(?:ceos?|chief executive officers?|managing directors?|geschaftsfuhrer(?:in)?|pdg)$/, ['c-level'], undefined],
  [/^(?:co ?founders?|founders?|grunder(?:in)?|fondateurs?|fundador(?:es|as?)?)$/, ['c-level'], 'founder'],
  [/^(?:owners?|business owners?|inhaber(?:in)?|proprietaires?|propietarios?)$/, ['c-level'], 'owner'],
  [/^(?:vps?|vice presidents?|svps?|evps?|vp level)$/, ['vp'], undefined],
  [/^(?:directors?|heads?|heads? of|department heads?|director level|leiter(?:in)?|directeurs?|directores?)$/, ['director'], undefined],
  [/^(?:managers?|manager level|team leads?|team leaders?|supervisors?|gerentes?)$/, ['manager'], undefined],
  [
    /^(?:individual contributors?|ics?|non managers?|non management|staff level|entry level|junior staff|juniors?|interns?|assistants?)$/,
    ['ic'],
    undefined,
  ],
];

export type TitleGroup = { levels: Set<Level>; flag?: 'founder' | 'owner'; functions?: Set<JobFunction>; label: string };

/** A group of titles named in an instruction item, or undefined if the item is not (only) about titles. */
export function readTitleGroup(item: string): TitleGroup | undefined {
  let t = fold(item)
    .replace(/\b(?:roles?|titles?|positions?|people|persons?|contacts?|leads?|employees|staff members?|jobs?|only)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // "director level and above", "director+", "VP or higher", "manager and below"
  const above = /\s*(?:level )?(?:and|or)? ?(?:above|higher|up|senior|more senior|plus)$|\+$/.exec(t);
  const below = /\s*(?:level )?(?:and|or)? ?(?:below|lower|junior|down)$/.exec(t);
  if (above) t = t.slice(0, above.index).trim();
  else if (below) t = t.slice(0, below.index).trim();
  const functions = new Set<JobFunction>();
  for (const [f, p] of FUNCTION_PATTERNS) {
    const m = p.exec(t);
    if (m && !LEVEL_WORDS.some(([lw]) => lw.test(t))) {
      functions.add(f);
      t = `${t.slice(0, m.index)} ${t.slice(m.index + m[0].length)}`
        .replace(/\s+/g, ' ')
        .replace(/^(?:of|in) | (?:of|in)$/g, '')
        .trim();
    }
  }
  t = t.replace(/^(?:of|in|de|im) |^(?:senior|sr) (?=executives?$)| (?:of|in)$/g, '').trim();
  if (!t) return functions.size ? { levels: new Set(LEVELS), functions, label: `${[...functions].join('/')} roles` } : undefined;
  if (/^(?:executives?|senior executives?|senior leadership|leadership)$/.test(t))
    return { levels: new Set(['c-level', 'vp']), ...(functions.size ? { functions } : {}), label: 'executives (C-level and VP)' };
  for (const [pattern, levels, flag] of LEVEL_WORDS) {
    if (!pattern.test(t)) continue;
    const base = LEVELS.indexOf(levels[0]!);
    const chosen = above ? LEVELS.slice(base) : below ? LEVELS.slice(0, base + 1) : levels;
    const label = `${LEVEL_LABELS[levels[0]!]}${above ? ' and above' : below ? ' and below' : ''}`;
    return {
      levels: new Set(chosen),
      ...(flag && !above && !below ? { flag } : {}),
      ...(functions.size ? { functions } : {}),
      label: flag ? `${flag}s` : label,
    };
  }
  return undefined;
}

/** Whether a title is in the group; undefined when the group needs a function the title does not name. */
export function titleMatches(facts: TitleFacts, group: TitleGroup): boolean | undefined {
  if (!group.levels.has(facts.level)) return false;
  if (group.flag && facts.flag !== group.flag) return false;
  if (group.functions) {
    if (facts.functions.length === 0) return undefined;
    return facts.functions.some((f) => group.functions!.has(f));
  }
  return true;
}
