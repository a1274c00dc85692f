// Phrasing set: the existing set's labelled values (a sample of each criterion), each criterion written five or
// more ways as sales teams write an ICP brief — framing ("Target:", "ICP:"), negations, demonyms, notation,
// groups with exceptions. Written fresh, apart from the tests that shaped the instruction reader.
// Three criteria have values of their own (US only, German-speaking, African countries), labelled like the
// existing places: world-countries codes and regions, and eval/sources/groups.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { countriesData as countries } from '../apps/server/src/knowledge/world-countries.ts';
import { seeded, unique, type Case, type Criterion, type Label } from './build-kit.ts';

const groups = JSON.parse(readFileSync(path.join(import.meta.dirname, 'sources/groups.json'), 'utf8')) as Record<string, string[]>;
const { pick, random } = seeded(139);

const PHRASINGS: Record<string, string[]> = {
  eu: [
    'We only sell to companies headquartered in the EU',
    'Target: EU-based companies',
    'EU only; the UK and Switzerland are out',
    'ICP: companies in European Union member states',
    'Exclude companies outside the European Union',
  ],
  dach: [
    'DACH only',
    'Target: companies in Germany, Austria and Switzerland',
    'We sell into the DACH region',
    'ICP: DACH-based businesses',
    'Exclude anything outside Germany, Austria and Switzerland',
  ],
  nordics: [
    'Nordic countries only',
    'Target: the Nordics',
    'ICP: Nordic companies',
    'Exclude companies outside the Nordic region',
    'We focus on Nordic markets',
  ],
  g7: [
    'G7 countries only',
    "Exclude countries that aren't in the G7",
    'Target: G7 economies',
    'ICP: companies headquartered in a G7 member state',
    'We only sell to the G7 markets',
  ],
  asia: [
    'Asian countries only',
    'Target: companies in Asia',
    'Exclude non-Asian companies',
    'ICP: HQ in Asia',
    'We only sell in Asia; everything else is out',
  ],
  'south-america': [
    'South American companies only',
    'Target: South America',
    'ICP: headquartered in South America',
    'Exclude companies outside South America',
    'We sell to South American markets',
  ],
  'us-west-coast': [
    'West Coast only',
    'Target: US West Coast (California, Oregon, Washington)',
    'ICP: companies on the West Coast',
    "Exclude states that aren't on the West Coast",
    'We only sell to West Coast-based companies',
  ],
  'us-midwest': [
    'Midwest only',
    'Target: Midwestern companies',
    'ICP: HQ in the Midwest',
    'Exclude states outside the Midwest',
    'We sell to the US Midwest',
  ],
  manufacturers: [
    'Target: manufacturing companies',
    'Manufacturers only',
    'ICP: companies in the manufacturing sector',
    'Exclude non-manufacturers',
    'We only sell to manufacturing businesses',
  ],
  'software-it': [
    'Target: software & IT services',
    'Software and IT services companies only',
    'ICP: software publishers and IT service providers',
    "Exclude anything that isn't software or IT services",
    'We sell to software/IT companies',
  ],
  healthcare: [
    'Target: healthcare',
    'Healthcare companies only',
    'ICP: healthcare sector',
    'Exclude companies outside healthcare',
    'We only sell to healthcare organisations',
  ],
  'financial-services': [
    'Target: financial services',
    'ICP: banks, insurers and other financial services firms',
    'Financial services only',
    'Exclude non-financial companies',
    'We sell to the finance and insurance sector',
  ],
  'c-level-founders': [
    'C-suite and founders',
    'Target: CxOs, founders and owners',
    'Only top executives: C-level, founders, owners',
    'ICP contacts: C-level or founder',
    'Exclude everyone below the C-suite (founders and owners stay)',
  ],
  'director-plus': [
    'Director+',
    'Director and above',
    'At least director level',
    'Target personas: directors, VPs and C-level',
    'Exclude anyone below director',
  ],
  'sales-roles': [
    'Sales people only',
    'Target: sales roles',
    'ICP persona: anyone in sales',
    "Exclude everyone who isn't in sales",
    'We want sales team members (reps, managers, sales leaders)',
  ],
  'employees-50-500': [
    'mid-market (50 to 500 staff)',
    '50 <= employees <= 500',
    'Target: companies with 50-500 employees',
    'ICP: between 50 and 500 people',
    'Exclude companies under 50 or over 500 employees',
    'Headcount 50–500',
  ],
  'revenue-10m-plus': [
    '$10M+ in revenue',
    'Target: revenue ≥ $10M',
    'ICP: at least $10 million annual revenue',
    'Exclude companies making less than $10M a year',
    'Revenue of 10 million dollars or more',
  ],
  'business-email': [
    'Work emails only',
    'Exclude free email providers like Gmail and Yahoo',
    'Target: business email addresses',
    'No personal emails (gmail, hotmail, etc.)',
    'Only keep corporate email domains',
  ],
  'role-addresses': [
    'Exclude generic inboxes (info@, sales@, support@)',
    'No role-based emails',
    'Keep addresses of named people; drop shared mailboxes',
    'Remove role accounts',
    'Target: named people, not info@ or admin@ addresses',
  ],
};

const independent = countries.filter((c) => c.independent);
/** Names, codes and "Capital, Country" of the members and of a sample of the others. */
function countryValues(members: Set<string>, nOthers: number): Case[] {
  const inside = independent.filter((c) => members.has(c.cca2));
  const others = pick(
    independent.filter((c) => !members.has(c.cca2)),
    nOthers,
  );
  return unique(
    [...inside, ...others].flatMap((c) => {
      const label: Label = members.has(c.cca2) ? 'KEEP' : 'EXCLUDE';
      const r = random();
      const forms = [c.name.common, r < 0.5 ? c.cca2 : c.capital?.[0] ? `${c.capital[0]}, ${c.name.common}` : c.cca3];
      return forms.map((value) => ({ value, label }));
    }),
  );
}
const NEW: Criterion[] = [
  {
    id: 'ph-us-only',
    class: 'places',
    instructions: [
      'US only',
      'Target: US-based companies',
      'Exclude non-US companies',
      'We only sell to American companies',
      'ICP: HQ in the United States',
    ],
    source: 'world-countries cca2 US',
    values: unique([
      ...['United States', 'USA', 'US', 'United States of America', 'U.S.'].map((value): Case => ({ value, label: 'KEEP' })),
      ...countryValues(new Set(['US']), 45),
    ]),
  },
  {
    id: 'ph-german-speaking',
    class: 'places',
    instructions: [
      'German-speaking markets',
      'Target: German-speaking countries',
      'ICP: companies in countries where German is an official language',
      "Exclude countries that don't have German as an official language",
      'We sell to the German-speaking world',
    ],
    source: 'eval/sources/groups.json germanOfficial',
    values: countryValues(new Set(groups.germanOfficial), 40).filter((c) => !['Namibia', 'NA', 'Windhoek, Namibia'].includes(c.value)),
  },
  {
    id: 'ph-africa',
    class: 'places',
    instructions: [
      'African countries',
      'Target: Africa',
      'ICP: companies headquartered in Africa',
      'Exclude companies outside Africa',
      'We only sell across the African continent',
    ],
    source: 'world-countries region "Africa"',
    values: countryValues(new Set(independent.filter((c) => c.region === 'Africa').map((c) => c.cca2)), 50),
  },
];

/** The existing criteria's values (at most `cap` of each, KEEP and EXCLUDE in their proportions), new phrasings. */
export function phrasingCriteria(existing: Criterion[], cap = 120): Criterion[] {
  const out = existing.map((c): Criterion => {
    const keep = c.values.filter((v) => v.label === 'KEEP');
    const exclude = c.values.filter((v) => v.label === 'EXCLUDE');
    const share = Math.min(1, cap / c.values.length);
    return {
      id: `ph-${c.id}`,
      class: c.class,
      instructions: PHRASINGS[c.id]!,
      source: `${c.source} (the existing set's labels)`,
      values: [...pick(keep, Math.ceil(keep.length * share)), ...pick(exclude, Math.ceil(exclude.length * share))],
    };
  });
  return [...out, ...NEW];
}
