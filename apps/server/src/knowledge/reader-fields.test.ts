/**
 * Third pass of the instruction reader (ADR 0034): the shapes of briefs and CRM filters — field labels with ":", "=", "≥", "!=" (reader-
 * labels.ts), dashes, "the rest", exclusions at the end of a clause, counted groups (reader-framing.ts,
 * reader-counts.ts) — and the words around them, each beside the look-alikes the reader must still refuse.
 */
import { describe, expect, it } from 'vitest';
import { clauses, decisions, refused } from './reader.test-helpers.ts';

describe('field labels', () => {
  it.each([
    ['Department: Marketing', ['keep marketing roles']],
    ['Vertical = Retail', ['keep Retail Trade (NAICS 44–45)']],
    ['Region for the campaign: Benelux', ['keep Benelux']],
    ['Seniority >= VP', ['keep VP and above']],
    ['Job title > Manager', ['keep director or head and above']],
    ['Level ≤ Manager', ['keep manager and below']],
    ['HQ Country != US', ['exclude United States']],
    ['Industry ≠ retail', ['exclude Retail Trade (NAICS 44–45)']],
    ['Language: French', ['keep French-speaking countries']],
    ['Language: German or French', ['keep German-speaking countries', 'keep French-speaking countries']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('keeps the words of a size field, which say money or headcount, and reads bound words in the label', () => {
    expect(clauses('Revenue: 5M and up')).toEqual(['keep 5M and up']);
    expect(clauses('Revenue cap: 50 million USD')).toEqual(['keep at most 50 million USD']);
    expect(decisions('Revenue floor: 10 million', ['$5M-$10M', '$10M-$50M', '$1M-$5M'])).toEqual({
      '$5M-$10M': 'undecided', // across the bound
      '$10M-$50M': 'KEEP',
      '$1M-$5M': 'EXCLUDE',
    });
    expect(decisions('Headcount max: 200', ['51-200', '201-500', '101-250'])).toEqual({
      '51-200': 'KEEP',
      '201-500': 'EXCLUDE',
      '101-250': 'undecided',
    });
  });

  it('refuses a label that judges its list, one it does not know, and a language it has no table for', () => {
    expect(refused('Exceptions: UK')).toBe(true);
    expect(refused('Churned: Germany')).toBe(true);
    expect(refused('Excluded industries: retail')).toBe(true);
    expect(refused('Status = churned')).toBe(true);
    expect(refused('Language: Chinese')).toBe(true); // not China: Chinese is official in Taiwan and Singapore too
    expect(refused('Level >= senior')).toBe(true);
  });
});

describe('dashes', () => {
  it.each([
    ['Keep EU — except Malta', ['keep the EU', 'exclude Malta']],
    ['Keep the Nordics — drop the rest', ['keep the Nordics', 'exclude everything']],
    ['Region: Benelux – Luxembourg is out of scope', ['keep Benelux', 'exclude Luxembourg']],
    ['Geo: Pacific Northwest states — WA, OR', ['keep Washington', 'keep Oregon']],
    ['Persona: big fish — directors and VPs', ['keep director or head', 'keep VP']],
    ['ICP brief — Vertical: logistics', ['keep Transportation and Warehousing (NAICS 48–49)']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('refuses what a dash leaves unread', () => {
    expect(refused('Exclude competitors — Acme, Globex')).toBe(true);
    expect(refused('Keep EU — not sure about Malta')).toBe(true);
    expect(refused('Benelux — ask me first')).toBe(true);
  });
});

describe('"the rest", "everything else", "nothing else"', () => {
  it.each([
    ['Keep Benelux; drop the rest', ['keep Benelux', 'exclude everything']],
    ['Territory: Spain and Portugal. Nothing else', ['keep Spain', 'keep Portugal', 'exclude everything']],
    ['Keep US companies; drop everyone else, Canada included', ['keep United States', 'exclude everything', 'exclude Canada']],
    ['Exclude the UK, keep the rest', ['exclude United Kingdom', 'keep everything']],
    ['Keep France and the rest of the Benelux', ['keep France', 'keep Benelux']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('refuses a rest on the same side as everything else, and "the rest of" in an exclusion', () => {
    expect(refused('Exclude the UK; drop the rest')).toBe(true);
    expect(refused('Keep Spain and everything else')).toBe(true);
    expect(refused('Nothing else')).toBe(true);
    // Read as "Europe", the exclusion would win over the keep and drop Germany too. Beside keeps inside Europe it is
    // "the rest" (reader-rest-of.ts); beside a keep outside it, what lies outside both is unsaid.
    expect(clauses('Keep Germany; drop the rest of Europe')).toEqual(['keep Germany', 'exclude everything']);
    expect(refused('Keep Japan; drop the rest of Europe')).toBe(true);
  });
});

describe('an exclusion at the end of a clause', () => {
  it.each([
    ['Keep Europe, the UK is out', ['keep Europe', 'exclude United Kingdom']],
    ['Keep Europe; Spain can go', ['keep Europe', 'exclude Spain']],
    ['Keep the US Midwest. Ohio doesn’t count', ['keep the US Midwest', 'exclude Ohio']],
    ['Keep Canada, Quebec is not part of it', ['keep Canada', 'exclude Quebec']],
    ['Keep CEOs (founders are out)', ['keep C-level, owner or founder', 'exclude founders']],
    ['Germany, Austria and Switzerland are out', ['exclude Germany', 'exclude Austria', 'exclude Switzerland']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('keeps Europe when the UK alone is said to be out (it once excluded both)', () => {
    expect(decisions('Keep Europe, the UK is out', ['France', 'United Kingdom', 'Japan'])).toEqual({
      France: 'KEEP',
      'United Kingdom': 'EXCLUDE',
      Japan: 'EXCLUDE',
    });
  });
});

describe('counted groups', () => {
  it('reads a count that is the group’s size, and refuses one that is not', () => {
    expect(clauses('Keep the 27 EU countries')).toEqual(['keep the EU']);
    expect(clauses('the twelve Midwest states')).toEqual(['keep the US Midwest']);
    expect(refused('Keep the 26 EU countries')).toBe(true);
    // The Nordics hold the Faroes, Greenland and Åland too: a count of the five sovereign states leaves those to review
    // (sixteenth pass, reader-counts.ts).
    expect(decisions('the five Nordic countries', ['Norway', 'Greenland', 'Åland Islands', 'Estonia'])).toEqual({
      Norway: 'KEEP',
      Greenland: 'undecided',
      'Åland Islands': 'undecided',
      Estonia: 'EXCLUDE',
    });
  });
});

describe('codes and words read two ways', () => {
  it('lets the other items choose, and refuses a code alone', () => {
    expect(clauses('Function: sales; drop finance, HR and legal')).toEqual([
      'keep sales roles',
      'exclude finance roles',
      'exclude hr roles',
      'exclude legal roles',
    ]);
    expect(clauses('Keep software and IT')).toEqual(['keep software (NAICS 5112, 5182, 51913)', 'keep IT (NAICS 5112, 5182, 5415, 51913)']);
    expect(clauses('keep finance')).toEqual(['keep Finance and Insurance (NAICS 52)']); // the industry, as before
    expect(refused('keep IT')).toBe(true); // Italy or the IT industry
    expect(refused('Keep HR')).toBe(true); // Croatia or the function
  });

  it('reads "OR" after a separator as Oregon, and as the word between codes', () => {
    expect(clauses('Remove everything outside CA/OR/WA')).toEqual([
      'exclude everything',
      'keep California',
      'keep Oregon',
      'keep Washington',
    ]);
    expect(clauses('HQ Country IN (DE OR AT)')).toEqual(['keep Germany', 'keep Austria']);
  });
});

describe('email words', () => {
  it.each([
    ['Remove private / free webmail addresses', ['exclude a free-mail (personal) domain']],
    [
      'Business addresses only (no gmail/hotmail/yahoo etc.)',
      ['keep a business domain', 'exclude gmail', 'exclude hotmail', 'exclude a free-mail (personal) domain'],
    ],
    ['Drop team aliases and distribution lists', ['exclude a role address']],
    ['only addresses that belong to a real person', ['exclude a role address']],
    ['Leads must have an employee’s own address', ['exclude a role address']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('reads "etc." only after free-mail providers, and "a person’s address" without "own" not at all', () => {
    expect(refused('Keep Germany, France etc.')).toBe(true);
    expect(refused('Leads must have a person’s address')).toBe(true);
  });
});

describe('places written another way', () => {
  it.each([
    ['keep companies in the Midwestern United States', ['keep the US Midwest']],
    ['mid-west HQs', ['keep the US Midwest']],
    ['Keep the Falklands', ['keep Falkland Islands']],
    ['Account HQ must be in a Benelux country', ['keep Benelux']],
    ['filter to DACH', ['keep DACH']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });
});
