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
  return clauses.find((c) => c.polarity === 'keep' && !c.exception && exclusions.some((e) => within(c, e)));
}
