/** What the reader tests ask of an instruction: its clauses (or the refusal), the decisions of values, a refusal. */
import { expect, it } from 'vitest';
import { createRuleDecider } from './index.ts';
import { readInstructions } from './reader.ts';

export const clauses = (instructions: string) => {
  const r = readInstructions(instructions);
  if (!r.ok) return `refused: ${r.reason}`;
  return r.criterion.clauses.map((c) => `${c.polarity} ${c.concept === 'any' ? 'everything' : c.concept.label}`);
};
export const decisions = (instructions: string, values: string[]) => {
  const { decide } = createRuleDecider(instructions);
  return Object.fromEntries(values.map((v) => [v, decide(v)?.decision ?? 'undecided']));
};
export const refused = (instructions: string) => readInstructions(instructions).ok === false;
/** One test per instruction: it reads as exactly these clauses. */
export const check = (cases: Array<[string, string[]]>) =>
  it.each(cases)('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });
/** One test per instruction: the reader refuses it. */
export const stayRefused = (cases: string[]) =>
  it.each(cases)('refuses %j', (instructions) => {
    expect(refused(instructions)).toBe(true);
  });
