import { describe, expect, it } from 'vitest';
import { readColumnEvidence } from './column-evidence.ts';
import { createRuleDecider, decideAllByRules, type ColumnContext } from './index.ts';
import { resolvePlace } from './places.ts';

// US places read as foreign countries. A value read two ways that decide differently is
// settled by evidence in the value or from its column, or left undecided (review / the model).
const decide = (instructions: string, value: string, column?: ColumnContext) => createRuleDecider(instructions, column).decide(value);
const decision = (instructions: string, value: string, column?: ColumnContext) =>
  decide(instructions, value, column)?.decision ?? 'undecided';

const US_STATES = ['California', 'Texas', 'New York', 'Ohio', 'Florida', 'Illinois', 'Washington', 'Oregon'];
const US_PLACES = ['Austin, TX', 'Seattle, WA', 'Portland, OR', 'Columbus, OH', 'Miami, FL', 'Newark, NJ'];
const COUNTRIES = ['Germany', 'France', 'Japan', 'Brazil', 'Kenya', 'Spain', 'Italy'];

describe('US and Canadian place formats (state before city)', () => {
  it('reads "City, State" by the state, never by a capital or country the city is named after', () => {
    for (const v of ['Athens, Georgia, USA', 'Paris, Texas', 'Moscow, Idaho', 'Lima, Ohio', 'Toledo, Ohio', 'San Jose, California'])
      expect(decision('US only', v), v).toBe('KEEP');
    expect(decision('Keep the Midwest', 'Lima, Ohio')).toBe('KEEP');
    expect(decision('Keep the Midwest', 'Moscow, Idaho')).toBe('EXCLUDE');
    expect(decision('Keep companies in the European Union', 'Paris, Texas')).toBe('EXCLUDE');
    expect(decide('US only', 'Lima, Ohio')?.reason).toBe(
      'KEEP — Lima, Ohio is Ohio (OH), United States, in United States; "Ohio" names a US state',
    );
  });

  it('leaves a country across the Europe–Asia line open for those continents, and decides it for other groups', () => {
    for (const v of ['Cyprus', 'Turkey', 'Russia', 'Armenia', 'Kazakhstan', 'Georgia, Tbilisi'])
      for (const ins of ['Keep Asian companies', 'Keep Europe', 'Keep Western Asia'])
        expect(decision(ins, v), `${ins}: ${v}`).toBe('undecided');
    expect(decision('Keep EU companies', 'Cyprus')).toBe('KEEP');
    expect(decision('Keep Asia', 'Japan')).toBe('KEEP');
    expect(decision('Keep Europe', 'France')).toBe('KEEP');
  });

  it('reads a town named after a country by the state after it ("Jordan, Minnesota", "Mexico, MO"): a country is not inside another', () => {
    for (const v of ['Jordan, Minnesota', 'Lebanon, Kentucky', 'Islandia, New York', 'Peru, IN', 'Mexico, MO', 'Lebanon, PA', 'Malta, MT'])
      expect(decision('US only', v), v).toBe('KEEP');
    expect(decide('US only', 'Mexico, MO')?.reason).toBe(
      'KEEP — Mexico, MO is Missouri (MO), United States, in United States; "MO" read as a US state: "Mexico" before it is a town, not a country',
    );
    // The country still settles it when it comes last.
    expect(decision('US only', 'Georgia, Germany')).toBe('EXCLUDE');
    expect(decision('US only', 'Dublin, Ireland')).toBe('EXCLUDE');
  });

  it('reads "City, ST ZIP", "City, State ZIP", "City - State - USA", "City, State, USA" and Canadian postal codes', () => {
    expect(decide('US only', 'Athens, GA 30601')?.reason).toBe(
      'KEEP — Athens, GA 30601 is Georgia (GA), United States, in United States; "GA 30601" is a US state and ZIP code',
    );
    expect(decision('West coast only', 'Palo Alto, California 94301-1234')).toBe('KEEP');
    expect(decision('West coast only', 'San Francisco - California - USA')).toBe('KEEP');
    expect(decision('Keep the Midwest', 'Springfield, IL, USA')).toBe('KEEP');
    expect(decide('US only', 'Athens, GA, USA')?.reason).toContain('"GA" read as a US state: "USA" names the country');
    expect(decide('Keep the Midwest', 'Columbus, OH')?.reason).toBe(
      'KEEP — Columbus, OH is Ohio (OH), United States, in the Midwest census region',
    );
    expect(decision('keep: Ontario', 'Toronto, ON M5V 2T6')).toBe('KEEP');
    expect(decision('US only', 'Toronto, ON M5V 2T6')).toBe('EXCLUDE');
    // A ZIP after something that is not a state says nothing.
    expect(decision('US only', 'Berlin 10115')).toBe('undecided');
  });

  it('reads state and province names alone as the state, codes alone only with evidence', () => {
    expect(decision('Keep the Midwest', 'Ohio')).toBe('KEEP');
    expect(decision('US only', 'Texas')).toBe('KEEP');
    expect(decision('keep: Ontario, Quebec', 'Québec')).toBe('KEEP');
    expect(decision('US only', 'TX')).toBe('KEEP'); // not a country code
  });

  it('reads other countries\' "City, Region" where the data package holds the region, and never a region alone', () => {
    expect(decide('keep: APAC', 'Sydney, New South Wales')?.reason).toBe(
      'KEEP — Sydney, New South Wales is New South Wales (NSW), Australia, in APAC (UN M49 Asia without Western Asia, and Oceania); "New South Wales" names a region of Australia',
    );
    expect(decision('US only', 'Munich, Bayern')).toBe('EXCLUDE');
    // "Cleveland" is an English county in the package, and a city in Ohio: alone it is no place.
    expect(resolvePlace('Cleveland')).toEqual([]);
    expect(decision('US only', 'Cleveland')).toBe('undecided');
    expect(decision('US only', 'Middlesbrough, Cleveland')).toBe('EXCLUDE');
    // …unless the column's header says its values are states or regions.
    expect(decide('US only', 'Bayern', { header: 'State / Region (HQ)' })?.reason).toBe(
      'EXCLUDE — Bayern (BY), Germany, not in United States; "Bayern" read as a region of Germany: the column\'s header "State / Region (HQ)" names a state or region',
    );
    expect(decision('US only', 'Bayern')).toBe('undecided');
    expect(decision('US only', 'Bayern', { header: 'City' })).toBe('undecided');
  });

  it('settles "City, Georgia" only when the city is the capital of the country, or by the column', () => {
    expect(decision('US only', 'Athens, Georgia')).toBe('undecided');
    expect(decide('US only', 'Tbilisi, Georgia')?.reason).toBe(
      'EXCLUDE — Tbilisi, Georgia is Georgia (GE), not in United States; "Tbilisi" is the capital of Georgia',
    );
    expect(decision('keep: Germany', 'Berlin, DE')).toBe('KEEP');
    expect(decision('keep: Germany', 'Munich, DE')).toBe('undecided');
    expect(decide('US only', 'Athens, Georgia', { values: [...US_PLACES, 'Athens, Georgia'] })?.reason).toBe(
      'KEEP — Athens, Georgia is Georgia (GA), United States, in United States; "Georgia" read as the US state: most of the column\'s values name US states',
    );
  });
});

describe('ambiguity is never confident', () => {
  const CODES = ['GA', 'VA', 'NC', 'IN', 'DE', 'CA', 'PA', 'AL', 'MA', 'CO', 'AZ', 'IL'];

  it('leaves a state/country code or "Georgia" alone undecided when its readings decide differently', () => {
    for (const v of [...CODES, 'Georgia']) expect(decision('US only', v), v).toBe('undecided');
    for (const v of ['Chicago, IL', 'San Jose, CA', 'Columbus, IN', 'Wilmington, DE']) expect(decision('US only', v), v).toBe('undecided');
    expect(decision('Keep the Midwest', 'IN')).toBe('undecided');
    expect(decision('West coast only', 'CA')).toBe('undecided');
  });

  it('decides when every reading decides alike, and says so', () => {
    expect(decide('Keep the Midwest', 'GA')?.reason).toBe(
      'EXCLUDE — GA is Gabon (GA) or Georgia (GA), United States, not in the Midwest census region; either reading decides alike',
    );
    expect(decision('Keep G7 countries', 'CA')).toBe('KEEP'); // Canada, or California in the US: both G7
  });

  it('settles them by the column header', () => {
    for (const v of CODES) expect(decision('US only', v, { header: 'State' }), v).toBe('KEEP');
    expect(decide('US only', 'Georgia', { header: 'State / Region (HQ)' })?.reason).toBe(
      'KEEP — Georgia (GA), United States, in United States; "Georgia" read as the US state: the column\'s header "State / Region (HQ)" names a state or region',
    );
    expect(decision('Keep the Midwest', 'IN', { header: 'Headquarters (US State)' })).toBe('KEEP');
    expect(decision('US only', 'GA', { header: 'Country (HQ)' })).toBe('EXCLUDE'); // Gabon
    expect(decision('US only', 'Georgia', { header: 'Country/Region' })).toBe('EXCLUDE');
  });

  it("settles them by the column's other values", () => {
    expect(decide('US only', 'GA', { values: [...US_STATES, 'GA'] })?.reason).toBe(
      'KEEP — GA is Georgia (GA), United States, in United States; "GA" read as the US state: most of the column\'s values name US states',
    );
    expect(decision('West coast only', 'CA', { values: [...US_PLACES, 'San Jose, CA'] })).toBe('KEEP');
    expect(decision('West coast only', 'San Jose, CA', { values: [...US_PLACES, 'San Jose, CA'] })).toBe('KEEP');
    expect(decision('keep: Germany, Austria, Switzerland', 'DE', { values: COUNTRIES })).toBe('KEEP');
    expect(decision('US only', 'Georgia', { values: COUNTRIES })).toBe('EXCLUDE');
    // A column with few readable values, or values of both kinds, is no evidence.
    expect(decision('US only', 'GA', { values: ['Texas', 'Ohio'] })).toBe('undecided');
    expect(decision('US only', 'GA', { values: [...US_STATES.slice(0, 4), ...COUNTRIES.slice(0, 4)] })).toBe('undecided');
    // A header and values that point two ways settle nothing.
    expect(decision('US only', 'GA', { header: 'Country', values: US_STATES })).toBe('undecided');
  });

  it('reads a lone capital as its country only in a column of countries', () => {
    expect(decision('Keep companies in the European Union', 'Paris')).toBe('undecided');
    expect(decision('US only', 'Dublin')).toBe('undecided');
    expect(decide('Keep companies in the European Union', 'Paris', { values: COUNTRIES })?.reason).toBe(
      'KEEP — Paris is France (FR), an EU member state; "Paris" read as the capital of France: most of the column\'s values are countries',
    );
    expect(decision('US only', 'Paris', { values: US_STATES })).toBe('undecided');
  });

  it('decides no lone name in a column of cities: towns carry the names of states, capitals and countries', () => {
    const city = { header: 'City (HQ)', values: ['San Francisco', 'Dublin', 'Vienna', 'San Jose', 'Islandia', 'Washington', 'Usa'] };
    for (const v of city.values) expect(decision('US only', v, city), v).toBe('undecided');
    expect(decision('West coast only', 'Washington', city)).toBe('undecided');
    // A value with its state is still read, and a city-state is its own capital.
    expect(decision('West coast only', 'Seattle, WA', city)).toBe('KEEP');
    expect(decision('keep: APAC', 'Singapore', city)).toBe('KEEP');
    expect(decision('keep: Benelux', 'Luxembourg', city)).toBe('KEEP');
  });

  it('reads the column once: decideAllByRules takes its values as their own evidence', () => {
    const values = [...US_STATES, 'GA', 'IN', 'CA'];
    const decided = decideAllByRules(values, 'Keep the Midwest', 'HQ');
    expect(decided.slice(-3).map((d) => d?.decision)).toEqual(['EXCLUDE', 'KEEP', 'EXCLUDE']);
    expect(decideAllByRules(['GA', 'IN'], 'Keep the Midwest').map((d) => d?.decision)).toEqual(['EXCLUDE', undefined]);
  });

  it('classifies column evidence from header and values', () => {
    expect(readColumnEvidence({ header: 'Headquarters (US State)' }).prefer).toBe('subdivision');
    expect(readColumnEvidence({ header: 'Country (HQ)' }).prefer).toBe('country');
    expect(readColumnEvidence({ header: 'City, State' })).toEqual({});
    expect(readColumnEvidence({ header: 'City (HQ)' }).city).toBeTruthy();
    expect(readColumnEvidence({ values: ['Ontario', 'Quebec', 'Alberta', 'BC'] }).why).toBe(
      "most of the column's values name Canadian provinces",
    );
    expect(readColumnEvidence({ values: ['Acme', 'Globex', 'Initech'] })).toEqual({});
    expect(readColumnEvidence()).toEqual({});
  });
});
