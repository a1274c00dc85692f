/**
 * Thirteenth pass (ADR 0034): "Don't send me X; Y are (all) fine" (README.md, "Thirteenth pass") — X excluded, Y kept.
 * "Fine" does not say "only": the brief is read only when X and Y are the two sides of one line, so that nothing the
 * writer left unsaid is decided. X names the other side of Y ("anything from outside the EU; … in an EU member state is
 * fine", "any other non-Nordic companies; … in the Nordics", "anyone below director level; directors and above", "fewer
 * than 50 or more than 500 employees; anything from 50 to 500", "role addresses; addresses of individual people"):
 * checked on the readings of both sides. "Don't send me Germany; France is fine" leaves Italy unsaid, and "Don't send
 * me anything outside the EU; German companies are fine" leaves France: both are left as written, and refused.
 */
import type { Concept, PlaceConcept } from './concepts.ts';
import type { Interval } from './size.ts';
import { LEVELS } from './title-patterns.ts';
import { references } from './reader-references.ts';

type Clause = { polarity: 'keep' | 'exclude'; concept: Concept | 'any'; exception?: true };
type Reading = { ok: true; criterion: { kind: string; clauses: Clause[] } } | { ok: false; reason: string };

const DONT_SEND =
  /(^|[\n.!?]\s*)(?:please\s+)?(?:don['’]t|do\s+not)\s+(?:send|give|pass|forward|hand)(?:\s+(?:me|us|over|along|on))*\s+([^;\n]+?)\s*;\s*([^;\n.!?]+?),?\s+(?:is|are)\s+(?:all\s+)?(?:fine|ok|okay|good|welcome)(?=\s*(?:[\n.!?]|$))/giu;
/** What an exclusion of "the rest" is the rest of: "outside the EU", "that isn't headquartered in …", "non-Nordic". */
const OTHER_SIDE =
  /\b(?:outside(?:\s+of)?|(?:that|who|which)\s+(?:isn['’]t|is\s+not|aren['’]t|are\s+not)(?:\s+(?:headquartered|based|located)\s+in|\s+in|\s+an?)?|non-)\s*([^()]+)/iu;

const concepts = (r: Reading, polarity: 'keep' | 'exclude') =>
  r.ok
    ? r.criterion.clauses.filter((c) => c.polarity === polarity && c.concept !== 'any' && !c.exception).map((c) => c.concept as Concept)
    : [];

/** Two sets of bounds that meet without overlapping and cover every size from 0 (or 1) up. */
function complementary(intervals: Interval[]): boolean {
  let next = 0;
  for (const i of [...intervals].sort((x, y) => x.lo - y.lo)) {
    if (i.lo !== next && !(next === 0 && i.lo === 1)) return false;
    next = i.hi + 1;
  }
  return next === Infinity;
}

/** Places as the countries and US states they hold, so that "the DACH countries" and "Germany, Austria, Switzerland" meet. */
function placeKey(cs: Concept[]): string | undefined {
  if (!cs.length || cs.some((c) => c.kind !== 'place')) return undefined;
  const places = cs as PlaceConcept[];
  const all = places.flatMap((p) => [...(p.countries ?? [])].map((c) => `c:${c}`).concat([...(p.states ?? [])].map((s) => `s:${s}`)));
  return [...new Set(all)].sort().join(',');
}

/**
 * Places named on both sides that together are every place of their kind, once each: the five continents ("Europe,
 * Africa, the Americas or Oceania; Asian companies"), or the four Census regions ("the Northeast, the South or the West;
 * Midwest ones").
 */
function everyPlace(keeps: Concept[], drops: Concept[], read: (text: string) => Reading): boolean {
  const places = [...keeps, ...drops];
  if (!keeps.length || !drops.length || places.some((c) => c.kind !== 'place')) return false;
  const states = places.every((c) => (c as PlaceConcept).states?.size);
  const members = (cs: Concept[]) => cs.flatMap((c) => [...((states ? (c as PlaceConcept).states : (c as PlaceConcept).countries) ?? [])]);
  const all = members(
    concepts(
      read(states ? 'keep the Northeast, the Midwest, the South, the West' : 'keep Africa, the Americas, Asia, Europe, Oceania'),
      'keep',
    ),
  );
  const named = members(places);
  return named.length === new Set(named).size && new Set(named).size === new Set(all).size && all.every((m) => named.includes(m));
}

/** Whether the excluded side (read as written) and the kept side are the two sides of one line. */
function twoSides(out: string, fine: string, read: (text: string) => Reading): boolean {
  const kept = read(`keep ${fine}`);
  if (!kept.ok) return false;
  const keeps = concepts(kept, 'keep');
  const kind = kept.criterion.kind;
  if (kind !== 'size' && kind !== 'email' && sameAsOtherSide(out, keeps, kind, read)) return true;
  const excluded = read(`exclude ${out}`);
  if (!excluded.ok || excluded.criterion.kind !== kind) return false;
  const drops = concepts(excluded, 'exclude');
  if (kind === 'size')
    return keeps.length > 0 && complementary([...keeps, ...drops].flatMap((c) => (c.kind === 'size' ? c.intervals : [])));
  if (kind === 'email') return emailLine(kept) !== undefined && emailLine(kept) === emailLine(excluded);
  if (kind === 'place') return everyPlace(keeps, drops, read);
  if (kind !== 'title') return false;
  // "anyone below director level; directors and above": levels on either side of one line, every level once.
  const levels = (cs: Concept[]) =>
    cs.flatMap((c) =>
      c.kind === 'title' && !c.group.functions?.size && !c.group.flag && !c.group.seniorOnly ? [...c.group.levels] : ['?'],
    );
  const [a, b] = [levels(keeps), levels(drops)];
  return !a.includes('?') && !b.includes('?') && a.length + b.length === LEVELS.length && new Set([...a, ...b]).size === LEVELS.length;
}

/** X names the rest of what Y names: "outside the EU", "that isn't headquartered in …", "non-Nordic", "non-sales". */
function sameAsOtherSide(out: string, keeps: Concept[], kind: string, read: (text: string) => Reading): boolean {
  const other = OTHER_SIDE.exec(out);
  if (!other) return false;
  // "…, Mexico and Central America included": what is outside, not the side it is outside of.
  const side = read(`keep ${other[1]!.replace(/\s*,[^,]*\bincluded\s*$/u, '')}`);
  const sides = concepts(side, 'keep');
  if (!side.ok || side.criterion.kind !== kind) return false;
  if (kind === 'place') return placeKey(keeps) !== undefined && placeKey(keeps) === placeKey(sides);
  const labels = (cs: Concept[]) =>
    cs
      .map((c) => c.label)
      .sort()
      .join('|');
  return keeps.length > 0 && labels(keeps) === labels(sides);
}

/**
 * The line an email reading draws, as the side it takes out: "keep business emails" and "exclude free mail" both take out
 * free mail; "keep individual people" reads as "exclude role addresses". A single provider ("gmail.com") draws none.
 */
const OTHER_EMAIL: Record<string, string> = { free: 'business', business: 'free' };
function emailLine(r: Reading): string | undefined {
  if (!r.ok || r.criterion.clauses.length !== 1) return undefined;
  const [c] = r.criterion.clauses;
  if (c!.concept === 'any' || c!.concept.kind !== 'email' || !['free', 'business', 'role'].includes(c!.concept.what)) return undefined;
  const what = c!.concept.what;
  return c!.polarity === 'exclude' ? what : OTHER_EMAIL[what];
}

/** The brief as "keep Y; exclude X" when X and Y are the two sides of one line; the text as written otherwise. */
export function dontSend(written: string, read: (text: string) => Reading): string {
  // "…; those three states are fine": what the count points back at first (reader-references.ts).
  return references(written).replace(DONT_SEND, (m: string, start: string, out: string, fine: string) =>
    twoSides(out, fine, read) ? `${start}keep ${fine}; exclude ${out}` : m,
  );
}
