/**
 * Items that name two places (ADR 0034): a code in capitals that is a country's and a US state's or Canadian
 * province's ("CA": Canada or California; "GA", "IN", "DE", "PA", "CO", "AL", "AR", "MD", "NL" …) and names
 * that are both ("Georgia"). Taking the country whenever no other item was a state read "Exclude all states
 * except CA" as keeping Canada — a confident mistake. A reading is now taken only when the instruction settles
 * it, in this order, and the instruction is refused when nothing does ("Keep CA" alone):
 * 1. what the item carves out of: an exclusion from a keep, or an exception to an exclusion, names a place
 *    inside it ("Keep the US except CA" → California, "Exclude Africa except GA" → Gabon);
 * 2. the instruction's own words: "state(s)" (not "member states", "Baltic states", "the States" …),
 *    "province(s)", or "country / countries" ("Exclude all states except CA" → California);
 * 3. the other items: all states or provinces, or all countries ("CA, OR, WA", "CA and Mexico").
 * Before all three, a "country" label on the line ("country = US; CA & MX excluded", "Country col: …") says the
 * column holds countries, so its codes are countries (ninth pass): the carve-out read CA there as California.
 */
import type { Concept, PlaceConcept } from './concepts.ts';
import { fold } from './text.ts';

export type ReadItem = { polarity: 'keep' | 'exclude'; text: string; options: Concept[]; exception?: true };
type Side = 'countries' | 'states' | 'provinces';

const sideOf = (c: PlaceConcept): Side => (c.states ? 'states' : c.provinces ? 'provinces' : 'countries');
const codes = (c: PlaceConcept) => [...(c.countries ?? c.states ?? c.provinces ?? [])];

/** "PR": Puerto Rico the ISO country and the US territory are one place; "CA" (Canada, California) is two. */
function samePlace(options: PlaceConcept[]): boolean {
  const [a, b] = options;
  if (options.length !== 2 || codes(a!).join() !== codes(b!).join()) return false;
  // Word by word: "United States Virgin Islands" holds "Virgin Islands"; "Indiana" does not hold "India".
  const [x, y] = [` ${fold(a!.label)} `, ` ${fold(b!.label)} `];
  return x.includes(y) || y.includes(x);
}

/** Whether `inner` lies inside `outer` ("California" inside "United States", "Gabon" inside "Africa"). */
function inside(inner: PlaceConcept, outer: PlaceConcept): boolean {
  const within = (set: Set<string> | undefined) => Boolean(set) && codes(inner).every((c) => set!.has(c));
  if (inner.countries) return within(outer.countries);
  if (inner.states) return within(outer.states) || Boolean(outer.countries?.has('US'));
  return within(outer.provinces) || Boolean(outer.countries?.has('CA'));
}

/**
 * "states" as US states: not after a word that makes them countries ("EU member states", "the Baltic States",
 * "Gulf states", "the United States") and not "the States" (the US, reader-normalise.ts).
 */
const STATE_WORD =
  /(?<!\b(?:united|member|baltic|gulf|arab|island|nation|sovereign|city|eu|european|nordic|balkan|african|asian|pacific|caribbean|g7|g20|asean|gcc|post-soviet|soviet)[\s-]+)\bstates?\b(?![\s-]*(?:owned|run|funded|backed)\b)/giu;
const PROVINCE_WORD = /\bprovinces?\b/iu;
const COUNTRY_WORD = /\bcountr(?:y|ies)\b/iu;
/** "country = …", "Country col: …", "hq_country IN …", "country_code == …": the field is the country. */
const COUNTRY_LABEL = /(?:^|[\n;]\s*)(?:hq[\s_-]*)?country(?:[\s_-]*(?:code|col|column|field))?\s*(?:==?|:|∈|\bin\b)/iu;

/** The side the instruction's words name, when they name one only. */
function sideByWords(text: string): Side | undefined {
  const states = [...text.matchAll(STATE_WORD)].some((m) => !/^States$/u.test(m[0]) || !/\bthe\s+$/iu.test(text.slice(0, m.index)));
  const named = [states && 'states', PROVINCE_WORD.test(text) && 'provinces', COUNTRY_WORD.test(text) && 'countries'].filter(Boolean);
  return named.length === 1 ? (named[0] as Side) : undefined;
}

const single = (items: ReadItem[], polarity: 'keep' | 'exclude') =>
  items.filter((i) => i.polarity === polarity && !i.exception && i.options.length === 1 && i.options[0]!.kind === 'place');

/**
 * The reading of each item that names two places, or why the instruction is refused. `text` is the instruction as
 * written (its words before normalisation: "all states except CA" becomes "everything except CA").
 */
export function settleReadings(items: ReadItem[], text: string): Map<ReadItem, Concept> | string {
  const chosen = new Map<ReadItem, Concept>();
  const places = items.filter((i) => i.options.length === 1 && i.options[0]!.kind === 'place').map((i) => i.options[0] as PlaceConcept);
  const peers = new Set(places.map((p) => (sideOf(p) === 'countries' ? 'countries' : 'subdivisions')));
  const words = sideByWords(text);
  const labelled: Side | undefined = COUNTRY_LABEL.test(text) ? 'countries' : undefined;
  for (const item of items) {
    const options = item.options.filter((o): o is PlaceConcept => o.kind === 'place');
    if (options.length < 2) continue;
    // One place under two codes: the reader's rule before this pass (the other items' kind), which cannot go wrong.
    if (samePlace(options)) {
      chosen.set(item, options.find((o) => (sideOf(o) !== 'countries') === peers.has('subdivisions')) ?? options[0]!);
      continue;
    }
    // An exclusion carves out of the keeps, an exception out of the exclusions: the reading inside them.
    const outer = item.exception ? single(items, 'exclude') : item.polarity === 'exclude' ? single(items, 'keep') : [];
    const within = options.filter((o) => outer.some((k) => inside(o, k.options[0] as PlaceConcept)));
    const bySide = (side: Side | undefined) => options.filter((o) => side !== undefined && sideOf(o) === side);
    const byPeers =
      peers.size === 1 ? options.filter((o) => (sideOf(o) === 'countries') === peers.has('countries')) : ([] as PlaceConcept[]);
    const pick = [bySide(labelled), within, bySide(words), byPeers].find((o) => o.length === 1)?.[0];
    if (!pick) {
      const [a, b] = options.map(
        (o) => `${o.label} (${sideOf(o) === 'states' ? 'US state' : sideOf(o) === 'provinces' ? 'Canadian province' : 'country'})`,
      );
      return `"${item.text}" names ${a} and ${b}, and nothing in the instructions says which; write the name`;
    }
    chosen.set(item, pick);
  }
  return chosen;
}
