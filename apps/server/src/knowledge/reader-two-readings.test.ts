/**
 * Items of an instruction that name two places ("CA": Canada or California; "GA", "IN", "DE", "Georgia"):
 * read only as the instruction settles them (reader-two-readings.ts), refused otherwise. "Exclude all states
 * except CA" used to keep Canada — a confident mistake.
 */
import { describe, expect, it } from 'vitest';
import { clauses, decisions, refused } from './reader.test-helpers.ts';

describe('a code that is a country and a US state, settled by the words around it', () => {
  it.each([
    ['Exclude all states except CA', ['exclude everything', 'keep California']],
    ['all states but CA', ['keep everything', 'exclude California']],
    ['every state except CA', ['keep everything', 'exclude California']],
    ['Exclude every state but IN', ['exclude everything', 'keep Indiana']],
    ['Exclude all states except GA', ['exclude everything', 'keep Georgia']],
    ['Keep all states except DE and PA', ['keep everything', 'exclude Delaware', 'exclude Pennsylvania']],
    ['Remove every state other than CO, AL and AR', ['exclude everything', 'keep Colorado', 'keep Alabama', 'keep Arkansas']],
    ['HQ state: MD', ['keep Maryland']],
    ['Country: GA', ['keep Gabon']],
    ['Keep countries: CA, MX', ['keep Canada', 'keep Mexico']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('decides California, not Canada, for "Exclude all states except CA"', () => {
    expect(decisions('Exclude all states except CA', ['California', 'Canada', 'Texas', 'Toronto, ON, Canada'])).toEqual({
      California: 'KEEP',
      Canada: 'EXCLUDE',
      Texas: 'EXCLUDE',
      'Toronto, ON, Canada': 'EXCLUDE',
    });
  });

  it.each([
    // "member states", "the Baltic States", "the United States" are countries, not US states.
    ['Keep EU member states except DE', ['keep the EU', 'exclude Germany']],
    ['Keep the Baltic States and DE', ['keep the Baltics', 'keep Germany']],
    ['Keep the United States and CA', ['keep United States', 'keep Canada']],
  ])('%j: states that are countries do not make a code a US state', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });
});

describe('settled by what the item carves out of, or by the other items', () => {
  it.each([
    // An exclusion from a keep names a place inside it; an exception to an exclusion too.
    ['Keep the US except CA', ['keep United States', 'exclude California']],
    ['Keep the EU but not DE', ['keep the EU', 'exclude Germany']],
    ['Exclude Africa except GA', ['exclude Africa', 'keep Gabon']],
    ['Exclude the US except GA', ['exclude United States', 'keep Georgia']],
    // The other items: states, or countries (as before this pass).
    ['Keep CA, OR, WA', ['keep California', 'keep Oregon', 'keep Washington']],
    ['Keep CA and TX', ['keep California', 'keep Texas']],
    ['Keep CA, Mexico', ['keep Canada', 'keep Mexico']],
    ['Keep DE, AT, CH', ['keep Germany', 'keep Austria', 'keep Switzerland']],
    // One place under two codes (the ISO code of a US territory) needs nothing to settle it.
    ['Keep PR and TX', ['keep Puerto Rico', 'keep Texas']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it.each(['Keep CA', 'Keep GA', 'Keep IN', 'Keep Georgia', 'Exclude DE', 'Keep GA and CA', 'Keep CA, Texas and Mexico'])(
    'refuses %j: nothing says which place',
    (instructions) => {
      expect(refused(instructions)).toBe(true);
    },
  );

  it('names both places in the refusal', () => {
    expect(clauses('Keep CA')).toBe(
      'refused: "CA" names Canada (country) and California (US state), and nothing in the instructions says which; write the name',
    );
  });
});

describe('two-letter codes that are also English words', () => {
  it.each([
    // "IS", "BE", "IN" were trimmed as filler words: "DK, FI, IS, NO, SE" kept four Nordic countries, not five.
    ['Keep DK, FI, IS, NO, SE', ['keep Denmark', 'keep Finland', 'keep Iceland', 'keep Norway', 'keep Sweden']],
    ['Keep Germany, FR, IS, BE', ['keep Germany', 'keep France', 'keep Iceland', 'keep Belgium']],
    ['Keep the Midwest: IL, IN', ['keep the US Midwest', 'keep Illinois', 'keep Indiana']],
    ['Keep ON and BC', ['keep Ontario', 'keep British Columbia']],
    // Written all in capitals, "IN" is the word.
    ['KEEP COMPANIES BASED IN GERMANY', ['keep Germany']],
    ['Keep companies based in Germany', ['keep Germany']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('keeps Iceland for "Keep DK, FI, IS, NO, SE"', () => {
    expect(decisions('Keep DK, FI, IS, NO, SE', ['Iceland', 'Reykjavik, Iceland', 'Estonia'])).toEqual({
      Iceland: 'KEEP',
      'Reykjavik, Iceland': 'KEEP',
      Estonia: 'EXCLUDE',
    });
  });
});
