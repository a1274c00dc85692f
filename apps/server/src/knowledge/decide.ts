/**
 * Deciding one value from knowledge: the facts of the value (a country, a NAICS code, a title's level, a
 * size interval, an email domain) against the clauses read from the instructions. Undefined when the facts
 * do not settle it; the reason of a decision names the rule and the fact.
 */
import type { Concept, PlaceConcept } from './concepts.ts';
import { readEmail } from './email.ts';
import { inGroup, resolveIndustry } from './industries.ts';
import { countryName, resolvePlace, type Place } from './places.ts';
import type { Clause, Criterion } from './reader.ts';
import { formatInterval, readSize, relation, type Interval } from './size.ts';
import { fold, formatList, root } from './text.ts';
import { LEVEL_LABELS, readTitle, titleMatches } from './titles.ts';

export type RuleDecision = { decision: 'KEEP' | 'EXCLUDE'; reason: string; confidence: number };
/** Rules decide only what public facts settle, so their decisions are certain. */
export const RULE_CONFIDENCE = 0.95;

type Match = boolean | undefined;
type Outcome = { decision: 'KEEP' | 'EXCLUDE'; fact: string; why: string } | undefined;

/** Applies the clauses given a match function for one reading of the value. */
function apply(clauses: Clause[], matches: (c: Concept) => Match, fact: string, member: (c: Concept) => string): Outcome {
  const excludes = clauses.filter((c) => c.polarity === 'exclude');
  const keeps = clauses.filter((c) => c.polarity === 'keep');
  for (const c of excludes) {
    if (c.concept === 'any') continue;
    const m = matches(c.concept);
    if (m === undefined) return undefined;
    if (m) return { decision: 'EXCLUDE', fact, why: `${member(c.concept)} (excluded)` };
  }
  const concrete = keeps.filter((c) => c.concept !== 'any');
  for (const c of concrete) {
    const m = matches(c.concept as Concept);
    if (m === undefined) return undefined;
    if (m) return { decision: 'KEEP', fact, why: member(c.concept as Concept) };
  }
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

function decidePlace(value: string, criterion: Criterion): Outcome {
  let readings = resolvePlace(value);
  if (readings.length === 0) {
    const email = readEmail(value);
    if (email?.tldCountry && /[@.]/.test(value)) readings = [{ country: email.tldCountry, via: `.${email.domain.split('.').pop()}` }];
  }
  // A code with two readings ("DE": Germany or Delaware) is read as what the instructions are about.
  const aboutSubdivisions = criterion.clauses.some((c) => c.concept !== 'any' && c.concept.kind === 'place' && !c.concept.countries);
  const scoped = readings.filter((p) => Boolean(p.subdivision) === aboutSubdivisions);
  if (readings.some((p) => p.subdivision) && readings.some((p) => !p.subdivision) && scoped.length > 0) readings = scoped;
  const outcomes = readings.map((p) => apply(criterion.clauses, (c) => placeMatches(p, c as PlaceConcept), describePlace(p), memberOf));
  return agree(outcomes);
}

/** Several readings ("GA": Gabon or Georgia) decide only if they all decide alike. */
function agree(outcomes: Outcome[]): Outcome {
  if (outcomes.length === 0 || outcomes.some((o) => !o)) return undefined;
  const first = outcomes[0]!;
  return outcomes.every((o) => o!.decision === first.decision) ? first : undefined;
}

function decideIndustry(value: string, criterion: Criterion): Outcome {
  const industry = resolveIndustry(value);
  if (industry) {
    return apply(
      criterion.clauses,
      (c) => c.kind === 'industry' && inGroup(industry, c.group),
      `NAICS ${industry.code} ${industry.title}`,
      memberOf,
    );
  }
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
  const fact = `${facts.flag ?? LEVEL_LABELS[facts.level]}${facts.functions.length ? ` in ${facts.functions.join('/')}` : ''} ("${facts.word}")`;
  return apply(
    criterion.clauses,
    (c) => (c.kind === 'title' ? titleMatches(facts, c.group) : false),
    `a ${fact}`,
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

const DECIDERS = { place: decidePlace, industry: decideIndustry, title: decideTitle, size: decideSize, email: decideEmail };

/** Decides a value from the criterion's facts, or undefined when they do not settle it. */
export function decideByKnowledge(value: string, criterion: Criterion): RuleDecision | undefined {
  if (!value.trim()) return undefined;
  const outcome = DECIDERS[criterion.kind](value, criterion);
  if (!outcome) return undefined;
  const subject = value.trim();
  const fact = outcome.fact.toLowerCase().startsWith(subject.toLowerCase()) ? outcome.fact : `${subject} is ${outcome.fact}`;
  return { decision: outcome.decision, reason: `${outcome.decision} — ${fact}, ${outcome.why}`, confidence: RULE_CONFIDENCE };
}
