/**
 * A reading that keeps what it also excludes is a sentence the rules misread, never a rule to apply (ADR 0034):
 * "keep the US, Canada, … Italy or Japan and remove the rest, including EU countries that are not G7 members"
 * read as keep those seven and exclude the EU and the G7 — the exclusion won, and Italy, France and Germany
 * were excluded with confidence. Such a reading is refused (the model or review decides).
 */
import type { Concept } from './concepts.ts';

/** A clause of a reading (reader.ts's Clause, named here without importing the reader). */
type Clause = { polarity: 'keep' | 'exclude'; concept: Concept | 'any'; exception?: true };

const placeCountries = (c: Clause) =>
  c.concept !== 'any' && c.concept.kind === 'place' && !c.concept.states ? c.concept.countries : undefined;

/** The kept concept is the excluded one, or a place wholly inside an excluded place. */
function within(kept: Clause, excluded: Clause): boolean {
  if (kept.concept === 'any' || excluded.concept === 'any') return false;
  if (kept.concept.kind === excluded.concept.kind && kept.concept.label === excluded.concept.label) return true;
  const inner = placeCountries(kept);
  const outer = placeCountries(excluded);
  return !!inner && !!outer && inner.size > 0 && [...inner].every((code) => outer.has(code));
}

/** The first kept clause that an exclusion (not an exception) takes back whole, if any. */
export function contradiction<C extends Clause>(clauses: readonly C[]): C | undefined {
  const exclusions = clauses.filter((c) => c.polarity === 'exclude' && !c.exception);
  // A keep that an exception carves back out of the exclusion is no contradiction ("keep Germany … and remove EU
  // countries that are not G7 members": Germany is in the G7).
  const exceptions = clauses.filter((c) => c.polarity === 'keep' && c.exception);
  return clauses.find(
    (c) => c.polarity === 'keep' && !c.exception && exclusions.some((e) => within(c, e)) && !exceptions.some((x) => within(c, x)),
  );
}

/**
 * A place or US-state group inside another ("California" in "the US", "Germany" in "Europe"); a group of five or more
 * countries with one outside counts ("the EU" in "Europe": UN M49 puts Cyprus in Western Asia).
 */
function inside(inner: Clause, outer: Clause): boolean {
  if (within(inner, outer)) return true;
  const [countries, around] = [placeCountries(inner), placeCountries(outer)];
  if (countries && around && countries.size >= 5 && [...countries].filter((c) => !around.has(c)).length <= 1) return true;
  if (inner.concept === 'any' || outer.concept === 'any' || inner.concept.kind !== 'place' || outer.concept.kind !== 'place') return false;
  const states = inner.concept.states;
  if (!states?.size) return false;
  return Boolean(
    outer.concept.countries?.has('US') ||
    (outer.concept.states &&
      [...states].every((s) => outer.concept !== 'any' && outer.concept.kind === 'place' && outer.concept.states!.has(s))),
  );
}

/**
 * "Keep the EU and remove anything outside Europe": the exclusion of what is outside Europe reads as a keep of Europe,
 * which beside the keep of the EU kept Norway and Switzerland. What it leaves is the writer's other keeps, when they lie
 * inside it: the keep it reads as is dropped (`outside` lists those clauses). When another keep reaches beyond it
 * ("Keep the US and drop anyone outside sales": VPs in sales, or every VP?) the reading is refused (a string).
 */
export function settleOutside<C extends Clause>(clauses: C[], outside: ReadonlySet<C>): C[] | string {
  const kept = clauses.filter((c) => outside.has(c));
  if (!kept.length) return clauses;
  const others = clauses.filter((c) => c.polarity === 'keep' && c.concept !== 'any' && !c.exception && !outside.has(c));
  if (!others.length) return clauses;
  const beyond = others.find((o) => !kept.some((k) => inside(o, k)));
  if (beyond)
    return `the instructions keep ${beyond.concept === 'any' ? 'everything' : beyond.concept.label} and remove what is outside ${kept
      .map((k) => (k.concept === 'any' ? 'everything' : k.concept.label))
      .join(', ')}: which of the two is kept is not clear`;
  return clauses.filter((c) => !outside.has(c));
}
