/**
 * Fifteenth pass (ADR 0034; README.md, "Fifteenth pass"): "the rest of X" on the side of an exclusion, beside keeps that
 * all lie inside X — "Only keep leads based in the Nordic countries; everything else in Europe should be removed",
 * "keep Germany, Austria and Switzerland and remove the rest of Europe". What the keeps leave of X is excluded, and what
 * lies outside X is excluded already by the keeps (a keep keeps nothing else): the exclusion says the same as "drop the
 * rest", and is read so. A keep outside X ("Keep Japan; remove the rest of Europe": is the US kept?) leaves the reading
 * refused, as before (reader.ts). Read as "Europe", the phrase excluded the Nordics it meant to keep.
 */
import type { Concept, PlaceConcept } from './concepts.ts';
import { readPlaceItem } from './concepts.ts';
import { ELSE_IN, ordinaryWords2 } from './reader-ordinary-2.ts';
import { sovereignOf } from './world-countries.ts';

type Clause = { polarity: string; concept: Concept | 'any' };
type Reading = { ok: true; criterion: { kind: string; clauses: Clause[] } } | { ok: false; reason: string };

/** "the rest of Europe", "all the rest of the EU", "the rest of Europe and the world": up to a mark, "and", "or". */
const REST_OF_PLACE =
  /\b(?:(?:all\s+)?the\s+)?rest\s+of\s+((?:the\s+)?\p{L}[\p{L}'’ -]*?)(\s+(?:and|or)\s+(?:of\s+)?(?:the\s+)?(?:world|globe|planet))?(?=\s*(?:[,.;:!?)\n]|\b(?:and|or|since|because|as|should|must|can|is|are|goes|go|gets?)\b|$))/giu;
/** The reader's own refusal of that phrase (reader.ts). */
const REFUSAL = /^"[^"]*\brest of\b[^"]*" excludes what the other items leave/u;

/** Whether a kept place lies inside the place "the rest of" names: its states, or its sovereign countries. */
function inside(kept: PlaceConcept, of: PlaceConcept): boolean {
  // "Keep the EU; drop the rest of Europe": Cyprus, on the line between Europe and Asia, lies inside either way.
  const countries = new Set([...(of.countries ?? []), ...(of.unsure ?? [])]);
  if (kept.provinces?.size) return false;
  if (kept.states?.size) return countries.has('US') || [...kept.states].every((s) => of.states?.has(s));
  // Sovereign countries only: Greenland keeps the Nordics inside Europe (UN M49 puts it in America).
  const sovereign = sovereignOf(kept.countries);
  return sovereign.length > 0 && sovereign.every((c) => countries.has(c));
}

/** Whether a kept place shares nothing with the place "the rest of" names. */
function apart(kept: PlaceConcept, of: PlaceConcept): boolean {
  const countries = new Set([...(of.countries ?? []), ...(of.unsure ?? [])]);
  if (kept.provinces?.size) return !countries.has('CA');
  if (kept.states?.size) return !countries.has('US') && [...kept.states].every((s) => !of.states?.has(s));
  return [...(kept.countries ?? [])].every((c) => !countries.has(c) && !(of.states?.size && c === 'US'));
}

/** The reading with "the rest of X" as "the rest", when the reader refused the phrase and every keep lies inside X. */
export function restOfPlace<R extends Reading>(written: string, read: (text: string) => R, first?: R): R | undefined {
  const refused = first ?? read(written);
  if (refused.ok || !REFUSAL.test(refused.reason)) return undefined;
  const named: PlaceConcept[] = [];
  let unknown = false;
  // "everything else in Europe" is "the rest of Europe" (reader-ordinary-2.ts).
  const text = ordinaryWords2(written).replace(REST_OF_PLACE, (whole: string, place: string) => {
    const of = readPlaceItem(place.trim().replace(/^the\s+/iu, ''));
    if (of.length !== 1 || (!of[0]!.countries?.size && !of[0]!.states?.size)) unknown = true;
    else named.push(of[0]!);
    return 'the rest';
  });
  if (unknown || !named.length) return undefined;
  const reading = read(text);
  if (!reading.ok || reading.criterion.kind !== 'place') return undefined;
  const keeps = reading.criterion.clauses.filter((c) => c.polarity === 'keep');
  if (!keeps.length || keeps.some((c) => c.concept === 'any')) return undefined;
  if (keeps.every((c) => named.every((of) => inside(c.concept as PlaceConcept, of)))) return reading;
  // "Keep Japan; everything else in Europe should be removed": keeps apart from Europe, which is excluded (as before).
  if (!new RegExp(ELSE_IN.source, 'iu').test(written) || !keeps.every((c) => named.every((of) => apart(c.concept as PlaceConcept, of))))
    return undefined;
  const apartReading = read(written.replace(ELSE_IN, ''));
  return apartReading.ok ? apartReading : undefined;
}
