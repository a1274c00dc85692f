/**
 * Fourth pass of the instruction reader (ADR 0034): exceptions to an exclusion, and parentheses that narrow or
 * spell out what precedes them — the forms the third phrasing round read as confident mistakes — each beside
 * the look-alikes that must read as before or be refused.
 */
import { describe, expect, it } from 'vitest';
import { clauses, decisions, refused } from './reader.test-helpers.ts';

describe('exceptions to an exclusion', () => {
  it('keeps what the exception names and what the exclusion leaves, not only the exception', () => {
    expect(decisions('Exclude Europe except Germany', ['Germany', 'France', 'Japan'])).toEqual({
      Germany: 'KEEP',
      France: 'EXCLUDE',
      Japan: 'KEEP',
    });
    expect(
      decisions('Remove everyone below the C-suite, except founders and owners', ['CEO', 'CMO', 'Founder', 'Owner', 'VP Sales']),
    ).toEqual({
      CEO: 'KEEP',
      CMO: 'KEEP',
      Founder: 'KEEP',
      Owner: 'KEEP',
      'VP Sales': 'EXCLUDE',
    });
    expect(decisions('Drop the EU other than Ireland', ['Ireland', 'Spain', 'United States'])).toEqual({
      Ireland: 'KEEP',
      Spain: 'EXCLUDE',
      'United States': 'KEEP',
    });
  });

  it('reads "everything / anyone except X" as keeping X alone, and a keep with exceptions as before', () => {
    expect(decisions('Exclude everything except DACH', ['Germany', 'France'])).toEqual({ Germany: 'KEEP', France: 'EXCLUDE' });
    expect(decisions('Exclude anyone except sales', ['Sales Manager', 'CFO'])).toEqual({ 'Sales Manager': 'KEEP', CFO: 'EXCLUDE' });
    expect(decisions('Keep Europe except Germany', ['Germany', 'France', 'Japan'])).toEqual({
      Germany: 'EXCLUDE',
      France: 'KEEP',
      Japan: 'EXCLUDE',
    });
    // "not in" is no exception: what is not excluded is the list of keeps.
    expect(decisions('Exclude companies not in the EU', ['Spain', 'Japan'])).toEqual({ Spain: 'KEEP', Japan: 'EXCLUDE' });
  });
});

describe('parentheses that narrow or spell out their head', () => {
  it.each([
    [
      'Keep Denmark, Sweden, Norway, Finland, Iceland and their territories (Faroes, Greenland, Åland)',
      [
        'keep Denmark',
        'keep Sweden',
        'keep Norway',
        'keep Finland',
        'keep Iceland',
        'keep Faroe Islands',
        'keep Greenland',
        'keep Åland Islands',
      ],
    ],
    ['Keep companies (Germany, France)', ['keep Germany', 'keep France']],
    ['Keep Europe (Germany only)', ['keep Germany']],
    ['Keep the EU (DE, FR, UK)', ['keep the EU', 'keep Germany', 'keep France', 'keep United Kingdom']],
    // Restating the head, or examples: asides, read as before.
    ['DACH (Germany, Austria, Switzerland)', ['keep DACH']],
    ['Keep the EU (e.g. Spain, Portugal)', ['keep the EU']],
    // "Dir+" is a bound, not a list with an empty last item; a header with no opening is no instruction to spell out.
    ['keep Dir+ (directors, heads of, VPs, C-suite, founders)', ['keep director or head and above']],
  ])('%j', (instructions, expected) => {
    expect(
      (clauses(instructions) as string[]).map((c) => c.replace(/ — \d+ members$/, '').replace(/^keep countries in /, 'keep ')),
    ).toEqual(expected);
  });

  it('reads the top-level title a parenthesis spells out', () => {
    expect(decisions('only top-level execs (CxO, founder, owner)', ['CEO', 'Co-Founder', 'VP Sales'])).toEqual({
      CEO: 'KEEP',
      'Co-Founder': 'KEEP',
      'VP Sales': 'EXCLUDE',
    });
  });

  it.each([
    'Keep software companies (B2B only)', // a condition on the head, not a list of its kind
    'Vertical: tech (software + IT services only, no hardware)', // "hardware" is not a word the rules know
    'Keep fast-growing companies (Germany, France)', // the head has a condition of its own
    'Keep Denmark and its territories', // which ones is not said
    'Keep the Nordics and their autonomous regions',
    'Headquarters (US State)',
  ])('refuses %j rather than passing over what it says', (instructions) => {
    expect(refused(instructions)).toBe(true);
  });
});

describe('a verb after the items', () => {
  it.each([
    ['Non-EU → remove', ['keep the EU']],
    ['Germany -> drop', ['exclude Germany']],
    ['Germany, France — exclude', ['exclude Germany', 'exclude France']],
    ['Non-EU accounts: remove', ['keep the EU']],
    ['EU → keep', ['keep the EU']],
  ])('%j is the polarity of the items before it', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('turns only the last clause when the first ends in "only"', () => {
    expect(clauses('west coast only, Alaska & Hawaii don’t count')).toEqual(['keep the West Coast', 'exclude Alaska', 'exclude Hawaii']);
    expect(clauses('EU only, the UK is out')).toEqual(['keep the EU', 'exclude United Kingdom']);
    // Without "only" the whole sentence is the exclusion, as before.
    expect(clauses('Germany, France are out')).toEqual(['exclude Germany', 'exclude France']);
  });

  it('refuses a verb after an opening of its own, and a verb alone', () => {
    expect(refused('Keep Germany → remove')).toBe(true);
    expect(refused('Delete')).toBe(true);
  });
});
