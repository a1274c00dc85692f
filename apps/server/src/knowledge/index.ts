/**
 * Lead-data knowledge (ADR 0034): pure functions over public data tables that decide a value when the
 * instructions name things public classifications settle (places, NAICS industries, job titles, company
 * size, email domains). See README.md for what they understand and where the data comes from.
 */
import { readColumnEvidence, type ColumnContext } from './column-evidence.ts';
import { decideByKnowledge, type RuleDecision } from './decide.ts';
import { readInstructions, type Reading } from './reader.ts';

export { decideByKnowledge, RULE_CONFIDENCE, type RuleDecision } from './decide.ts';
export { readInstructions, type Criterion, type Reading } from './reader.ts';
export type { ColumnContext } from './column-evidence.ts';
export { describeReading } from './describe.ts';

/**
 * Reads the instructions once; then decides each value, or leaves it (undefined) to the model or to review.
 * `column` (the column's header and values) is the evidence that settles values read two ways ("Georgia" in
 * a State column); without it such values stay undecided.
 */
export function createRuleDecider(
  instructions: string,
  column?: ColumnContext,
): { reading: Reading; decide: (value: string) => RuleDecision | undefined } {
  const reading = readInstructions(instructions);
  if (!reading.ok) return { reading, decide: () => undefined };
  // Worked out once per column, and only for places: the other kinds have no reading to settle.
  const evidence = reading.criterion.kind === 'place' ? readColumnEvidence(column) : undefined;
  // A job's values are distinct already: no memo (it cost more than it saved on 100,000 values).
  return { reading, decide: (value) => decideByKnowledge(value, reading.criterion, evidence) };
}

/** Every value of one column at once (they are its evidence): `decided[i]` is undefined for values left to the model. */
export function decideAllByRules(values: readonly string[], instructions: string, header?: string): Array<RuleDecision | undefined> {
  const { decide } = createRuleDecider(instructions, { values, ...(header === undefined ? {} : { header }) });
  return values.map(decide);
}
