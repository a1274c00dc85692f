/** What an instruction item can name, and how an item's words become one (places, industries, titles, emails). */
import { readIndustryGroup, type NaicsGroup } from './industries.ts';
import {
  COUNTRY_GROUPS,
  STATE_GROUPS,
  countries,
  countryNames,
  subdivisionNames,
  usStates,
  caProvinces,
  type Subdivision,
} from './places-data.ts';
import { readPlaceWord } from './place-words.ts';
import { fold } from './text.ts';
import { readTitleGroup, type TitleGroup } from './titles.ts';
import type { Interval } from './size.ts';

export type Kind = 'place' | 'industry' | 'title' | 'size' | 'email';
export type PlaceConcept = {
  kind: 'place';
  label: string;
  member: string;
  countries?: Set<string>;
  /** Countries the concept's own definition leaves open (a co-official language): their values go to review. */
  unsure?: Set<string>;
  states?: Set<string>;
  provinces?: Set<string>;
};
export type Concept =
  | PlaceConcept
  | { kind: 'industry'; label: string; group: NaicsGroup; words: string[] }
  | { kind: 'title'; label: string; group: TitleGroup }
  | { kind: 'size'; label: string; intervals: Interval[]; money: boolean }
  | { kind: 'email'; label: string; what: 'free' | 'business' | 'role' | 'provider'; domain?: string };

/** Names of country and state groups in instructions (folded) → group key; no prototype ("constructor" is no group). */
const GROUP_ALIASES: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  eu: 'eu',
  'e u': 'eu',
  'european union': 'eu',
  'eu member states': 'eu',
  'eu members': 'eu',
  'eu member': 'eu',
  eu27: 'eu',
  'eu 27': 'eu',
  'europaische union': 'eu',
  'union europeenne': 'eu',
  'union europea': 'eu',
  eea: 'eea',
  'european economic area': 'eea',
  eurozone: 'eurozone',
  'euro area': 'eurozone',
  'euro zone': 'eurozone',
  dach: 'dach',
  'd a ch': 'dach',
  'dach region': 'dach',
  benelux: 'benelux',
  nordics: 'nordics',
  nordic: 'nordics',
  'nordic region': 'nordics',
  'nordic countries': 'nordics',
  scandinavia: 'scandinavia',
  scandinavian: 'scandinavia',
  baltics: 'baltics',
  baltic: 'baltics',
  'baltic states': 'baltics',
  caucasus: 'caucasus',
  'the caucasus': 'caucasus',
  'south caucasus': 'caucasus',
  'caucasus countries': 'caucasus',
  g7: 'g7',
  'g 7': 'g7',
  'group of seven': 'g7',
  g20: 'g20',
  'g 20': 'g20',
  'group of twenty': 'g20',
  anz: 'anz',
  gcc: 'gcc',
  'gulf states': 'gcc',
  asean: 'asean',
  'five eyes': 'five-eyes',
  'north america': 'north-america',
  'northern america': 'north-america',
  namer: 'north-america',
  na: 'north-america',
  latam: 'latam',
  'latin america': 'latam',
  'latin america and the caribbean': 'latam',
  'latin american': 'latam',
  'middle eastern': 'middle-east',
  'southeast asian': 'm49-035',
  'south east asian': 'm49-035',
  'sub saharan african': 'm49-202',
  emea: 'emea',
  apac: 'apac',
  'asia pacific': 'apac',
  'asia pac': 'apac',
  'middle east': 'middle-east',
  mena: 'mena',
  europe: 'm49-150',
  european: 'm49-150',
  africa: 'm49-002',
  african: 'm49-002',
  asia: 'm49-142',
  asian: 'm49-142',
  oceania: 'm49-009',
  americas: 'm49-019',
  'the americas': 'm49-019',
  'south america': 'm49-005',
  'central america': 'm49-013',
  caribbean: 'm49-029',
  'southeast asia': 'm49-035',
  'south east asia': 'm49-035',
  'sub saharan africa': 'm49-202',
  // Seventeenth pass: the compass short forms of M49 sub-regions ("West Asia" was read as the US West and Asia).
  'west asia': 'm49-145',
  'east asia': 'm49-030',
  'south asia': 'm49-034',
  'north africa': 'm49-015',
  'west africa': 'm49-011',
  'east africa': 'm49-014',
  'south europe': 'm49-039',
  'east europe': 'm49-151',
  'west europe': 'm49-155',
  'north europe': 'm49-154',
  'west coast': 'west-coast',
  'us west coast': 'west-coast',
  // Merriam-Webster: "Left Coast", informal, the West Coast of the US.
  'left coast': 'west-coast',
  'east coast': 'east-coast',
  'us east coast': 'east-coast',
  'new england': 'new-england',
  midwest: 'region-midwest',
  'us midwest': 'region-midwest',
  midwestern: 'region-midwest',
  northeast: 'region-northeast',
  'us northeast': 'region-northeast',
  'north east': 'region-northeast',
  'us south': 'region-south',
  'southern us': 'region-south',
  'the south': 'region-south',
  'us west': 'region-west',
  'western us': 'region-west',
  'western united states': 'region-west',
});
/** The names of groups the reader knows ("european union", "mid west"): the typo pass's vocabulary. */
export const placeAliases = (): string[] => Object.keys(GROUP_ALIASES);
const groupsByKey = new Map<string, PlaceConcept>();
for (const g of COUNTRY_GROUPS) {
  groupsByKey.set(g.key, {
    kind: 'place',
    label: g.label,
    member: g.member,
    countries: g.countries,
    ...(g.unsure ? { unsure: g.unsure } : {}),
  });
  GROUP_ALIASES[fold(g.label.replace(/^the /, ''))] ??= g.key;
}
for (const g of STATE_GROUPS) {
  groupsByKey.set(g.key, { kind: 'place', label: g.label, member: g.member, states: g.states });
  GROUP_ALIASES[fold(g.label.replace(/^the (?:us )?/i, ''))] ??= g.key;
}

const countryConcept = (code: string): PlaceConcept => {
  const name = countries.get(code)?.name ?? code;
  return { kind: 'place', label: name, member: `in ${name}`, countries: new Set([code]) };
};
const subConcept = (s: Subdivision): PlaceConcept => ({
  kind: 'place',
  label: s.name,
  member: `in ${s.name}`,
  ...(s.country === 'US' ? { states: new Set([s.code]) } : { provinces: new Set([s.code]) }),
});

/** Every place an item can name: "Georgia" → the country and the US state; the caller picks by context. */
export function readPlaceItem(item: string): PlaceConcept[] {
  const raw = item.trim();
  const full = fold(raw).replace(/^the /, '');
  // "the Nordic region", "the African continent", "the German-speaking world": the trailing noun frames the place.
  const key = full.replace(/ (?:region|area|countries|states|markets?|economies|economy|continent|world)$/, '');
  // "mid west", "Mid-West": a group's name written in two words; "Midwestern US": a US region named with its country.
  const group = GROUP_ALIASES[key] ?? GROUP_ALIASES[fold(raw)] ?? GROUP_ALIASES[key.replace(/ /g, '')] ?? usRegion(full);
  if (group) return [groupsByKey.get(group)!];
  const out: PlaceConcept[] = [];
  // The whole name first: "United States" is not "United" + "states".
  // "the Faroes", "the Falklands": islands named by their plural.
  // "island" is Iceland's name in German and the Nordic languages, and an English word: "Africa and its island states"
  // kept Iceland. Only "Island" alone, capitalised, names the country (sixteenth pass).
  if (key === 'island' && raw !== 'Island') return out;
  const byName =
    countryNames.get(full) ??
    countryNames.get(key) ??
    (/^\p{L}{4,}s$/u.test(key) ? countryNames.get(`${key.slice(0, -1)} islands`) : undefined);
  if (byName) out.push(countryConcept(byName));
  const sub = subdivisionNames.get(full) ?? subdivisionNames.get(key);
  if (sub) out.push(subConcept(sub));
  // Codes count only as written in capitals ("US", "DE", "TX"): "in", "or" and "me" are words.
  if (/^[A-Z]{2}$/.test(raw)) {
    if (countries.has(raw) && byName !== raw) out.push(countryConcept(raw));
    for (const s of [usStates.get(raw), caProvinces.get(raw)]) if (s && s !== sub) out.push(subConcept(s));
  }
  if (/^[A-Z]{3}$/.test(raw) && out.length === 0)
    for (const c of countries.values()) if (c.alpha3 === raw) out.push(countryConcept(c.code));
  // Demonyms, region adjectives and language areas: "German", "Latin American", "French-speaking".
  const word = out.length === 0 ? readPlaceWord(key) : undefined;
  if (word) out.push({ kind: 'place', ...word });
  return out;
}

function usRegion(key: string): string | undefined {
  const m = /^(.+?) (?:us|usa|u s a|united states(?: of america)?|america)$/.exec(key);
  const group = m ? (GROUP_ALIASES[m[1]!] ?? GROUP_ALIASES[m[1]!.replace(/ /g, '')]) : undefined;
  return group && groupsByKey.get(group)?.states ? group : undefined;
}

const EMAIL_ITEMS: Array<[RegExp, Concept & { kind: 'email' }]> = [
  [
    /^(?:personal|private|free|freemail|free mail|webmail|consumer|gmail yahoo|free provider)(?: e ?mails?)?(?: addresses| address| domains?| accounts| providers?| mailbox(?:es)?| inbox(?:es)?)?$/,
    { kind: 'email', label: 'a free-mail (personal) domain', what: 'free' },
  ],
  [
    /^(?:business|work|company|corporate|professional|b2b)(?: e ?mails?)?(?: addresses| domains?| accounts| mailbox(?:es)?| inbox(?:es)?)?$/,
    { kind: 'email', label: 'a business domain', what: 'business' },
  ],
  [
    /^general (?:e ?mails?|e ?mail addresses|addresses|inboxes|mailboxes)$|^(?:role|generic|shared|group|department|departmental|team|functional|function)(?: based)?(?: (?:generic|shared|departmental|functional|function|role))?(?: e ?mails?)?(?: addresses| address| inbox(?:es)?| mailbox(?:es)?| accounts| aliases| alias| distribution lists?)?$|^role accounts$|^(?:e ?mail )?alias(?:es)?$|^distribution lists?$/,
    { kind: 'email', label: 'a role address', what: 'role' },
  ],
];

/** An item about email addresses: "personal emails", "business email addresses", "role addresses", "gmail". */
export function readEmailItem(item: string): Concept | undefined {
  // "personal / free webmail addresses": the first of several free-mail words is enough.
  const key = fold(item)
    .replace(/\bweb mail\b/, 'webmail')
    .replace(/^(?:(?:personal|private|free|consumer) )+(?=(?:personal|private|free|freemail|webmail|consumer)\b)/, '');
  for (const [pattern, concept] of EMAIL_ITEMS)
    if (pattern.test(key) || pattern.test(key.replace(/ (?:e ?mails?|addresses)$/, ''))) return concept;
  const provider =
    /^(gmail|googlemail|yahoo|hotmail|outlook|aol|icloud|gmx|web de|t online|protonmail|yandex|mail ru)(?: com)?(?: e ?mails?| addresses| accounts| users)?$/.exec(
      key,
    );
  if (provider) return { kind: 'email', label: provider[1]!.replace(' ', '.'), what: 'provider', domain: provider[1]!.replace(' ', '.') };
  // "gmail, yahoo, outlook etc.": examples of free-mail providers stand for all of them (reader-normalise.ts writes "etc").
  const examples = / etc$/.exec(key);
  const example = examples ? readEmailItem(key.slice(0, examples.index)) : undefined;
  if (example?.kind === 'email' && example.what === 'provider') return EMAIL_ITEMS[0]![1];
  const domain = /^@?([a-z0-9-]+(?:\.[a-z0-9-]+)+)$/.exec(item.trim().toLowerCase());
  if (domain) return { kind: 'email', label: domain[1]!, what: 'provider', domain: domain[1]! };
  return undefined;
}

export function readIndustryItem(item: string): Concept | undefined {
  const group = readIndustryGroup(item);
  if (!group) return undefined;
  return { kind: 'industry', label: group.label, group, words: fold(item).split(' ') };
}

export function readTitleItem(item: string): Concept | undefined {
  const group = readTitleGroup(item);
  return group ? { kind: 'title', label: group.label, group } : undefined;
}
