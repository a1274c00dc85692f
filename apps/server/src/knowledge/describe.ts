/**
 * A reading in words, for the user to check before Run (ADR 0034): "keep countries in the EU — 27 members",
 * "exclude free-mail domains". It says what the rules will apply, in the rule language of README.md, so a
 * reading the model restated can be read back and corrected.
 */
import type { Concept } from './concepts.ts';
import type { Clause, Reading } from './reader.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function placePhrase(c: Concept & { kind: 'place' }): string {
  if (c.countries) return c.countries.size === 1 ? c.label : `countries in ${c.label} — ${plural(c.countries.size, 'member', 'members')}`;
  const [set, one, many] = c.states ? [c.states, 'US state', 'US states'] : [c.provinces!, 'Canadian province', 'Canadian provinces'];
  return set.size === 1 ? `${c.label} (${one})` : `${many} in ${c.label} — ${plural(set.size, 'member', 'members')}`;
}

const EMAIL_PHRASES = { free: 'free-mail domains', business: 'business domains', role: 'role addresses' } as const;

function conceptPhrase(c: Concept): string {
  switch (c.kind) {
    case 'place':
      return placePhrase(c);
    case 'industry':
      return `companies in ${c.label}`;
    case 'title':
      return `job titles: ${c.label}`;
    case 'size':
      return c.money ? `revenue ${c.label}` : `companies with ${c.label} employees`;
    case 'email':
      return c.what === 'provider' ? `${c.domain ?? c.label} addresses` : EMAIL_PHRASES[c.what];
  }
}

const clausePhrase = (c: Clause) => (c.concept === 'any' ? 'everything' : conceptPhrase(c.concept));

/** The reading in words ("keep Germany, France; exclude Austria"), or null when the rules refused the instructions. */
export function describeReading(reading: Reading): string | null {
  if (!reading.ok) return null;
  const parts: string[] = [];
  const { clauses } = reading.criterion;
  for (const polarity of ['keep', 'exclude'] as const) {
    const phrases = clauses.filter((c) => c.polarity === polarity && !c.exception).map(clausePhrase);
    // "exclude VP and below except founders": an exception is said with the exclusion it carves out of.
    const exceptions = polarity === 'exclude' ? clauses.filter((c) => c.exception).map(clausePhrase) : [];
    if (phrases.length) parts.push(`${polarity} ${phrases.join(', ')}${exceptions.length ? ` except ${exceptions.join(', ')}` : ''}`);
  }
  return parts.join('; ');
}
