/**
 * Deciding one value from knowledge: the facts of the value (a country, a NAICS code, a title's level, a
 * size interval, an email domain) against the clauses read from the instructions. Undefined when the facts
 * do not settle it; the reason of a decision names the rule and the fact.
 */
import type { Decision } from '@leadsift/shared';
import type { ColumnEvidence } from './column-evidence.ts';
import type { Concept, PlaceConcept } from './concepts.ts';
import { readEmail } from './email.ts';
import { inGroup, namedIn, resolveIndustries, type Industry } from './industries.ts';
import { countryName, isCityState, readRegion, resolvePlace, type Place } from './places.ts';
import type { Clause, Criterion } from './reader.ts';
import { formatInterval, readSize, relation, type Interval } from './size.ts';
import { fold, formatList, root } from './text.ts';
import { describeTitle, readTitle, titleMatches } from './titles.ts';

export type RuleDecision = { decision: Decision; reason: string; confidence: number };
/** Rules decide only what public facts settle, so their decisions are certain. */
export const RULE_CONFIDENCE = 0.95;

type Match = boolean | undefined;
/** `evidence`: what settled a value that reads two ways (in the value or from its column), for the reason. */
type Outcome = { decision: Decision; fact: string; why: string; evidence?: string | undefined } | undefined;

/** Applies the clauses given a match function for one reading of the value. */
function apply(clauses: Clause[], matches: (c: Concept) => Match, fact: string, member: (c: Concept) => string): Outcome {
  const excludes = clauses.filter((c) => c.polarity === 'exclude');
  const keeps = clauses.filter((c) => c.polarity === 'keep' && !c.exception);
  // An exception to an exclusion wins over it ("Exclude Europe except Germany" keeps Germany) and lists nothing.
  for (const c of clauses) {
    if (!c.exception || c.concept === 'any') continue;
    const m = matches(c.concept);
    if (m === undefined) return undefined;
    if (m) return { decision: 'KEEP', fact, why: `${member(c.concept)} (an exception to the exclusion)` };
  }
  for (const c of excludes) {
    if (c.concept === 'any') continue;
    const m = matches(c.concept);
    if (m === undefined) return undefined;
    if (m) return { decision: 'EXCLUDE', fact, why: `${member(c.concept)} (excluded)` };
  }
  const concrete = keeps.filter((c) => c.concept !== 'any');
  // A value inside one keep is kept, though another keep cannot tell ("C-level and managing directors" keeps a
  // managing director, whom "C-level" alone leaves open); undecided only when no keep holds it for sure.
  let open = false;
  for (const c of concrete) {
    const m = matches(c.concept as Concept);
    if (m === undefined) open = true;
    else if (m) return { decision: 'KEEP', fact, why: member(c.concept as Concept) };
  }
  if (open) return undefined;
  if (concrete.length > 0 && concrete.length === keeps.length)
    return { decision: 'EXCLUDE', fact, why: `not ${notMembers(concrete.map((c) => c.concept as Concept))}` };
  // Only exclusions (or "everything except …"): a value the facts place outside them is kept.
  return { decision: 'KEEP', fact, why: `not ${notMembers(excludes.flatMap((c) => (c.concept === 'any' ? [] : [c.concept])))}` };
}

/** "in Germany, Austria or Switzerland", "an EU member state", "a free-mail domain". */
function notMembers(concepts: Concept[]): string {
  const members = concepts.map((c) => (c.kind === 'place' ? c.member : c.kind === 'industry' ? c.group.label : c.label));
  if (members.length > 1 && members.every((m) => m.startsWith('in '))) return `in ${formatList(members.map((m) => m.slice(3)))}`;
  return formatList(members);
}
const memberOf = (c: Concept) => (c.kind === 'place' ? c.member : c.kind === 'industry' ? `in ${c.group.label}` : c.label);

function placeMatches(place: Place, c: PlaceConcept): Match {
  if (c.countries) return c.unsure?.has(place.country) ? undefined : c.countries.has(place.country);
  const table = c.states ?? c.provinces!;
  const country = c.states ? 'US' : 'CA';
  if (place.country !== country) return false;
  if (!place.subdivision) return undefined;
  return table.has(place.subdivision.code);
}

function describePlace(place: Place): string {
  const country = `${countryName(place.country)} (${place.country})`;
  return place.subdivision ? `${place.subdivision.name} (${place.subdivision.code}), ${countryName(place.country)}` : country;
}

const readAs = (p: Place) =>
  p.subdivision
    ? p.subdivision.country === 'US'
      ? 'the US state'
      : p.subdivision.country === 'CA'
        ? 'the Canadian province'
        : `the region of ${countryName(p.country)}`
    : 'the country';

/**
 * A place value against the clauses. Two readings that decide differently ("Georgia": the US state or the
 * country, "CA": California or Canada) are settled by evidence — in the value ("…, Ohio", "…, USA", a ZIP
 * code, a capital before the country) or from the column (its header, its other values) — or left undecided.
 */
function decidePlace(value: string, criterion: Criterion, column: ColumnEvidence = {}): Outcome {
  let readings = resolvePlace(value);
  if (readings.length === 0) {
    const email = readEmail(value);
    if (email?.tldCountry && /[@.]/.test(value)) readings = [{ country: email.tldCountry, via: `.${email.domain.split('.').pop()}` }];
  }
  const evidence: string[] = [];
  if (readings.length === 0 && column.regions) {
    // A region of another country alone ("Bayern", "Queensland") only where the header says regions.
    const region = readRegion(value);
    if (region) readings = [region];
    if (region) evidence.push(`"${region.via}" read as a region of ${countryName(region.country)}: ${column.regions}`);
  }
  if (readings.length === 0) return undefined;
  // In a column of cities, "Dublin", "Washington" or "Usa" may be a town of that name anywhere; a city-state
  // ("Singapore", "Luxembourg") is its own capital.
  if (column.city && readings.some((p) => (p.lone || p.capital) && !isCityState(p))) return undefined;
  if (readings.some((p) => p.capital)) {
    // "Paris" is France's capital and a town in Texas: only a column of countries says which.
    if (column.prefer !== 'country') return undefined;
    evidence.push(`"${readings[0]!.via}" read as the capital of ${countryName(readings[0]!.country)}: ${column.why}`);
  }
  const subs = readings.filter((p) => p.subdivision);
  if (subs.length > 0 && subs.length < readings.length && column.prefer) {
    readings = column.prefer === 'subdivision' ? subs : readings.filter((p) => !p.subdivision);
    evidence.push(`"${readings[0]!.via}" read as ${readAs(readings[0]!)}: ${column.why}`);
  }
  const outcomes = readings.map((p) => apply(criterion.clauses, (c) => placeMatches(p, c as PlaceConcept), describePlace(p), memberOf));
  const agreed = agree(outcomes);
  if (!agreed) return undefined;
  // Most values have one plain reading: no evidence to gather (this path runs 100,000 times a column).
  if (readings.length === 1 && evidence.length === 0) return readings[0]!.note ? { ...agreed, evidence: readings[0]!.note } : agreed;
  const notes = [...new Set(readings.flatMap((p) => (p.note ? [p.note] : [])))];
  // Readings left open decide alike ("GA" for "Keep the Midwest": Gabon or Georgia, neither is in it): both named.
  if (readings.length > 1) evidence.push('either reading decides alike');
  const fact = readings.length > 1 ? formatList(readings.map(describePlace)) : agreed.fact;
  const why = [...new Set(outcomes.map((o) => o!.why))].join(' / ');
  return { ...agreed, fact, why, evidence: [...notes, ...evidence].join('; ') || undefined };
}

/** Several readings ("GA": Gabon or Georgia) decide only if they all decide alike. */
function agree(outcomes: Outcome[]): Outcome {
  if (outcomes.length === 0 || outcomes.some((o) => !o)) return undefined;
  const first = outcomes[0]!;
  return outcomes.every((o) => o!.decision === first.decision) ? first : undefined;
}

/**
 * An industry against a group. A category whose own taxonomy calls it by the instruction's words while its NAICS
 * industries lie outside the group ("Health Care Equipment" for "healthcare") is two classifications disagreeing:
 * undefined, never a guess.
 */
function industryMatches(industry: Industry, c: Concept): Match {
  if (c.kind !== 'industry') return false;
  const m = inGroup(industry, c.group);
  if (m === false && !c.group.native && namedIn(industry, c.words.join(' '))) return undefined;
  return m;
}

const TAXONOMY_LABEL = { NAICS: 'NAICS', LinkedIn: 'LinkedIn industry', GICS: 'GICS', SIC: 'SIC' } as const;
const describeIndustry = (i: Industry) =>
  i.taxonomy === 'LinkedIn' ? `${TAXONOMY_LABEL[i.taxonomy]} "${i.title}"` : `${TAXONOMY_LABEL[i.taxonomy]} ${i.code} ${i.title}`;

/** Keeps are alternatives: one that holds is tried first, so a keep that cannot tell ("software?") does not hide it. */
function holdingFirst(clauses: Clause[], industry: Industry): Clause[] {
  const holds = (c: Clause) => c.polarity === 'keep' && c.concept !== 'any' && industryMatches(industry, c.concept) === true;
  const first = clauses.filter(holds);
  return first.length ? [...first, ...clauses.filter((c) => !first.includes(c))] : clauses;
}

function decideIndustry(value: string, criterion: Criterion): Outcome {
  const readings = resolveIndustries(value);
  if (readings.length > 0)
    return agree(
      readings.map((industry) =>
        apply(holdingFirst(criterion.clauses, industry), (c) => industryMatches(industry, c), describeIndustry(industry), memberOf),
      ),
    );
  // Not a NAICS title or code: only a value that names the group's own word ("Software Development") is decided.
  const roots = new Set(fold(value).split(' ').map(root));
  const named = (c: Concept): Match => (c.kind === 'industry' && c.words.every((w) => roots.has(root(w))) ? true : undefined);
  const hit = criterion.clauses.find((c) => c.concept !== 'any' && named(c.concept));
  if (!hit || hit.concept === 'any' || hit.concept.kind !== 'industry') return undefined;
  const decision =
    hit.polarity === 'keep' && !criterion.clauses.some((c) => c.polarity === 'exclude' && c.concept !== 'any' && named(c.concept))
      ? 'KEEP'
      : 'EXCLUDE';
  return {
    decision,
    fact: `named "${hit.concept.words.join(' ')}"`,
    why: hit.polarity === 'keep' ? hit.concept.label : `${hit.concept.label} (excluded)`,
  };
}

function decideTitle(value: string, criterion: Criterion): Outcome {
  const facts = readTitle(value);
  if (!facts) return undefined;
  return apply(
    criterion.clauses,
    (c) => (c.kind === 'title' ? titleMatches(facts, c.group) : false),
    describeTitle(facts),
    (c) => c.label,
  );
}

type SizeRule = { keep: Interval[]; exclude: Interval[]; money: boolean };
const sizeRules = new WeakMap<Criterion, SizeRule>();
/** The criterion's bounds, worked out once per criterion rather than once per value. */
function sizeRule(criterion: Criterion): SizeRule {
  let rule = sizeRules.get(criterion);
  if (!rule) {
    const sizes = criterion.clauses.filter(
      (c): c is Clause & { concept: Concept & { kind: 'size' } } => c.concept !== 'any' && c.concept.kind === 'size',
    );
    rule = {
      keep: sizes.filter((c) => c.polarity === 'keep').flatMap((c) => c.concept.intervals),
      exclude: sizes.filter((c) => c.polarity === 'exclude').flatMap((c) => c.concept.intervals),
      money: sizes.some((c) => c.concept.money),
    };
    sizeRules.set(criterion, rule);
  }
  return rule;
}

function decideSize(value: string, criterion: Criterion): Outcome {
  const size = readSize(value);
  if (!size) return undefined;
  const { keep, exclude, money } = sizeRule(criterion);
  const fact = formatInterval(size, money || size.money);
  const inExclude = exclude.length ? relation(size, exclude) : 'outside';
  const inKeep = keep.length ? relation(size, keep) : 'inside';
  if (inExclude === 'across' || inKeep === 'across') return undefined;
  const bounds = (list: Interval[]) => list.map((i) => formatInterval(i, money)).join(' or ');
  if (inExclude === 'inside') return { decision: 'EXCLUDE', fact, why: `within ${bounds(exclude)} (excluded)` };
  if (inKeep === 'outside') return { decision: 'EXCLUDE', fact, why: `outside ${bounds(keep)}` };
  return { decision: 'KEEP', fact, why: keep.length ? `within ${bounds(keep)}` : `outside ${bounds(exclude)}` };
}

function decideEmail(value: string, criterion: Criterion): Outcome {
  const email = readEmail(value);
  if (!email) return undefined;
  const matches = (c: Concept): Match => {
    if (c.kind !== 'email') return false;
    if (c.what === 'free') return email.free;
    if (c.what === 'business') return !email.free;
    if (c.what === 'role') return email.local ? email.role : undefined;
    return email.domain === c.domain || email.domain.startsWith(`${c.domain}.`);
  };
  const fact = `${email.local ? `${email.local}@` : ''}${email.domain}${email.free ? ' (a free-mail domain)' : ''}${email.role ? ' (a role address)' : ''}`;
  return apply(criterion.clauses, matches, fact, (c) => c.label);
}

const DECIDERS: Record<Criterion['kind'], (value: string, criterion: Criterion, column?: ColumnEvidence) => Outcome> = {
  place: decidePlace,
  industry: decideIndustry,
  title: decideTitle,
  size: decideSize,
  email: decideEmail,
};

/**
 * Decides a value from the criterion's facts, or undefined when they do not settle it. `column` is the
 * evidence of the value's column (`readColumnEvidence`), worked out once per column.
 */
export function decideByKnowledge(value: string, criterion: Criterion, column?: ColumnEvidence): RuleDecision | undefined {
  if (!value.trim()) return undefined;
  const outcome = DECIDERS[criterion.kind](value, criterion, column);
  if (!outcome) return undefined;
  const subject = value.trim();
  // "Georgia (GA), United States" already names the value; "Gabon (GA)" for "GA" does not.
  const named = outcome.fact.toLowerCase().startsWith(subject.toLowerCase()) && /^(?:$|[\s,(])/.test(outcome.fact.slice(subject.length));
  const fact = named ? outcome.fact : `${subject} is ${outcome.fact}`;
  const evidence = outcome.evidence ? `; ${outcome.evidence}` : '';
  return { decision: outcome.decision, reason: `${outcome.decision} — ${fact}, ${outcome.why}${evidence}`, confidence: RULE_CONFIDENCE };
}
