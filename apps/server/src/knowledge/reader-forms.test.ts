/** Every instruction form the reader reads, and the ones it must refuse. */
import { describe, expect, it } from 'vitest';
import { createRuleDecider } from './index.ts';
import { clauses, decisions, refused } from './reader.test-helpers.ts';

describe('demonyms and region adjectives', () => {
  it.each([
    ['American companies', ['keep United States']],
    ['German companies', ['keep Germany']],
    ['French companies', ['keep France']], // France, not the French Southern Territories (the sovereign one)
    ['Dutch organisations', ['keep Netherlands']],
    ['Irish businesses', ['keep Ireland']],
    ['Icelandic firms', ['keep Iceland']],
    ['European firms', ['keep Europe']],
    ['African countries', ['keep Africa']],
    ['Nordic', ['keep the Nordics']],
    ['Latin American accounts', ['keep LATAM']],
    ['Asian markets', ['keep Asia']],
    ['Western European companies', ['keep Western Europe']],
    ['North American', ['keep North America']],
    ['Middle Eastern', ['keep the Middle East']],
    ['US and Canadian companies', ['keep United States', 'keep Canada']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('refuses a demonym two countries share and one that also names a region', () => {
    expect(refused('Congolese companies')).toBe(true);
    expect(refused('Dominican companies')).toBe(true);
    expect(refused('Central African companies')).toBe(true);
    expect(refused('Wakandan companies')).toBe(true);
  });
});

describe('language areas (official languages in world-countries)', () => {
  it('keeps countries whose only official language it is, excludes where it is not official, leaves co-official ones', () => {
    expect(decisions('German-speaking markets', ['Germany', 'Austria', 'Liechtenstein', 'Switzerland', 'Belgium', 'France'])).toEqual({
      Germany: 'KEEP',
      Austria: 'KEEP', // "Austro-Bavarian German" in the package
      Liechtenstein: 'KEEP',
      Switzerland: 'undecided', // German is one of four official languages: read both ways
      Belgium: 'undecided',
      France: 'EXCLUDE',
    });
    expect(decisions('French-speaking countries', ['France', 'Canada', 'Switzerland', 'Germany'])).toEqual({
      France: 'KEEP',
      Canada: 'undecided',
      Switzerland: 'undecided',
      Germany: 'EXCLUDE',
    });
    expect(decisions('Exclude English-speaking countries', ['United States', 'UK', 'India', 'Germany'])).toEqual({
      'United States': 'EXCLUDE',
      UK: 'EXCLUDE',
      India: 'undecided',
      Germany: 'KEEP',
    });
    expect(clauses('Spanish-speaking markets')).toEqual(['keep Spanish-speaking countries']);
    expect(clauses('anglophone countries')).toEqual(['keep English-speaking countries']);
  });

  it('refuses a language it has no table for', () => {
    expect(refused('Klingon-speaking markets')).toBe(true);
  });
});

describe('negations of a group', () => {
  it.each([
    ['Exclude non-US companies', ['keep United States']],
    ['Keep non-EU companies', ['exclude the EU']],
    ["Exclude countries that aren't in the G7", ['exclude everything', 'keep the G7']],
    ['Exclude countries that are not G7 members', ['exclude everything', 'keep the G7']],
    ['Keep companies outside the EU', ['keep everything', 'exclude the EU']],
    ['Anything but DACH', ['keep everything', 'exclude DACH']],
    ['Exclude companies not based in Europe', ['exclude everything', 'keep Europe']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('reads "non-" with the other polarity for places and industries, not titles', () => {
    // Outside an industry is every other industry (values the industry covers in part stay undecided), but
    // "non-executive directors" are not "directors" with the other polarity.
    expect(clauses('Exclude non-software companies')).toEqual(['keep software (NAICS 5112, 5182, 51913)']);
    expect(refused('Exclude non-executive directors')).toBe(true);
  });

  it('decides by the negated group', () => {
    expect(decisions('Exclude non-US companies', ['USA', 'Canada'])).toEqual({ USA: 'KEEP', Canada: 'EXCLUDE' });
    expect(decisions("Exclude countries that aren't in the G7", ['Japan', 'Spain'])).toEqual({ Japan: 'KEEP', Spain: 'EXCLUDE' });
    expect(decisions('Anything but DACH', ['Austria', 'France'])).toEqual({ Austria: 'EXCLUDE', France: 'KEEP' });
  });
});

describe('nouns around a concept', () => {
  it.each([
    ['G7 economies', ['keep the G7']],
    ['Nordic markets', ['keep the Nordics']],
    ['the DACH region', ['keep DACH']],
    ['HQ in Germany', ['keep Germany']],
    ["HQ'd in Germany", ['keep Germany']],
    ['Headquartered in France', ['keep France']],
    ['Based in Spain', ['keep Spain']],
    ['Located in Italy', ['keep Italy']],
    ['US-based businesses', ['keep United States']],
    ['Companies in the United States', ['keep United States']],
    ['Organisations in Japan', ['keep Japan']],
    ['the software industry', ['keep software (NAICS 5112, 5182, 51913)']],
    ['healthcare sector', ['keep health care (NAICS 621–623)']],
    ['financial services verticals', ['keep Finance and Insurance (NAICS 52)']],
    ['public sector', ['keep Public Administration (NAICS 92)']],
    ['Keep all titles except VPs', ['keep everything', 'exclude VP']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });
});

describe('framing', () => {
  it.each([
    ['Target: DACH', ['keep DACH']],
    ['ICP: EU', ['keep the EU']],
    ['Our ICP is Nordic companies', ['keep the Nordics']],
    ['We can only sell to US companies', ['keep United States']],
    ['We only work with UK businesses', ['keep United Kingdom']],
    ["We can't sell to Russian companies", ['exclude Russia']],
    ['Focus on APAC', ['keep APAC']],
    ['Only LATAM', ['keep LATAM']],
    ['Must be in the EU', ['keep the EU']],
    ['Looking for Canadian companies', ['keep Canada']],
    ['Geography: Benelux', ['keep Benelux']],
    ['- Germany\n- Austria', ['keep Germany', 'keep Austria']],
    ['* UK\n* Ireland', ['keep United Kingdom', 'keep Ireland']],
    ['1. France\n2) Spain', ['keep France', 'keep Spain']],
    ['Germany; Austria', ['keep Germany', 'keep Austria']],
    ['Target:\n- DACH\n- Benelux\nExclude:\n- Luxembourg', ['keep DACH', 'keep Benelux', 'exclude Luxembourg']],
    ['Exclude:\n- UK\n\nGermany', ['exclude United Kingdom', 'keep Germany']], // a blank line ends the header
    ["We're targeting companies in the DACH region.", ['keep DACH']],
    ["I'm looking for German firms", ['keep Germany']],
    ['HQ must be in the EU', ['keep the EU']],
    ['Location must be in North America', ['keep North America']],
    ['Companies whose headquarters are in Germany', ['keep Germany']],
    ['Keep rows where country is Germany', ['keep Germany']],
    ['Country = US', ['keep United States']],
    ['Country in (US, CA)', ['keep United States', 'keep Canada']],
    ['Anywhere in Europe except Russia and Belarus', ['keep Europe', 'exclude Russia', 'exclude Belarus']],
    ['1-10 employees excluded', ['exclude 1-10']],
    // Dotted abbreviations do not end a sentence.
    ['U.S. companies only', ['keep United States']],
    ['Keep the EU; no U.K. companies', ['keep the EU', 'exclude United Kingdom']],
    // A sentence of filler words alone keeps nothing more: the EU stays the only keep.
    ['Keep the EU. Companies.', ['keep the EU']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('never keeps what no clause names because of a stray sentence', () => {
    expect(decisions('Keep the EU; no U.K. companies', ['USA', 'Germany', 'UK'])).toEqual({
      USA: 'EXCLUDE',
      Germany: 'KEEP',
      UK: 'EXCLUDE',
    });
  });

  it('refuses a ranking: prioritising keeps the rest too', () => {
    expect(clauses('Prioritise German companies')).toMatch(/ranks values/);
    expect(refused('Ideally DACH')).toBe(true);
    expect(refused('Prefer EU companies')).toBe(true);
  });
});

describe('groups with listed exceptions (the exceptions win)', () => {
  it.each([
    ['EU only; the UK and Switzerland are out', ['keep the EU', 'exclude United Kingdom', 'exclude Switzerland']],
    ['Europe except the UK', ['keep Europe', 'exclude United Kingdom']],
    ['DACH but not Austria', ['keep DACH', 'exclude Austria']],
    ['Keep North America, exclude Mexico', ['keep North America', 'exclude Mexico']],
    ['Keep Europe; Germany is out', ['keep Europe', 'exclude Germany']],
    ['Europe (excluding the United Kingdom)', ['keep Europe', 'exclude United Kingdom']],
    ['- EU only\n- no UK, no Switzerland', ['keep the EU', 'exclude United Kingdom', 'exclude Switzerland']],
    // An exception in parentheses is read, never dropped as an aside (it would keep the UK).
    ['EMEA (excl. UK)', ['keep EMEA', 'exclude United Kingdom']],
    ['Europe (no UK)', ['keep Europe', 'exclude United Kingdom']],
    ['EMEA minus the UK', ['keep EMEA', 'exclude United Kingdom']],
    ['Keep EU (incl. Norway)', ['keep the EU', 'keep Norway']],
    ['Not interested in UK companies', ['exclude United Kingdom']],
    // Asides are dropped: members, examples.
    ['DACH (Germany, Austria, Switzerland)', ['keep DACH']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('excludes the exception inside the group', () => {
    expect(decisions('DACH but not Austria', ['Germany', 'Austria', 'France'])).toEqual({
      Germany: 'KEEP',
      Austria: 'EXCLUDE',
      France: 'EXCLUDE',
    });
    expect(decisions('Keep Europe; Germany is out', ['Germany', 'France'])).toEqual({ Germany: 'EXCLUDE', France: 'KEEP' });
  });
});

describe('refusals: mixed kinds, vague words, unknown items', () => {
  it.each([
    'Keep German SaaS companies',
    'Keep EU companies with 50+ employees',
    'Keep fintech companies with 50 to 500 staff',
    'Our ICP is mid-market SaaS',
    'Keep companies in good markets',
    'Keep Wakanda',
    'Mid-market',
    'SMB',
    'Enterprise',
    'SMEs only',
    'Startups',
  ])('%j', (instructions) => {
    expect(refused(instructions)).toBe(true);
    expect(createRuleDecider(instructions).decide('Germany')).toBeUndefined();
  });

  it('says why a size word is refused', () => {
    expect(clauses('Target: mid-market')).toMatch(/"mid-market" has no agreed size/);
  });
});

describe('a second round of sales-team phrasings (written after the first round was read: 16 of 30 read, then 27)', () => {
  it.each([
    ['Territory: UK&I', ['keep United Kingdom', 'keep Ireland']],
    ['Target geos: US, UK, DACH', ['keep United States', 'keep United Kingdom', 'keep DACH']],
    ["ICP = companies HQ'd in North America", ['keep North America']],
    ['Accounts must be located in an EU member state', ['keep the EU']],
    ['No Chinese or Russian companies', ['exclude China', 'exclude Russia']],
    ['Please exclude any company based outside Europe', ['exclude everything', 'keep Europe']],
    ['APAC ex-China', ['keep APAC', 'exclude China']],
    ['Europe ex UK', ['keep Europe', 'exclude United Kingdom']],
    ['Drop anything that is not in the US', ['exclude everything', 'keep United States']],
    ['Focus: Germany, Austria', ['keep Germany', 'keep Austria']],
    ['Anything in South America or Mexico', ['keep South America', 'keep Mexico']],
    ['Exclude: Russia / Belarus', ['exclude Russia', 'exclude Belarus']],
    ['No companies smaller than 20 people', ['exclude smaller than 20']],
    ['Exclude companies larger than 5,000 employees', ['exclude larger than 5,000']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('reads "more than X but fewer than Y" as one interval (it was read as everything)', () => {
    expect(decisions('More than 200 but fewer than 1,000 employees', ['201-500', '1-10', '1,001-5,000', '501-1,000'])).toEqual({
      '201-500': 'KEEP',
      '1-10': 'EXCLUDE',
      '1,001-5,000': 'EXCLUDE',
      '501-1,000': 'undecided',
    });
    expect(decisions('Employee count: 500+', ['1,001-5,000', '51-200'])).toEqual({ '1,001-5,000': 'KEEP', '51-200': 'EXCLUDE' });
  });

  it.each([
    'We only go after US mid-market accounts', // a place and a vague size
    "We can't sell into the EU due to GDPR", // a reason the rules do not read
    'Germany > Austria > Switzerland', // a ranking
    'Keep ex-founders', // "ex" before a word in lower case is not "except"
  ])('refuses %j', (instructions) => {
    expect(refused(instructions)).toBe(true);
  });
});
