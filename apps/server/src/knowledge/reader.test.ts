import { describe, expect, it } from 'vitest';
import { createRuleDecider } from './index.ts';
import { readInstructions, trimFiller } from './reader.ts';

const clauses = (instructions: string) => {
  const r = readInstructions(instructions);
  if (!r.ok) return r.reason;
  return r.criterion.clauses.map((c) => `${c.polarity} ${c.concept === 'any' ? 'everything' : c.concept.label}`);
};
const decision = (instructions: string, value: string) => createRuleDecider(instructions).decide(value)?.decision ?? 'undecided';

describe('instruction reader', () => {
  it('reads the keep: / exclude: form and lists', () => {
    expect(clauses('keep: Germany, Austria, Switzerland')).toEqual(['keep Germany', 'keep Austria', 'keep Switzerland']);
    expect(clauses('keep: Germany\nexclude: Berlin')).toEqual(expect.any(String)); // Berlin is a city, not a place the rules group
    expect(clauses('keep: EU\nexclude: France')).toEqual(['keep the EU', 'exclude France']);
    expect(clauses('Germany, Austria and Switzerland')).toEqual(['keep Germany', 'keep Austria', 'keep Switzerland']);
  });

  it('reads plain sentences with only, except, not and outside', () => {
    expect(clauses('Only EU member states')).toEqual(['keep the EU']);
    expect(clauses('Keep European countries except Germany')).toEqual(['keep Europe', 'exclude Germany']);
    expect(clauses('Keep EU companies but not France')).toEqual(['keep the EU', 'exclude France']);
    expect(clauses('Keep companies outside the EU')).toEqual(['keep everything', 'exclude the EU']);
    expect(clauses('Exclude companies outside Asia')).toEqual(['exclude everything', 'keep Asia']);
    expect(clauses('Exclude everything except the G7')).toEqual(['exclude everything', 'keep the G7']);
    expect(clauses('Keep companies not based in the US')).toEqual(['keep everything', 'exclude United States']);
    expect(decision('Keep companies outside the EU', 'USA')).toBe('KEEP');
    expect(decision('Exclude companies outside Asia', 'Japan')).toBe('KEEP');
  });

  it('reads numeric bounds and word forms', () => {
    expect(clauses('Exclude companies with fewer than 50 or more than 500 employees.')).toEqual(['exclude fewer than 50 or more than 500']);
    expect(clauses('keep: between 50 and 500 employees')).toHaveLength(1);
    expect(clauses('Keep manufacturers.')).toEqual(['keep Manufacturing (NAICS 31–33)']);
  });

  it('trims filler words around an item', () => {
    expect(trimFiller('companies based in the European Union')).toBe('European Union');
    expect(trimFiller('US companies')).toBe('US');
  });

  it('refuses instructions it does not fully understand', () => {
    expect(readInstructions('Keep companies that look like a good fit').ok).toBe(false);
    expect(readInstructions('Keep SaaS companies, but not agencies').ok).toBe(false);
    expect(readInstructions('Keep German manufacturers').ok).toBe(false); // a place and an industry in one column
    expect(readInstructions('Keep everything').ok).toBe(false);
    expect(readInstructions('').ok).toBe(false);
    // Refused: nothing is decided by rules, every value goes on to the model (or to review).
    expect(createRuleDecider('Keep companies that look like a good fit').decide('Germany')).toBeUndefined();
  });
});

describe('words that name a property of every JavaScript object', () => {
  // "constructor" was looked up among the place groups' names, found on the prototype, and threw (a 500 for the criteria).
  it.each(Object.getOwnPropertyNames(Object.prototype))('reads or refuses %j and values of that name, never throws', (word) => {
    for (const instructions of [word, `keep ${word}`, `${word} only`, `exclude ${word}`, `no ${word}`, `${word}+`]) {
      expect(() => readInstructions(instructions)).not.toThrow();
    }
    for (const value of [word, `${word}, ${word}`]) expect(decision('Keep the EU', value)).toBe('undecided');
  });
});
