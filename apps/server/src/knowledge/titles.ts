/**
 * Job titles: seniority and function from the words and abbreviations of a title, in English, German,
 * French and Spanish. Word lists are typed here (no maintained package carries them); README.md lists them.
 */
import { fold } from './text.ts';

export const LEVELS = ['ic', 'manager', 'director', 'vp', 'c-level'] as const;
export type Level = (typeof LEVELS)[number];
export const LEVEL_LABELS: Record<Level, string> = {
  'c-level': 'C-level, owner or founder',
  vp: 'VP',
  director: 'director or head',
  manager: 'manager',
  ic: 'individual contributor',
};
export const FUNCTIONS = ['sales', 'marketing', 'engineering', 'finance', 'hr', 'operations', 'product', 'it', 'legal'] as const;
export type JobFunction = (typeof FUNCTIONS)[number];

const rx = (alternatives: string[]) => new RegExp(`(?:^| )(?:${alternatives.join('|')})(?= |$)`, 'u');

/** Checked in this order; the first level whose pattern matches wins. */
const LEVEL_PATTERNS: Array<[Level, RegExp, 'founder' | 'owner' | undefined]> = [
  [
    'ic',
    rx([
      'assistant to',
      'assistant of',
      'executive assistant',
      'personal assistant',
      'assistent(?:in)? de[rs]',
      'assistante? de direction',
      'asistente de direccion',
      'intern',
      'internship',
      'praktikant(?:in)?',
      'stagiaire',
      'becari[oa]',
      'practicante',
      'werkstudent(?:in)?',
      'trainee',
    ]),
    undefined,
  ],
  [
    'c-level',
    rx([
      'co ?founder',
      'cofounder',
      'founder',
      'founding partner',
      'mitgrunder(?:in)?',
      'grunder(?:in)?',
      'co ?fondat(?:eur|rice)',
      'fondat(?:eur|rice)',
      'co ?fundador(?:a)?',
      'fundador(?:a)?',
    ]),
    'founder',
  ],
  [
    'c-level',
    rx(['owner', 'co ?owner', 'proprietor', 'inhaber(?:in)?', 'propriet(?:aire|ario|aria)', 'duen[oa]', 'gerant(?:e)?']),
    'owner',
  ],
  [
    'vp',
    rx(['vp', 'svp', 'evp', 'avp', 'vice president', 'vicepresident', 'vize ?prasident(?:in)?', 'vice ?presidente?', 'vicepresidente?']),
    undefined,
  ],
  [
    'c-level',
    rx([
      'c[a-z]{1,2}o',
      'ciso',
      'chief',
      'president',
      'presidente?',
      'prasident(?:in)?',
      'pdg',
      'directeur general',
      'directrice generale',
      'director(?:a)? general',
      'director(?:a)? ejecutiv[oa]',
      'consejer[oa] delegad[oa]',
      'geschaftsfuhrer(?:in)?',
      'geschaftsfuhrung',
      'vorstand',
      'vorstandsvorsitzender?',
      'managing director',
      'managing partner',
      'general partner',
      'senior partner',
      'chair(?:man|woman|person)?',
      'executive chairman',
      'board member',
    ]),
    undefined,
  ],
  [
    'director',
    rx([
      'director(?:a)?',
      'direktor(?:in)?',
      'directeur',
      'directrice',
      'dir',
      'head',
      'heads',
      'leiter(?:in)?',
      '[a-z]+leiter(?:in)?',
      'bereichsleitung',
      'abteilungsleitung',
      'global head',
    ]),
    undefined,
  ],
  [
    'manager',
    rx([
      'manager(?:in)?',
      'mgr',
      'mngr',
      'gerente',
      'supervisor(?:a)?',
      'team ?lead(?:er)?',
      'lead',
      'responsable',
      'chef',
      'jef[ea]',
      'encargad[oa]',
      'coordinador(?:a)? de',
      'superintendent',
      'foreman',
    ]),
    undefined,
  ],
];
/** Words of individual contributors' titles: a title with one of them and no level word is an IC. */
const IC_WORDS = rx([
  'engineer',
  'developer',
  'programmer',
  'analyst',
  'specialist',
  'representative',
  'rep',
  'associate',
  'consultant',
  'coordinator',
  'assistant',
  'executive',
  'sdr',
  'bdr',
  'ae',
  'designer',
  'scientist',
  'accountant',
  'bookkeeper',
  'recruiter',
  'administrator',
  'admin',
  'agent',
  'clerk',
  'technician',
  'architect',
  'officer',
  'advisor',
  'adviser',
  'writer',
  'editor',
  'nurse',
  'teacher',
  'tester',
  'researcher',
  'operator',
  'buyer',
  'planner',
  'generalist',
  'strategist',
  'copywriter',
  'controller',
  'auditor',
  'paralegal',
  'attorney',
  'lawyer',
  'counsel',
  'staff',
  'member of technical staff',
  'ingenieur(?:in)?',
  'entwickler(?:in)?',
  'berater(?:in)?',
  'referent(?:in)?',
  'sachbearbeiter(?:in)?',
  '[a-z]*mitarbeiter(?:in)?',
  'kaufmann',
  'kauffrau',
  'fachkraft',
  'spezialist(?:in)?',
  'assistent(?:in)?',
  'ingenieure?',
  'developpeu(?:r|se)',
  'commercial(?:e)?',
  'charge(?:e)? de',
  'assistante?',
  'conseill(?:er|ere)',
  'comptable',
  'technicien(?:ne)?',
  'analyste',
  'vendeu(?:r|se)',
  'juriste',
  'recruteu(?:r|se)',
  'ingenier[oa]',
  'desarrollador(?:a)?',
  'analista',
  'asesor(?:a)?',
  'vendedor(?:a)?',
  'ejecutiv[oa] de',
  'tecnic[oa]',
  'auxiliar',
  'contador(?:a)?',
  'especialista',
  'consultor(?:a)?',
  'programador(?:a)?',
  'abogad[oa]',
]);

const FUNCTION_PATTERNS: Array<[JobFunction, RegExp]> = [
  [
    'sales',
    rx([
      'sales',
      'sale',
      'selling',
      'business development',
      'biz ?dev',
      'bd',
      'account executive',
      'account manager',
      'ae',
      'sdr',
      'bdr',
      'cro',
      'revenue',
      'vertrieb',
      'vertriebs[a-z]*',
      'verkauf',
      'vente',
      'ventes',
      'commercial(?:e)?',
      'ventas',
      'comercial',
      'vendedor(?:a)?',
      'vendeu(?:r|se)',
      'key account',
    ]),
  ],
  [
    'marketing',
    rx([
      'marketing',
      'cmo',
      'growth',
      'brand',
      'demand generation',
      'demand gen',
      'communications?',
      'pr',
      'public relations',
      'content',
      'seo',
      'mercadotecnia',
      'kommunikation',
    ]),
  ],
  [
    'engineering',
    rx([
      'engineering',
      'engineer',
      'engineers',
      'developer',
      'development',
      'software',
      'cto',
      'devops',
      'programmer',
      'r d',
      'rd',
      'technology',
      'technical',
      'ingenieur(?:in)?',
      'entwickler(?:in)?',
      'entwicklung',
      'developpeu(?:r|se)',
      'ingenieure?',
      'ingenier[oa]',
      'ingenieria',
      'desarrollador(?:a)?',
      'desarrollo',
      'programador(?:a)?',
    ]),
  ],
  [
    'finance',
    rx([
      'finance',
      'financial',
      'cfo',
      'accounting',
      'accountant',
      'controller',
      'controlling',
      'treasury',
      'treasurer',
      'bookkeeper',
      'finanzen',
      'finanz[a-z]*',
      'buchhaltung',
      'buchhalter(?:in)?',
      'comptable',
      'comptabilite',
      'financier',
      'finances',
      'finanzas',
      'contador(?:a)?',
      'contabilidad',
      'tesorer[oa]',
      'fp a',
      'audit',
      'auditor',
      'tax',
    ]),
  ],
  [
    'hr',
    rx([
      'hr',
      'human resources',
      'people',
      'talent',
      'recruiting',
      'recruitment',
      'recruiter',
      'chro',
      'personalwesen',
      'personalleiter(?:in)?',
      'personalreferent(?:in)?',
      'personalabteilung',
      'ressources humaines',
      'rh',
      'rrhh',
      'recursos humanos',
      'recruteu(?:r|se)',
      'hr business partner',
    ]),
  ],
  [
    'operations',
    rx([
      'operations',
      'operation',
      'ops',
      'coo',
      'supply chain',
      'logistics',
      'procurement',
      'purchasing',
      'betrieb',
      'logistik',
      'einkauf',
      'operationen',
      'exploitation',
      'operaciones',
      'logistica',
      'compras',
      'achats',
    ]),
  ],
  ['product', rx(['product', 'products', 'cpo', 'produkt', 'produit', 'producto'])],
  [
    'it',
    rx([
      'it',
      'information technology',
      'cio',
      'ciso',
      'infrastructure',
      'security',
      'systems',
      'sysadmin',
      'informatique',
      'informatica',
      'edv',
    ]),
  ],
  [
    'legal',
    rx([
      'legal',
      'counsel',
      'general counsel',
      'clo',
      'attorney',
      'lawyer',
      'paralegal',
      'compliance',
      'recht',
      'rechtsabteilung',
      'juridique',
      'juriste',
      'legal',
      'abogad[oa]',
      'juridico',
    ]),
  ],
];

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
