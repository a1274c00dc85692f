/**
 * Third pass of the instruction reader (ADR 0034): instructions as people type them — typography, chat, shorthand, slips, numbers in
 * words (reader-normalise.ts, reader-typos.ts, number-words.ts) — each class beside the look-alikes the reader
 * must still refuse. Wordings of our own, not the eval's.
 */
import { describe, expect, it } from 'vitest';
import { numberWords } from './number-words.ts';
import { clauses, decisions, refused } from './reader.test-helpers.ts';
import { correctTypos } from './reader-typos.ts';

describe('typography', () => {
  it.each([
    ['Drop companies that aren’t in the EU', ['exclude everything', 'keep the EU']],
    ['Remove any account that isn’t Benelux', ['exclude everything', 'keep Benelux']],
    ['Keep “Nordic” accounts', ['keep the Nordics']],
    ['Only keep the U.K. and the U.S.', ['keep United Kingdom', 'keep United States']],
    ['keep N. American accounts', ['keep North America']],
    ['Seniority ≥ VP', ['keep VP and above']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });
});

describe('chat around the instruction', () => {
  it.each([
    ['hi team, pls keep only DACH', ['keep DACH']],
    ['@sam could you please remove non-EU accounts', ['keep the EU']],
    ['Can you keep just Benelux companies from this list?', ['keep Benelux']],
    ['Remove retail cos before we sync this', ['exclude Retail Trade (NAICS 44–45)']],
    ['drop everyone in HR, thx', ['exclude hr roles']],
    ['Keep marketing, all levels', ['keep marketing roles']],
    ['hey, can you strip out everyone who’s not in sales', ['exclude everything', 'keep sales roles']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('leaves "HI" (Hawaii) and a "cos" that means "because" alone', () => {
    expect(clauses('HI, AK and WA only')).toEqual(['keep Hawaii', 'keep Alaska', 'keep Washington']);
    expect(refused('Keep EU cos we only sell there')).toBe(true);
    // "companies in the data" names no values: the list-context words leave nothing to read.
    expect(refused('Keep companies in the data')).toBe(true);
  });
});

describe('shorthand', () => {
  it.each([
    ['keep mfg companies', ['keep Manufacturing (NAICS 31–33)']],
    ['Keep govt accounts', ['keep Public Administration (NAICS 92)']],
    ['FinServ accts only', ['keep Finance and Insurance (NAICS 52)']],
    ['keep contacts w/ a company email', ['keep a business domain']],
    ['Exclude everyone w/o a business email', ['exclude everything', 'keep a business domain']],
    ['drop cos with fewer than 20 emps', ['exclude fewer than 20']],
    ['rev > 5mm', ['keep > 5mm']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('refuses shorthand it has no word for', () => {
    expect(refused('Keep B2B svcs')).toBe(true);
  });
});

describe('typing slips', () => {
  it.each([
    ['Keep sofware companies', ['keep software (NAICS 5112, 5182, 51913)']],
    ['keep helthcare', ['keep health care (NAICS 621–623)']],
    ['Keep Swizerland', ['keep Switzerland']],
    ['Keep Germnay', ['keep Germany']],
    ['Keep finacial services', ['keep Finance and Insurance (NAICS 52)']],
    ['keep directros and VPs', ['keep director or head', 'keep VP']],
    ['Only compnaies in the Europen Union', ['keep the EU']],
    ['Companies in the manufacturng sector', ['keep Manufacturing (NAICS 31–33)']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('leaves a slip between two known names, a real word near a known one, and short words as written', () => {
    expect(refused('Keep Austrain companies')).toBe(true); // Austrian or Australian
    expect(refused('Keep Austrlia')).toBe(true); // Australia, but Austria is two edits away
    expect(refused('keep Dominicn companies')).toBe(true); // Dominica or Dominican
    expect(refused('keep Europen companies')).toBe(true); // Europe or European
    expect(refused('Keep Zambja')).toBe(true); // under 7 letters: Zambia or Gambia
    expect(refused('keep baking companies')).toBe(true); // not "banking"
    expect(refused('Exclude managed accounts')).toBe(true); // not "manager"
    expect(refused('Exclude whoever manages accounts')).toBe(true);
    expect(correctTypos('Ideal customer: a company')).toBe('Ideal customer: a company');
  });
});

describe('numbers in words', () => {
  it('reads English cardinals where a number is expected', () => {
    expect(numberWords('between fifty and five hundred employees')).toBe('between 50 and 500 employees');
    expect(numberWords('one hundred and fifty staff')).toBe('150 staff');
    expect(numberWords('under ten million dollars')).toBe('under 10 million dollars');
    expect(numberWords('twenty-five to a thousand')).toBe('25 to 1000');
  });

  it.each([
    ['Keep companies with between twenty and two hundred employees', ['keep between 20 and 200']],
    ['Headcount: two hundred to one thousand', ['keep 200 to 1000']],
    ['drop accounts making less than five million dollars a year', ['exclude accounts making less than 5 million dollars year']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('decides by the bounds the words give', () => {
    expect(decisions('over two hundred employees', ['51-200', '201-500', '1,001-5,000'])).toEqual({
      '51-200': 'EXCLUDE',
      '201-500': 'KEEP',
      '1,001-5,000': 'KEEP',
    });
  });

  it('leaves words that are not a bound alone, and refuses a vague number', () => {
    expect(clauses('Keep the Five Eyes')).toEqual(['keep the Five Eyes']);
    expect(clauses('countries where German is one of the official languages')).toEqual([
      'keep countries where German is an official language',
    ]);
    expect(refused('fifty-ish employees')).toBe(true);
    expect(refused('a few hundred employees')).toBe(true);
  });
});
