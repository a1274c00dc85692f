/**
 * Lead-data knowledge (issue 30): pure functions over public data tables that decide a value when the
 * instructions name things public classifications settle (places, NAICS industries, job titles, company
 * size, email domains). See README.md for what they understand and where the data comes from.
 */
import { decideByKnowledge, type RuleDecision } from './decide.ts';
import { readInstructions, type Reading } from './reader.ts';

export { decideByKnowledge, RULE_CONFIDENCE, type RuleDecision } from './decide.ts';
export { readInstructions, type Criterion, type Reading } from './reader.ts';
export { describeReading } from './describe.ts';

/** Reads the instructions once; then decides each value, or leaves it (undefined) to the model or to review. */
export function createRuleDecider(instructions: string): { reading: Reading; decide: (value: string) => RuleDecision | undefined } {
  const reading = readInstructions(instructions);
  // A job's values are distinct already: no memo (it cost more than it saved on 100,000 values).
  return { reading, decide: (value) => (reading.ok ? decideByKnowledge(value, reading.criterion) : undefined) };
}

/** Every value at once: `decided[i]` is undefined for values the rules leave to the model. */
export function decideAllByRules(values: readonly string[], instructions: string): Array<RuleDecision | undefined> {
  const { decide } = createRuleDecider(instructions);
  return values.map(decide);
}
