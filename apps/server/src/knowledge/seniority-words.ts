/**
 * The seniority vocabulary of instructions (ADR 0034): level words ("C-suite", "CxOs", "VPs", "heads of"),
 * thresholds ("Director+", "VP and above", "at least manager", "above manager", "senior manager and up") and
 * the words with no agreed meaning, which are refused ("decision makers", "executives", "leadership"):
 * README.md gives each word's definition and source.
 */
import { fold } from './text.ts';
import { FUNCTION_PATTERNS } from './title-functions.ts';
import { CXO, LEVEL_LABELS, LEVELS, type JobFunction, type Level } from './title-patterns.ts';

/**
 * A group of titles: the levels it holds; `seniorOnly`: of this level only its senior grade ("senior
 * manager and up" holds senior managers, not managers); `flag`: founders or owners only.
 */
export type TitleGroup = {
  levels: Set<Level>;
  seniorOnly?: Level;
  flag?: 'founder' | 'owner';
  functions?: Set<JobFunction>;
  /** The titles read by this phrase alone, whatever its level ("managing directors": a C-level or a VP by country). */
  phrase?: string;
  label: string;
};

/**
 * "managing directors": a title whose level depends on the country and the trade (the UK's and Germany's MD runs the
 * company; a bank's ranks below the C-suite), so a level word cannot decide it; an instruction that names it decides
 * exactly the titles read by that phrase (titles.ts, title-phrases.ts).
 */
const PHRASE_WORDS: Array<[RegExp, string]> = [[/^managing directors?$/, 'managing director']];

/** Level words used in instructions: "C-level executives", "VPs", "directors", "heads of", "managers", "individual contributors". */
const LEVEL_WORDS: Array<[RegExp, Level, 'founder' | 'owner' | undefined]> = [
  [
    /^(?:c ?level|c ?suite|cxos?|c (?:level|suite) (?:executives?|execs?|officers?|leaders?)|chief executives?|chief officers?|chiefs|c level and founders?|directors? general|director generals)$/,
    'c-level',
    undefined,
  ],
  // "President" alone is the company's president, the C-level row of the title table ("Vice President" is read first).
  [/^(?:ceos?|chief executive officers?|presidents?|geschaftsfuhrer(?:in)?|pdg)$/, 'c-level', undefined],
  [/^(?:co ?founders?|founders?|grunder(?:in)?|fondateurs?|fundador(?:es|as?)?)$/, 'c-level', 'founder'],
  [/^(?:owners?|business owners?|inhaber(?:in)?|proprietaires?|propietarios?)$/, 'c-level', 'owner'],
  [/^(?:vps?|vice presidents?|svps?|evps?|vp level)$/, 'vp', undefined],
  [/^(?:directors?|dirs?|heads?|heads? of|department heads?|director level|leiter(?:in)?|directeurs?|directores?)$/, 'director', undefined],
  [/^(?:managers?|manager level|team leads?|team leaders?|supervisors?|gerentes?)$/, 'manager', undefined],
  [
    /^(?:individual contributors?|ics?|non managers?|non management|staff level|entry level|junior staff|juniors?|interns?|assistants?)$/,
    'ic',
    undefined,
  ],
];

/**
 * Words with no agreed meaning in seniority: data providers and sales teams draw the line differently
 * ("decision makers" is director and above for some, VP and above or the one budget holder for others;
 * "executives" may or may not hold directors; "management" may or may not hold directors and above).
 * The reader refuses them: the model reads them, or the values go to review.
 */
const NO_AGREED_MEANING =
  /^(?:(?:key |final |senior |top )?decision ?makers?|economic buyers?|budget holders?|(?:senior |top |upper |key )?executives?|execs?|(?:senior |executive |top )?leadership(?: team)?|leaders?|senior leaders?|(?:senior |upper |top |middle )?management|senior staff|seniors?|senior people|senior roles?|mid (?:level|senior)|stakeholders?|influencers?|champions?)$/;

// Thresholds around a level: "X+", "X and above", "X or higher", "X and up", "at least X", "X at minimum",
// "above X", "more senior than X", "X and below", "below X".
const AT_OR_ABOVE_SUFFIX = / (?:level )?(?:and|or|&) (?:above|higher|up|upwards?|more senior)$| (?:level )?(?:plus|upwards)$/;
const AT_OR_ABOVE_PREFIX = /^(?:at least|minimum|min|no lower than|no less senior than) (?:an? |the )?/;
const ABOVE_PREFIX = /^(?:above|higher than|more senior than|senior to) (?:an? |the )?/;
const AT_OR_BELOW_SUFFIX = / (?:level )?(?:and|or|&) (?:below|lower|junior|down|under)$/;
const AT_OR_BELOW_PREFIX = /^(?:at most|maximum|max|no higher than|up to) (?:an? |the )?/;
const BELOW_PREFIX = /^(?:below|lower than|junior to|under) (?:an? |the )?/;

type Threshold = 'at-or-above' | 'above' | 'at-or-below' | 'below' | undefined;

function threshold(t: string): [Threshold, string] {
  for (const [re, kind] of [
    [AT_OR_ABOVE_SUFFIX, 'at-or-above'],
    [AT_OR_BELOW_SUFFIX, 'at-or-below'],
  ] as const) {
    const m = re.exec(t);
    if (m) return [kind, t.slice(0, m.index).trim()];
  }
  for (const [re, kind] of [
    [AT_OR_ABOVE_PREFIX, 'at-or-above'],
    [ABOVE_PREFIX, 'above'],
    [AT_OR_BELOW_PREFIX, 'at-or-below'],
    [BELOW_PREFIX, 'below'],
  ] as const) {
    const m = re.exec(t);
    if (m) return [kind, t.slice(m[0].length).trim()];
  }
  return [undefined, t];
}

/** A group of titles named in an instruction item, or undefined if the item is not (only) about titles. */
export function readTitleGroup(item: string): TitleGroup | undefined {
  // "Director+", "VP +", "VP+: sales": the plus goes before folding, which drops it.
  const plus = /\+\s*(?:only)?\s*$|\+(?=[\s:,])/.test(item.trim());
  let t = fold(item)
    .replace(
      /\b(?:roles?|titles?|positions?|people|persons?|contacts?|(?<!team )leads?|employees|staff members?|jobs?|only|seniority|level roles|anyone|everyone|those|target(?:ing)?|at(?! least| most)|of (?:the )?(?:departments?|dept|teams?|functions?|business units?|divisions?))\b/g,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
  if (NO_AGREED_MEANING.test(t)) return undefined;
  // "CFO", "CTOs": a C-suite office is the C-level title of its function, not the whole function ("Keep CFOs" is
  // not every finance title). An office whose letters have two readings (CMO: marketing or medical; CRO, CPO,
  // CIO …) has no function the rules can name, and is refused alone.
  const office = /^(c[a-z]{1,3}o)s?$/.exec(t);
  if (office && CXO.includes(office[1]!) && office[1] !== 'ceo' && office[1] !== 'cxo') {
    const named = FUNCTION_PATTERNS.filter(([, p]) => p.test(office[1]!));
    if (named.length !== 1 || plus) return undefined;
    const [fn] = named[0]!;
    return { levels: new Set<Level>(['c-level']), functions: new Set([fn]), label: `${LEVEL_LABELS['c-level']} in ${fn}` };
  }
  // "CFO, CTO" read whole would be the finance and engineering functions: the list is read item by item.
  if (t.split(' ').some((w) => /^c[a-z]{1,3}os?$/.test(w) && CXO.includes(w.replace(/s$/, '')) && !/^c[ex]os?$/.test(w))) return undefined;
  const functions = new Set<JobFunction>();
  // "VP+ in sales and marketing", "director and above in sales": the functions after the level.
  const tail = / (?:in|of|for|within) ([a-z ]+)$/.exec(t);
  if (tail) {
    const named = FUNCTION_PATTERNS.filter(([, p]) => p.test(tail[1]!));
    const leftover = named.reduce((rest, [, p]) => rest.replace(new RegExp(p.source, 'g'), ' '), tail[1]!).replace(/\b(?:and|or)\b/g, ' ');
    if (named.length && !leftover.trim()) {
      for (const [f] of named) functions.add(f);
      t = t.slice(0, tail.index);
    }
  }
  // Each function is looked for in the whole item: once "sales" is taken off "sales development", "development"
  // alone would read as engineering.
  const whole = t;
  for (const [f, p] of FUNCTION_PATTERNS) {
    const m = p.exec(t);
    if (m && !LEVEL_WORDS.some(([lw]) => lw.test(t))) {
      if (p.test(whole)) functions.add(f);
      t = `${t.slice(0, m.index)} ${t.slice(m.index + m[0].length)}`
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^(?:of|in|for) | (?:of|in|for)$/g, '')
        .trim();
    }
  }
  const [read, rest] = threshold(t);
  const kind: Threshold = read ?? (plus ? 'at-or-above' : undefined);
  t = rest.replace(/^(?:of|in|de|im) | (?:of|in)$/g, '').trim();
  // "CxO level", "director level": the level word alone ("C level" keeps its "level").
  if (t !== 'c level') t = t.replace(/ level$/, '');
  // "senior manager and up": the senior grade of a level.
  const senior = /^(?:senior|sr) (?!executives?$)/.exec(t);
  if (senior && kind) {
    // "below senior manager" would split the managers by grade downwards: not a form the rules read.
    if (kind === 'below') return undefined;
    t = t.slice(senior[0].length);
  }
  // "senior managers", "senior directors": the senior grade of a level alone (sixteenth pass).
  const grade = senior && !kind && /^(?:managers?|directors?)$/.test(t.slice(senior[0].length)) ? t.slice(senior[0].length) : '';
  if (grade) t = grade;
  if (!t) return functions.size && !kind ? { levels: new Set(LEVELS), functions, label: `${[...functions].join('/')} roles` } : undefined;
  if (NO_AGREED_MEANING.test(t)) return undefined;
  const phrase = PHRASE_WORDS.find(([pattern]) => pattern.test(t));
  if (phrase) return kind || functions.size ? undefined : { levels: new Set(), phrase: phrase[1], label: `${phrase[1]}s` };
  const word = LEVEL_WORDS.find(([pattern]) => pattern.test(t));
  if (!word) return undefined;
  const [, level, flag] = word;
  // A threshold counts levels; "founders and above" has no meaning.
  if (kind && flag) return undefined;
  const base = LEVELS.indexOf(level);
  const chosen =
    kind === 'at-or-above'
      ? LEVELS.slice(base)
      : kind === 'above'
        ? LEVELS.slice(base + 1)
        : kind === 'at-or-below'
          ? LEVELS.slice(0, base + 1)
          : kind === 'below'
            ? LEVELS.slice(0, base)
            : [level];
  if (chosen.length === 0) return undefined;
  // "senior manager and below" holds every manager: only "… and up" splits a level by grade.
  const seniorOnly = (senior && kind === 'at-or-above') || grade ? level : undefined;
  // "above manager" is "director or head and above": the label names the first level in the group.
  const from = kind === 'above' ? chosen[0]! : kind === 'below' ? chosen[chosen.length - 1]! : level;
  const name = `${seniorOnly ? 'senior ' : ''}${LEVEL_LABELS[from]}`;
  const bound = chosen.length === 1 ? '' : kind === 'above' || kind === 'at-or-above' ? ' and above' : kind ? ' and below' : '';
  const field = functions.size ? ` in ${[...functions].join('/')}` : '';
  return {
    levels: new Set(chosen),
    ...(seniorOnly ? { seniorOnly } : {}),
    ...(flag ? { flag } : {}),
    ...(functions.size ? { functions } : {}),
    label: `${flag ? `${flag}s` : `${name}${bound}`}${field}`,
  };
}
