/**
 * Fifteenth pass (ADR 0034): forms of ordinary sales writing from the fourteenth round (`eval/phrasing14.json`;
 * README.md, "Fifteenth pass"). Each rewrite brings a form to words the reader already reads, with the same meaning;
 * a word with no agreed meaning is left as written, and refused. Run first in the first pass, after the CRM filters
 * and before the fourteenth pass's words (reader-normalise.ts).
 */

import { readPlaceItem, type PlaceConcept } from './concepts.ts';
import { splitList } from './text.ts';
import { sovereignOf } from './world-countries.ts';

/** What "everything else in …" may be said of that is no place: the list itself ("everything else in the file"). */
const LIST_WORDS = String.raw`(?:the\s+|this\s+|our\s+|my\s+)?(?:list|file|sheet|spreadsheet|export|csv|crm|data|dataset|upload|report)\b`;

/** "everything else in Europe": what the keeps leave of Europe (reader-rest-of.ts reads it beside the keeps). */
export const ELSE_IN = new RegExp(
  String.raw`\b(?:everything|anything|everyone|anyone|everybody|anybody|all)\s+else\s+(?:that\s+is\s+|that's\s+)?(?:in|within|across|from)\s+(?!${LIST_WORDS})(?=\S)`,
  'giu',
);

const REWRITES: Array<[RegExp, string]> = [
  // "everything else in Europe should be removed" beside "keep the Nordics" is what the keep leaves of Europe: "the
  // rest of Europe" (refused on the side of an exclusion, reader.ts). Read as "Europe" it excluded the Nordics.
  [ELSE_IN, 'the rest of '],
  // "and from Washington, DC": the city, not Washington State and DC (split at the comma, the state was excluded beside
  // "keep the West Coast"). After a preposition only: "Oregon, Washington, DC and Virginia" is a list, and left.
  [/\b(from|in|including|excluding|except|not)\s+Washington\s*,?\s*D\.?\s?C\b\.?/gu, '$1 the District of Columbia'],
  // "Headquartered in the US, nowhere else": nothing else, the other side of the keep (reader-sales-phrases.ts).
  [/(?<=[^\s.;!?\n,])\s*,?\s*(?:(?:and|but)\s+)?nowhere\s+else\b/giu, ', nothing else'],
  // "Only US accounts; international leads go.": the fourteenth pass's "international" on the side of an exclusion.
  [
    /(^|[\n.;!?]\s*)(?:all\s+|any\s+)?international\s+(?:ones|accounts|companies|leads|customers|contacts|prospects)\s+(?:go|goes|are\s+out|can\s+go)\b/giu,
    '$1drop the rest',
  ],
];

/** "the G7: US, Canada, UK, …", "the Midwest states: Ohio, Michigan, …": a group, a colon and a list of its members. */
const GROUP_COLON = /((?:\p{L}[\p{L}\d-]*\s+){0,3}\p{L}[\p{L}\d-]*):\s+([^\n.;!?:()]+?)(?=\s*(?:[\n.;!?]|$))/gu;
const ITEM_FILLER = /^(?:(?:including|incl|plus|also|along\s+with|as\s+well\s+as|the)\s+)+/iu;

/** Whether a place lies inside a group: its countries, or its US states. */
function within(place: PlaceConcept, group: PlaceConcept): boolean {
  if (place.states?.size) return Boolean(group.states) && [...place.states].every((st) => group.states!.has(st));
  return Boolean(place.countries?.size && group.countries) && [...place.countries!].every((c) => group.countries!.has(c));
}

/**
 * The colon after a group whose every listed item is one of its members is the parenthesis the reader reads already
 * ("Keep the G7 (US, Canada, …)": the members say which group is meant). A list reaching outside the group ("the G7: the
 * US, Canada and India"), an item it does not know, or words before the colon that name no group: left as written.
 */
function groupColon(whole: string, head: string, list: string): string {
  const words = head.split(/\s+/u);
  for (let at = 0; at < words.length; at++) {
    const name = words.slice(at).join(' ');
    const group = readPlaceItem(name);
    if (group.length !== 1 || (!group[0]!.countries?.size && !group[0]!.states?.size) || group[0]!.countries?.size === 1) continue;
    const items = splitList(list).map((i) => i.trim().replace(ITEM_FILLER, ''));
    const read = items.map((i) => (i ? readPlaceItem(i) : []));
    if (!read.every((r) => r.length > 0 && r.every((p) => within(p, group[0]!)))) return whole;
    // Every member named (sovereign ones; states): "the EU: France and Germany" may mean those two of it, and is left.
    const named = new Set(read.flat().flatMap((p) => [...(p.countries ?? []), ...(p.states ?? [])]));
    const { countries, states } = group[0]!;
    const members = states?.size ? [...states] : sovereignOf(countries);
    return members.every((m) => named.has(m)) ? `${head} (${list})` : whole;
  }
  return whole;
}

export function ordinaryWords2(text: string): string {
  let t = text;
  for (const [pattern, to] of REWRITES) t = t.replace(pattern, to);
  return t.replace(GROUP_COLON, groupColon);
}
