/**
 * An instruction item's words and what they name (ADR 0034): the filler words around a concept ("companies based
 * in the EU"), the nouns around one ("the software industry", "the sales team"), and the concepts the words can
 * name (a place, an email kind, an industry, a job-title group).
 */
import { readEmailItem, readIndustryItem, readPlaceItem, readTitleItem, type Concept } from './concepts.ts';
import { FILLER } from './reader-filler.ts';
import { fold, splitList } from './text.ts';
import { dependentTerritories } from './world-countries.ts';
import { FUNCTION_PATTERNS } from './title-functions.ts';

/** Leading and trailing filler words of an item: "companies based in the European Union" → "European Union". */
export function trimFiller(item: string): string {
  const parts = item
    // "US-based", "EU-headquartered", "HQ'd in": the place is what the item names.
    .replace(/\bhq[’']?d\b/giu, 'hq')
    .replace(/(?<=\p{L})-(?:based|headquartered|located|registered|hq)\b/giu, ' ')
    .replace(/[“”"'‘’]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  // "IS", "IN", "BE", "ON" in capitals are codes (Iceland, India or Indiana, Belgium, Ontario): as filler words
  // "DK, FI, IS, NO, SE" lost Iceland. Not in an item written all in capitals ("BASED IN GERMANY", "IN DE") — but a
  // list of codes alone is no shouting: "LU, BE" lost Belgium.
  const codes = /[,/&]/u.test(item) && parts.every((w) => !/\p{L}{3}/u.test(w));
  const shouting = parts.length > 1 && !/\p{Ll}/u.test(item) && !codes;
  const code = (w: string) => !shouting && /^[A-Z]{2}$/u.test(w) && readPlaceItem(w).length > 0;
  const filler = (w: string) => (FILLER.has(w.toLowerCase().replace(/[.:]$/, '')) && !code(w)) || w === 'us';
  // "business emails", "company domains": a filler word before an email word is what the item is about; so is
  // "business" in "business development" (a sales function).
  while (parts.length && filler(parts[0]!) && !/^(?:e-?mails?|domains?|addresses|development)[,;.:]?$/i.test(parts[1] ?? '')) parts.shift();
  // "the United States": "states" is a filler word elsewhere ("EU member states").
  while (parts.length && filler(parts[parts.length - 1]!) && !/^united$/i.test(parts[parts.length - 2] ?? '')) parts.pop();
  return parts.join(' ').replace(/[.:!?]+$/, '');
}

/**
 * Nouns around a concept: "the software industry", "the healthcare vertical", "fintech space", "IT service
 * providers", "sales team", "the marketing department".
 */
const AROUND =
  /\s+(?:sector|sectors|industry|industries|vertical|verticals|space|segment|segments|economies|economy|providers?|vendors?|makers|producers|institutions?)$/iu;
/** Nouns of a part of a company: what they are around is a function of job titles ("the finance department"). */
const TEAM =
  /(?:\s+(?:team|teams|department|departments|function|functions|org|organi[sz]ation|roles|people|staff|folks|guys|reps|representatives|personnel|professionals|pros|types))+$/iu;
/** "and other financial firms", "or any other chief": the item the earlier ones are examples of. */
export const OTHER = /^\s*(?:(?:and|or|plus|&)\s+)?(?:(?:any|all|the)\s+)?other\s+\S/iu;

export function readItem(text: string): Concept[] {
  const place = readPlaceItem(text);
  // "HR", "IT", "PR" in capitals: a country's code and a function or an industry; the other items choose (pickKind).
  if (place.length && /^[A-Z]{2}$/.test(text.trim()))
    return [...place, ...[readIndustryItem(text), readTitleItem(text)].filter((c): c is Concept => c !== undefined)];
  if (place.length) return place;
  const email = readEmailItem(text);
  if (email) return [email];
  // "finance", "legal": an industry and a job function; the industry unless the other items are titles (pickKind).
  const named = [readIndustryItem(text), readTitleItem(text)].filter((c): c is Concept => c !== undefined);
  if (named.length) return named;
  if (TEAM.test(text)) {
    const team = readTitleItem(text.replace(TEAM, ''));
    return team ? [team] : [];
  }
  if (AROUND.test(text)) return readItem(text.replace(AROUND, ''));
  // "medical device makers", "medical device companies": a noun before another is singular in English, and the
  // category is named in the plural (LinkedIn's "Medical Devices").
  const plural = /\p{Ll}$/u.test(text) && !/s$/u.test(text) ? readIndustryItem(`${text}s`) : undefined;
  return plural ? [plural] : [];
}

/**
 * Whether `entry` is an example of the job function `head` names at every level ("SDRs", "AEs", "sales leaders"
 * under "sales people:"): every function its words name is the head's. Such an entry adds nothing to the head,
 * so one the rules cannot name (a title, or a level with no agreed meaning) is passed over, as before "and other
 * sales roles" (reader.ts). Not for places or industries: an entry there may name something outside its head.
 */
export function exampleOf(head: string, entry: string): boolean {
  const named = readItem(trimFiller(head)).find((c) => c.kind === 'title');
  const functions = named?.kind === 'title' && named.group.levels.size >= 5 && !named.group.flag ? named.group.functions : undefined;
  if (!functions?.size) return false;
  const words = fold(entry)
    .split(' ')
    .map((w) => (w.length > 2 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .join(' ');
  const of = FUNCTION_PATTERNS.filter(([, p]) => p.test(words)).map(([f]) => f);
  return of.length > 0 && of.every((f) => functions.has(f));
}

/**
 * Whether the place group `head` names holds dependencies of its own, and `list` spells out its sovereign members
 * and nothing outside it: then "their islands / territories" after the list are the group's dependencies ("Nordic
 * region: DK, FI, IS, NO, SE plus their self-governing islands"), which the head keeps already. "Nordics: Norway
 * plus its islands" names one member's (Svalbard, outside the group) and is refused.
 */
export function namesDependents(head: string, list: string): boolean {
  const [group] = readItem(trimFiller(head));
  const members = group?.kind === 'place' ? group.countries : undefined;
  if (!members || ![...members].some((c) => dependentTerritories.has(c))) return false;
  const named = new Set<string>();
  for (const entry of splitList(list).filter((e) => trimFiller(e) !== trimFiller(head))) {
    const read = readItem(trimFiller(entry));
    const codes = read.length === 1 && read[0]!.kind === 'place' ? read[0]!.countries : undefined;
    if (!codes || [...codes].some((c) => !members.has(c))) return false;
    for (const c of codes) named.add(c);
  }
  return [...members].every((c) => dependentTerritories.has(c) || named.has(c));
}
