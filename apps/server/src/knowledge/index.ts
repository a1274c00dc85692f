/**
 * Lead-data knowledge (issue 30): pure functions over public data tables that decide a value when the
 * instructions name things public classifications settle (places, NAICS industries, job titles, company
 * size, email domains). See README.md for what they understand and where the data comes from.
 */
import { decideByKnowledge, type RuleDecision } from './decide.ts';
import { readInstructions, type Reading } from './reader.ts';

export { decideByKnowledge, RULE_CONFIDENCE, type RuleDecision } from './decide.ts';
export { readInstructions, type Criterion, type Reading } from './reader.ts';

/** Reads the instructions once; then decides each value, or leaves it (undefined) to the model or to review. */
export function createRuleDecider(instructions: string): { reading: Reading; decide: (value: string) => RuleDecision | undefined } {
  const reading = readInstructions(instructions);
  const cache = new Map<string, RuleDecision | undefined>();
  return {
    reading,
    decide: (value) => {
      if (!reading.ok) return undefined;
      if (cache.has(value)) return cache.get(value);
      const d = decideByKnowledge(value, reading.criterion);
      if (cache.size < 100_000) cache.set(value, d);
      return d;
    },
  };
}

/** Every value at once: `decided[i]` is undefined for values the rules leave to the model. */
export function decideAllByRules(values: readonly string[], instructions: string): Array<RuleDecision | undefined> {
  const { decide } = createRuleDecider(instructions);
  return values.map(decide);
}
