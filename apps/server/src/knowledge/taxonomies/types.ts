/**
 * An industry value of any taxonomy (NAICS, LinkedIn, GICS, SIC) as the NAICS industries it covers, so that one
 * set of sales words and NAICS groups decides them all. A mapping is the list of NAICS 2017 code prefixes the
 * category covers; a prefix written "~5112" is a part the category only partly covers (IT consulting writes
 * custom software): it cannot make a value a member, but it keeps a value that lies outside a group from being
 * excluded from it.
 */
import { fold, root, words } from '../text.ts';

/** The lookup key of a category name: folded, "&" read as "and" ("Hotels, Restaurants & Leisure"). */
export const nameKey = (s: string) => fold(s.includes('&') ? s.replace(/&/g, ' and ') : s);

export type Taxonomy = 'NAICS' | 'LinkedIn' | 'GICS' | 'SIC';

export type Industry = {
  taxonomy: Taxonomy;
  code: string;
  title: string;
  /** NAICS prefixes the category covers; empty = no clean mapping (never decided by NAICS groups). */
  naics: string[];
  /** NAICS prefixes the category covers in part. */
  partly: string[];
  /** The category's own ancestors and itself in its taxonomy (LinkedIn ids, GICS/SIC code prefixes). */
  path: string[];
  /** Folded words of the category's and its ancestors' names, for the conflict check of `namedIn`. */
  names: string[][];
};

/** "5112 5182 ~5415" → covered and partly covered prefixes. */
export function parseNaics(spec: string): { naics: string[]; partly: string[] } {
  const naics: string[] = [];
  const partly: string[] = [];
  for (const p of spec.split(/\s+/).filter(Boolean)) (p.startsWith('~') ? partly : naics).push(p.replace(/^~/, ''));
  return { naics, partly };
}

/**
 * A group of NAICS prefixes, and, for a taxonomy's own category named in an instruction, that category; `maybe`
 * are NAICS industries the category shares with others of its taxonomy (a NAICS value there is not settled).
 */
export type NaicsGroup = { label: string; prefixes: string[]; maybe?: string[]; native?: { taxonomy: Taxonomy; code: string } };

const overlaps = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/**
 * Whether an industry lies in a group: true when every NAICS industry it covers is in the group, false when none
 * is (and no part it covers in part is), undefined when it spans the group's edge or has no clean mapping.
 */
export function inGroup(industry: Industry, group: NaicsGroup): boolean | undefined {
  if (group.native && group.native.taxonomy === industry.taxonomy && industry.path.length > 0)
    return industry.path.includes(group.native.code);
  if (industry.naics.length === 0 || group.prefixes.length === 0) return undefined;
  let inside = 0;
  for (const p of industry.naics) {
    if (group.prefixes.some((q) => p.startsWith(q))) inside++;
    else if (group.prefixes.some((q) => q.startsWith(p))) return undefined;
  }
  if (inside === industry.naics.length) return true;
  if (inside > 0) return undefined;
  const edge = [...group.prefixes, ...(group.maybe ?? [])];
  if (group.maybe?.length && industry.naics.some((p) => edge.some((q) => overlaps(p, q)))) return undefined;
  return industry.partly.some((p) => edge.some((q) => overlaps(p, q))) ? undefined : false;
}

/**
 * A taxonomy category as a group for values of other taxonomies: the NAICS industries of its members that no
 * category outside it also covers (clean), and those that one does (maybe).
 */
export function categoryGroup(label: string, members: Industry[], others: Industry[], native: NaicsGroup['native']): NaicsGroup {
  const mine = new Set(members.flatMap((m) => m.naics));
  // A catch-all of a whole NAICS sector elsewhere ("Industrial Conglomerates": 31–33) does not unsettle a member.
  const theirs = others.flatMap((o) => o.naics).filter((p) => p.length > 2);
  const prefixes = [...mine].filter((p) => !theirs.some((q) => overlaps(p, q)));
  const maybe = [...mine].filter((p) => !prefixes.includes(p));
  // A member without a clean mapping leaves NAICS values of unknown standing: no cross-taxonomy decision.
  if (members.some((m) => m.naics.length === 0)) return { label, prefixes: [], native };
  return { label, prefixes, maybe, native };
}

const STOP = new Set(['and', 'of', 'the', 'other', 'services', 'service']);
/** Content-word roots of a name: "Hospitals and Health Care" → hospital, health, care. */
export const nameRoots = (name: string): string[] =>
  words(name.replace(/&/g, ' and '))
    .filter((w) => !STOP.has(w))
    .map(root);

/**
 * Whether the value's own taxonomy calls it by the instruction's words ("Health Care Equipment" sits in the GICS
 * Health Care sector): when it does, a NAICS mapping that puts it outside the group is a disagreement between two
 * classifications, not a fact, and the value goes to review.
 */
const phrases = new Map<string, { want: string[]; joined: string }>();
export function namedIn(industry: Industry, phrase: string): boolean {
  if (industry.names.length === 0) return false;
  let read = phrases.get(phrase);
  if (!read) phrases.set(phrase, (read = { want: nameRoots(phrase), joined: fold(phrase).replace(/ /g, '') }));
  const { want, joined } = read;
  if (want.length === 0) return false;
  return industry.names.some(
    (name) => want.every((w) => name.includes(w)) || name.some((w, i) => i > 0 && `${name[i - 1]}${w}` === joined),
  );
}
