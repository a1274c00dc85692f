/** What the reader knows of words (reader-framing.ts's Knows) and the kind a criterion takes. */
import type { Concept, Kind, PlaceConcept } from './concepts.ts';
import { countedGroup } from './reader-counts.ts';
import { readItem, trimFiller } from './reader-items.ts';
import { splitList } from './text.ts';

/** readItem's order: the kind taken when several fit every item. */
const KIND_ORDER: Kind[] = ['place', 'email', 'industry', 'title', 'size'];
/**
 * The kind every item can be read as. When several fit ("finance": the industry or the function) the first in
 * readItem's order, as always; but a code in capitals that is also a country ("keep IT": Italy or the IT
 * industry, "HR") is settled by nothing in the sentence, and is ambiguous.
 */
export function pickKind(items: Concept[][], kinds: Set<Kind>): Kind | 'ambiguous' | undefined {
  const shared = KIND_ORDER.filter((kind) => kinds.has(kind) && items.every((options) => options.some((o) => o.kind === kind)));
  return shared.length > 1 && shared.includes('place') ? 'ambiguous' : shared[0];
}

export const kindsOf = (text: string) => readItem(trimFiller(text)).map((o) => o.kind);
export const isItem = (text: string) => kindsOf(text).length > 0;
/** The countries words name, when they name countries only. */
function countriesOf(text: string): Set<string> | undefined {
  const read = readItem(trimFiller(text));
  if (!read.length || read.some((c) => c.kind !== 'place' || !c.countries)) return undefined;
  return new Set(read.flatMap((c) => [...(c as PlaceConcept).countries!]));
}
/** "the EU (DE, FR, UK)": an entry names a country outside the head's. */
export function outside(head: string, list: string): boolean {
  const within = countriesOf(head);
  return Boolean(within && splitList(list).some((e) => [...(countriesOf(e) ?? [])].some((c) => !within.has(c))));
}

/** "Midwest" with "12": whether the group has that many members (undefined when the head is no group). */
export function counts(head: string, count: string): boolean | undefined {
  const read = countedGroup(`${count} ${trimFiller(head)}`, readItem);
  return read === undefined ? undefined : typeof read !== 'string';
}
