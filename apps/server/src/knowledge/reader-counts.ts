/**
 * A group named with the count of its members: "the 12 Midwest states", "all twenty-seven EU countries", "the
 * five Nordics". The count is read only as a check: when it is the group's own size the group is read; when
 * it is not ("the 10 Midwest states") the writer means some other list, and the instruction is refused. The
 * members may come first ("the 27 member states of the EU").
 *
 * Sixteenth pass: a count of the group's sovereign states ("all 54 African countries", "the twelve South American
 * countries", "the five Nordic countries") is its size too; the group's dependent territories (Réunion, French Guiana,
 * the Faroe Islands) are then left open — the count says they are not counted, the group's name says they are in — and
 * their values go to review.
 */
import type { Concept, PlaceConcept } from './concepts.ts';
import { numberWords } from './number-words.ts';
import { dependentTerritories } from './world-countries.ts';

const COUNTED = /^(?:all\s+)?(\d{1,3})\s+(.+)$/u;

/** "the 27 member states of the European Union", "all 12 states of the Midwest": the count, then the group. */
const MEMBERS_OF =
  /^(?:all\s+)?(\d{1,3})\s+(?:member\s+(?:states|countries|nations)|members|countries|nations|states)\s+(?:of|in)\s+(?:the\s+)?(.+)$/iu;

export function countedGroup(text: string, read: (text: string) => Concept[]): Concept[] | string | undefined {
  const counted = numberWords(text).trim();
  const m = COUNTED.exec(counted.replace(MEMBERS_OF, '$1 $2'));
  if (!m) return undefined;
  const options = read(m[2]!);
  if (options.length !== 1 || options[0]!.kind !== 'place') return undefined;
  const place = options[0]!;
  const size = (place.countries ?? place.states ?? place.provinces)?.size;
  if (size === Number(m[1])) return options;
  const dependents = [...(place.countries ?? [])].filter((c) => dependentTerritories.has(c));
  if (dependents.length && place.countries!.size - dependents.length === Number(m[1]))
    return [{ ...place, unsure: new Set([...(place.unsure ?? []), ...dependents]) } satisfies PlaceConcept];
  return `"${text}" counts ${m[1]} where ${place.label} has ${size ?? 'no fixed number of'} members`;
}
