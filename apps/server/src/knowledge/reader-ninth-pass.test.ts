/**
 * Ninth pass of the instruction reader (ADR 0034): classes of writing from the eighth held-apart round
 * (`eval/phrasing8.json`; reader-ninth-pass.ts), each beside look-alikes that must stay refused or read as before;
 * and a "country" label settling a code that is a country's and a state's (reader-two-readings.ts).
 */
import { describe, expect, it } from 'vitest';
import { check, decisions, stayRefused } from './reader.test-helpers.ts';

const REST = 'exclude everything';

describe('a chat channel before the message, and who the list is for', () => {
  check([
    ['#emea-sales: DACH accounts only', ['keep DACH']],
    ['#central-sales midwest HQs only', ['keep the US Midwest']],
    ['#africa-team: African HQs only pls', ['keep Africa']],
    ['Japan accounts only for the Tokyo SDR pod', ['keep Japan']],
    ['sales titles only for this import', ['keep sales roles']],
  ]);
  // A number after "#" is a numbered item, not a channel; a channel alone is no instruction.
  stayRefused(['#1: Germany', '#emea-sales:']);
});

describe('"a good lead has / makes / works in …", "a lead qualifies if it is …"', () => {
  check([
    ['A good lead has between 50 and 500 employees', ['keep between 50 and 500']],
    ['A good lead makes at least ten million dollars in revenue a year', ['keep at least 10 million dollars year']],
    ['A good lead has a company email address, not a personal one', ['keep a business domain', 'exclude a free-mail (personal) domain']],
    ['A good lead has a director-level title or something more senior', ['keep director or head and above']],
    ['A good lead works in sales, at any level', ['keep sales roles']],
    ['A lead qualifies if it is headquartered in a Nordic country', ['keep the Nordics']],
    ['A good lead is a company headquartered on the West Coast of the US', ['keep the West Coast']],
  ]);
  // Without a size, a title or "in" after the verb the sentence says nothing the rules read.
  stayRefused([
    'A good lead makes the sales team happy',
    'A good lead works hard',
    'A good lead has been hard to find',
    'A lead has a phone number',
    'A good lead has an email address that belongs to one specific person',
  ]);
});

describe('sizes and the rest in other words', () => {
  check([
    ['companies employing from fifty up to five hundred people, both ends included', ['keep from 50 to 500']],
    ['size 50–500 emp', ['keep 50–500']],
    ['companies with annual revenues of $10 million or higher', ['keep $10 million or higher']],
    ['revenue: $10M min', ['keep at least $10M']],
    ['businesses in the Midwest of the USA', ['keep the US Midwest']],
    ['keep only the manufacturers and remove every company from other sectors', ['keep Manufacturing (NAICS 31–33)', REST]],
    ['keep only software companies and drop every account in other industries', ['keep software (NAICS 5112, 5182, 51913)', REST]],
  ]);
  it('reads the range with both ends in', () => {
    expect(decisions('companies employing from fifty up to five hundred people, both ends included', ['50', '500', '501'])).toEqual({
      '50': 'KEEP',
      '500': 'KEEP',
      '501': 'EXCLUDE',
    });
  });
  // "every company from other sectors" is the rest only beside a keep; "min" without a money figure is no bound.
  stayRefused(['remove every company from other sectors', 'size 50 min']);
});

describe('a reason before ", so could you keep / we can only …", lists that "should only include", the rest in words', () => {
  check([
    [
      'the analyst report only covers the G7 economies, so could you keep the G7-headquartered companies and take the rest off?',
      ['keep the G7', REST],
    ],
    [
      'the grant is EU money, so we can only approach businesses based in EU member states. Could you filter out anyone outside the European Union before Monday?',
      ['keep the EU', REST],
    ],
    ['we are doing a road trip, so I only need accounts headquartered in Texas', ['keep Texas']],
    [
      'We don’t have an entity outside the US yet, so we can only sign customers headquartered in the US. Please remove companies based in Canada and everywhere else.',
      ['keep United States', 'exclude Canada', REST],
    ],
    [
      'the webinar is about US tax rules, so the invite list should only include companies headquartered in the USA. Could you take out the international ones?',
      ['keep United States', REST],
    ],
    [
      'the banking conference list should only have insurance companies on it; please delete the other industries.',
      ['keep Insurance (NAICS 524)', REST],
    ],
    ['We only want American businesses; Canadian and other foreign companies are out', ['keep United States', 'exclude Canada', REST]],
    ['We only sell to West Coast-based companies', ['keep the West Coast']],
    // A reason that restricts before an exclusion alone is still read whole.
    ['we only sell in the EU, so remove the UK', ['keep the EU', 'exclude United Kingdom']],
  ]);
  // The rest alone keeps or names nothing; "we can only sign deals" names nothing the rules read.
  stayRefused([
    'Canadian and other foreign companies are out',
    'take out the international ones',
    'the list should only include',
    'We can only sign deals before Friday',
  ]);
});

describe('typing slips in words of the round', () => {
  check([
    ['healthcare provders only', ['keep health care (NAICS 621–623)']],
    ['only countries with German as an offical language', ['keep countries where German is an official language']],
  ]);
  // "headquarterd" is one letter from "headquartered" and from "headquarters": two words, so it is left.
  stayRefused(['companies must be headquarterd in Germany']);
});

describe('a "country" label settles a code that is a country and a state', () => {
  check([
    ['country = US; CA & MX excluded', ['keep United States', 'exclude Canada', 'exclude Mexico']],
    ['Country col: US only, CA and MX out', ['keep United States', 'exclude Canada', 'exclude Mexico']],
    ['Country: US, CA', ['keep United States', 'keep Canada']],
    // Without the label the carve-out still reads the state inside the country.
    ['Keep the US except CA', ['keep United States', 'exclude California']],
    ['Keep the US. Exclude CA', ['keep United States', 'exclude California']],
    ['state = CA', ['keep California']],
  ]);
  // "country" inside a sentence is no label of the column: the carve-out reads CA as before.
  check([['Keep every company whose country is the US, except CA', ['keep United States', 'exclude California']]]);
});
