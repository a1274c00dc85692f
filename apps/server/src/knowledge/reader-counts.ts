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
import { sovereignOf } from './world-countries.ts';

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
  const sovereign = sovereignOf(place.countries);
  if (sovereign.length < (place.countries?.size ?? 0) && sovereign.length === Number(m[1])) {
    const dependents = [...place.countries!].filter((c) => !sovereign.includes(c));
    return [{ ...place, unsure: new Set([...(place.unsure ?? []), ...dependents]) } satisfies PlaceConcept];
  }
  return `"${text}" counts ${m[1]} where ${place.label} has ${size ?? 'no fixed number of'} members`;
}

/**
 * Sixteenth pass: "the 27 member states", "any of the twelve countries" — a count with no group beside it points back
 * at the one group the text names that has that many members (or sovereign states): "We only sell into the EU, so keep
 * accounts in one of the 27 member states". It is written out as the counted group ("the 27 EU countries") and read as
 * above; with no such group, or with two, it is left as written and refused.
 */
const NOUN = String.raw`(?:member\s+states|member\s+countries|members|countries|states|nations)`;
/**
 * Seventeenth pass: the same with "its" or "those" ("one of its twelve countries", "any of its seven member countries",
 * "anything outside those seven"), where "those" may stand without its noun; written out as "the <count> <group>".
 */
const BARE_COUNT = new RegExp(
  String.raw`\b(the|all(?:\s+the)?|(?:any|one|each)\s+of\s+(?:the|its|their)|its|their)\s+(\d{1,2}|[a-z]+(?:-[a-z]+)?)\s+${NOUN}\b(?!\s+(?:of|in)\b)|\b(those|these)\s+(\d{1,2}|[a-z]+(?:-[a-z]+)?)(?:\s+${NOUN})?\b(?!\s+(?:of|in)\b)(?!\s+\p{L}+\s+${NOUN})`,
  'giu',
);
const leadOf = (lead: string) => lead.replace(/\b(?:its|their|those|these)$/iu, 'the');

export function countedReferences(text: string, read: (text: string) => Concept[]): string {
  if (text.search(BARE_COUNT) < 0) return text;
  return text.replace(BARE_COUNT, (whole: string, lead1?: string, count1?: string, lead2?: string, count2?: string) => {
    const [lead, count] = lead1 ? [leadOf(lead1), count1!] : [leadOf(lead2!), count2!];
    const n = Number(numberWords(count.toLowerCase()));
    if (!Number.isInteger(n) || n < 2) return whole;
    const groups = new Map<string, string>();
    for (const [run, c] of placeRuns(text.replace(whole, ' '), read)) {
      const members = c.countries ?? c.states;
      const sovereign = c.countries ? sovereignOf(c.countries).length : members?.size;
      if (members && (members.size === n || sovereign === n)) groups.set(c.label, run);
    }
    return groups.size === 1 ? `${lead} ${n} ${[...groups.values()][0]!}` : whole;
  });
}

/** The runs of one to three words the rules read as one place, with what they read ("EU", "South America"). */
function placeRuns(text: string, read: (text: string) => Concept[]): Array<[string, PlaceConcept]> {
  const words = text.split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean);
  const out: Array<[string, PlaceConcept]> = [];
  for (let n = 3; n >= 1; n--)
    for (let i = 0; i + n <= words.length; i++) {
      const run = words.slice(i, i + n).join(' ');
      if (run.length <= 2 && run === run.toLowerCase()) continue;
      const places = read(run);
      if (places.length === 1 && places[0]!.kind === 'place') out.push([run, places[0]!]);
    }
  return out;
}
