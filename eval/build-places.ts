// Real-values set, places: headquarters as real company lists write them (ali-ce/datasets), in the columns they
// come in, and US cities that carry a foreign country's or capital's name (kelvins/US-Cities-Database). Labels
// come from the row's own Country / State columns, mapped to a group by the public member lists of
// eval/sources/groups.json (EU, US Census regions) and world-countries' subregion (North America) — never from
// the code under test. A value that rows of different truth write the same way has no label (left out).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { countriesData as countries } from '../apps/server/src/knowledge/world-countries.ts';
import { consistent, seeded, type Case, type Criterion, type Label } from './build-kit.ts';

const here = import.meta.dirname;
const require = createRequire(path.join(here, '../apps/server/package.json'));
const json = (file: string) => JSON.parse(readFileSync(path.join(here, 'sources', file), 'utf8'));
const groups = json('groups.json') as Record<string, string[]>;
const hq = json('hq-places.json') as { rows: Array<[string, string, string, string, string]> };
const usCities = json('us-cities.json') as { cities: Array<[string, string]> };
const provinces = require('provinces') as Array<{ short?: string; name: string; country: string }>;
const { pick, random } = seeded(39);

/** Country as written → ISO code, by world-countries' names, codes and alternative spellings. */
const countryCodes = new Map<string, string>();
for (const c of countries)
  for (const n of [c.name.common, c.name.official, c.cca2, c.cca3, ...c.altSpellings]) countryCodes.set(n.toLowerCase(), c.cca2);
// Spellings of this list that world-countries does not carry; each names one country beyond doubt.
for (const [n, code] of [
  ['united states', 'US'],
  ['united stats of america', 'US'],
  ['great britain', 'GB'],
  ['the netherlands', 'NL'],
] as const)
  countryCodes.set(n, code);
countryCodes.delete('korea'); // North or South: the row does not say
const northAmerica = new Set(countries.filter((c) => c.subregion === 'North America').map((c) => c.cca2));

type Place = { country: string; state?: string };
const regions = (country: string) => provinces.filter((p) => p.country === country && p.short);
const stateCode = (country: string, name: string) =>
  regions(country).find((p) => p.name.toLowerCase() === name.toLowerCase() || p.short === name)?.short;

/** A group's membership of a place: true, false, or undefined when the row does not settle it. */
type Group = (p: Place) => boolean | undefined;
const inState =
  (members: string[]): Group =>
  (p) =>
    p.country !== 'US' ? false : p.state ? members.includes(p.state) : undefined;
const GROUPS: Record<string, Group> = {
  'us-only': (p) => p.country === 'US',
  'us-midwest': inState(groups.midwest!),
  'us-west-coast': inState(groups.westCoast!),
  eu: (p) => groups.eu!.includes(p.country),
  'north-america': (p) => northAmerica.has(p.country),
};
const INSTRUCTIONS: Record<string, string[]> = {
  'us-only': ['US only', 'Keep companies based in the United States'],
  'us-midwest': ['Keep the Midwest', 'Keep companies in the US Midwest'],
  'us-west-coast': ['West coast only', 'Keep US West Coast companies'],
  eu: ['EU only', 'Keep companies based in the European Union'],
  'north-america': ['Keep North America', 'Only companies in North America'],
};

/** Every value of each column kind, with the place its row says it is. */
const columns: Record<'location' | 'state' | 'country' | 'city', Array<{ value: string; place: Place }>> = {
  location: [],
  state: [],
  country: [],
  city: [],
};
for (const [, mapping, city, state, countryWritten] of hq.rows) {
  const country = countryCodes.get(countryWritten.toLowerCase());
  if (!country) continue; // no country, "#N/A", "Korea": the row has no label
  const code = ['US', 'CA'].includes(country) && state ? stateCode(country, state) : undefined;
  const place: Place = { country, ...(code ? { state: code } : {}) };
  const full = code ? regions(country).find((p) => p.short === code)!.name : undefined;
  if (mapping) columns.location.push({ value: mapping, place });
  if (city && code) columns.location.push({ value: `${city}, ${full}`, place }, { value: `${city}, ${code}`, place });
  else if (city) columns.location.push({ value: `${city}, ${countryWritten}`, place });
  if (state) columns.state.push({ value: state, place });
  if (code) columns.state.push({ value: code, place });
  columns.country.push({ value: countryWritten, place });
  if (city) columns.city.push({ value: city, place });
}
// US cities named like a foreign country or capital, in the "City, ST" and "City, State" forms of US lists.
const named = [
  'Athens GA',
  'Paris TX',
  'Moscow ID',
  'Lima OH',
  'Toledo OH',
  'Berlin NH',
  'Dublin OH',
  'Panama City FL',
  'Mexico MO',
  'Peru IN',
  'Jordan MN',
];
const cities = usCities.cities.filter(([c, s]) => named.includes(`${c} ${s}`));
cities.push(
  ...pick(
    usCities.cities.filter(([c, s]) => !named.includes(`${c} ${s}`)),
    160,
  ),
);
for (const [city, code] of cities) {
  const place: Place = { country: 'US', state: code };
  const name = regions('US').find((p) => p.short === code)?.name;
  if (!name) continue;
  const both = named.includes(`${city} ${code}`);
  if (both || random() < 0.5) columns.location.push({ value: `${city}, ${code}`, place });
  if (both || random() < 0.5) columns.location.push({ value: `${city}, ${name}`, place });
}

const HEADERS = { location: 'HQ Location', state: 'State / Region (HQ)', country: 'Country (HQ)', city: 'Headquarters (City)' } as const;
const PLAN: Array<[string, Array<keyof typeof columns>]> = [
  ['us-only', ['location', 'state', 'country', 'city']],
  ['us-midwest', ['location', 'state']],
  ['us-west-coast', ['location', 'state']],
  ['eu', ['location', 'country', 'city']],
  ['north-america', ['location', 'country']],
];

export function realPlaceCriteria(): Criterion[] {
  return PLAN.flatMap(([group, kinds]) =>
    kinds.map((kind): Criterion => {
      const cases: Case[] = [];
      for (const { value, place } of columns[kind]) {
        const member = GROUPS[group]!(place);
        if (member !== undefined) cases.push({ value, label: (member ? 'KEEP' : 'EXCLUDE') as Label });
      }
      return {
        id: `real-${group}-${kind}`,
        class: 'places',
        column: HEADERS[kind],
        instructions: INSTRUCTIONS[group]!,
        source: `eval/sources/hq-places.json${kind === 'location' ? ' + us-cities.json' : ''}; labels: row country/state → groups.json / world-countries`,
        values: consistent(cases),
      };
    }),
  );
}
