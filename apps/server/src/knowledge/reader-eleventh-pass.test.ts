/**
 * Eleventh pass of the instruction reader (ADR 0034): classes of writing from the tenth held-apart round
 * (`eval/phrasing10.json`; README.md, "Eleventh pass"), each beside look-alikes that must stay refused or read as
 * before; and the confident mistakes found on look-alikes while writing them.
 */
import { describe, expect, it } from 'vitest';
import { check, clauses, decisions, stayRefused } from './reader.test-helpers.ts';

const REST = 'exclude everything';

describe('the column named in a sentence (reader-conditions.ts)', () => {
  check([
    ['In the State column, keep Oregon and Washington only', ['keep Oregon', 'keep Washington']],
    ['for the industry column: keep software only', ['keep software (NAICS 5112, 5182, 51913)']],
    ['In the Country column, drop Germany', ['exclude Germany']],
    ['HQ country column: keep Japan only', ['keep Japan']],
    ['Only VPs and above, in the Title column', ['keep VP and above']],
    ['In the Headcount column keep 10 to 200', ['keep 10 to 200']],
  ]);
  it('a size column keeps its noun: the bounds of "In the Revenue column" are money', () => {
    expect(decisions('In the Revenue column keep 5M and above', ['$8M', '$3M', '6000'])).toEqual({
      $8M: 'KEEP',
      $3M: 'EXCLUDE',
      '6000': 'EXCLUDE',
    });
  });
  // A column that is no field, and a column with nothing to keep.
  stayRefused(['In the Notes column keep Germany', 'In the Country column', 'In the Status column keep churned']);
});

describe('"DQ" and "disqualify if …" (reader-conditions.ts)', () => {
  check([
    ['DQ managers', ['exclude manager']],
    ['DQ if HQ is outside the EU', [REST, 'keep the EU']],
    ['DQ if the lead is outside the EU', [REST, 'keep the EU']],
    ['DQ if the title is below VP', ['exclude director or head and below']],
    ["disqualify if the industry isn't retail", ['keep Retail Trade (NAICS 44–45)']],
    ['remove it if the country is Canada', ['exclude Canada']],
    ['DQ if not a software company', ['keep software (NAICS 5112, 5182, 51913)']],
    ['disqualify if French is not an official language in the HQ country', ['keep countries where French is an official language', REST]],
  ]);
  // "dq" in lower case is no shorthand; a condition on a field the rules do not read stays refused.
  stayRefused(['dq if HQ is outside the EU', 'DQ if churned', 'disqualify if Status is closed']);
});

describe('requests in plain English, the object first (reader-plain-requests.ts)', () => {
  check([
    ['Dear colleague, keep only German companies, the others you can delete. Many thanks, Anna', ['keep Germany', REST]],
    ['keep only SaaS, all other please delete from the file', ['keep software (NAICS 5112, 5182, 51913)', REST]],
    ['keep Germany; the rest erase it', ['keep Germany', REST]],
    ["keep only directors, managers and lower we don't need", ['keep director or head', 'exclude manager and below']],
    ['keep only the EU, the foreign ones please delete', ['keep the EU', REST]],
    ['please let in the list only companies with seat in Austria', ['keep Austria']],
    ['Hola, leave only the enterprises that have the headquarter in Chile, the rest erase it. Saludos, Ana', ['keep Chile', REST]],
    ['Hi, for the workshop in Lyon we want only companies from France, please remove all other. Regards, Min-jun', ['keep France', REST]],
    ['keep only companies whose main office is in Japan; companies of other continents we do not need', ['keep Japan', REST]],
    ['the seminar in Oslo is only for Nordic companies', ['keep the Nordics']],
    ['make so that only German companies stay in the list', ['keep Germany']],
    ['erase Germany', ['exclude Germany']],
    // A list before its verb, with no request between, is read as the fourth pass reads it.
    ['Germany, France delete', ['exclude Germany', 'exclude France']],
  ]);
  // The rest alone, or said of nothing, names nothing.
  stayRefused(['the others delete', 'keep only the others', 'the others are not for our team', 'keep founders, the smaller please delete']);
});

describe('sizes said in sentences (reader-size-phrases.ts)', () => {
  check([
    ['keep companies that employ between 20 and 200 people', ['keep between 20 and 200']],
    ['keep 100 to 1000 FTE', ['keep 100 to 1000']],
    ['keep companies with 10 to 50 workers', ['keep 10 to 50']],
    ['keep anything from $20M upwards', ['keep $20M and up']],
    // "up to" is an upper bound, not "and up".
    ['keep companies from fifty up to five hundred people', ['keep from 50 to 500']],
    ['keep $10M and up, remove what is under $10M', ['keep $10M and up', 'exclude under $10M']],
    ['ICP: 20–200 employees; nothing under 20, nothing above 200', ['keep 20–200', 'exclude under 20', 'exclude above 200']],
    ['keep 10 to 100 employees (10 and 100 also ok)', ['keep 10 to 100']],
    ['keep headcounts from 10 to 100 inclusive', ['keep from 10 to 100']],
    ['keep 50 to 500 employees, remove the smaller and the bigger', ['keep 50 to 500']],
    ['keep revenue of $5M or more, remove the firms with less revenue', ['keep $5M or more']],
  ]);
  it('"10 Mio. EUR and more" is money', () => {
    expect(decisions('keep firms with revenue from 5 Mio. EUR and more', ['€6M', '€4M', '20'])).toEqual({
      '€6M': 'KEEP',
      '€4M': 'EXCLUDE',
      '20': 'EXCLUDE',
    });
  });
  it('"disqualify" beside a size is a removal of its own clause', () => {
    expect(
      clauses('keep accounts with revenue of $10M or above and disqualify every account whose revenue is below ten million dollars'),
    ).toEqual(['keep accounts $10M or above', 'exclude below 10 million dollars']);
  });
  // The other side of a bound the keep does not have; "employ" with no bound; "workers" alone; "more revenue" alone.
  stayRefused([
    'keep under 50 employees, remove the firms with less revenue',
    'companies that employ people in Germany',
    'keep workers',
    'keep firms with more revenue',
  ]);
});

describe('groups and the lines around them (reader-eleventh-words.ts)', () => {
  check([
    ['Is it possible to keep only contacts with a business email address?', ['keep a business domain']],
    ['Only Nordic-headquartered companies are leads for us', ['keep the Nordics']],
    ['only German and Austrian HQs count', ['keep Germany', 'keep Austria']],
    ['only German HQs are relevant', ['keep Germany']],
    // "don't count" after a comma is an exclusion, read as before.
    ['west coast only, Alaska & Hawaii don’t count', ['keep the West Coast', 'exclude Alaska', 'exclude Hawaii']],
    [
      'We’re targeting the West Coast, which for us is exactly CA, OR and WA',
      ['keep the West Coast', 'keep California', 'keep Oregon', 'keep Washington'],
    ],
    ['keep US companies only; Canadian and all other non-US companies are out', ['keep United States', 'exclude Canada']],
    ['keep the Nordics and the autonomous Faroe Islands', ['keep the Nordics', 'keep Faroe Islands']],
    ['ICP: Midwest HQ (Census definition, 12 states); no Kentucky', ['keep the US Midwest', 'exclude Kentucky']],
    ["DQ if HQ state is outside the Census Bureau's Midwest region", [REST, 'keep the US Midwest']],
    ['keep the twelve Midwestern states of the Census definition', ['keep the US Midwest']],
    [
      'keep the Midwest, remove the rest, including neighbours such as Kentucky and Colorado',
      ['keep the US Midwest', REST, 'exclude Kentucky', 'exclude Colorado'],
    ],
    ['ICP: EU HQ; no Norway, no Switzerland – EU only', ['keep the EU', 'exclude Norway', 'exclude Switzerland']],
    ['keep only people in marketing, whatever their level', ['keep marketing roles']],
    ['keep contacts who are directors or more senior', ['keep director or head and above']],
    ['ICP: French-official countries', ['keep countries where French is an official language']],
    ['keep EU member states, all twenty-seven of them', ['keep the EU']],
  ]);
  // A count that is not the group's size, a verb of counting with no "only", a question with no criterion, a Census
  // division the rules do not read in the possessive.
  stayRefused([
    // A hedge after "which for us is" is no list (main read the West Coast and dropped "mostly CA" with the filler).
    'keep the West Coast, which for us is mostly CA',
    'keep EU member states, all 28 of them',
    'Germany counts',
    'Is it possible?',
    "the Census Bureau's Pacific division",
  ]);
});

describe('industry words by their NAICS titles (industries.ts)', () => {
  check([
    [
      'ICP: hospitals; no medtech, no social services',
      [
        'keep Hospitals (NAICS 622)',
        'exclude Medical Equipment and Supplies Manufacturing (NAICS 3391)',
        'exclude Social Assistance (NAICS 624)',
      ],
    ],
    [
      'keep software publishing and hosting',
      ['keep Software Publishers (NAICS 5112)', 'keep Data Processing, Hosting, and Related Services (NAICS 5182)'],
    ],
    ['no telecoms', ['exclude Telecommunications (NAICS 517)']],
    // A title that is also a profession stays a title: "Accountant" is a finance role.
    ['Accountant', ['keep finance roles']],
  ]);
  // Accountants (a profession or its firms) and hardware (makers or stores) have no one industry.
  stayRefused(['keep accountants', 'keep hardware']);
});

describe('mail words and an exclusion after ", so" (reader-eleventh-words.ts)', () => {
  check([
    ['keep people at their work addresses', ['keep a business domain']],
    ['remove the contacts with private mail', ['exclude a free-mail (personal) domain']],
    ['keep only the contacts with mail of the company', ['keep a business domain']],
    ["keep the ones on a company's own domain", ['keep a business domain']],
    ['keep individuals only, no role mailboxes', ['exclude a role address']],
    ['We’re targeting individuals, so shared inboxes such as hello@ or admin@ are not leads', ['exclude a role address']],
    ['Only actual individuals, not support@ or hello@ addresses', ['exclude a role address']],
    ['keep Germany, so France is out', ['keep Germany', 'exclude France']],
  ]);
  // "individuals" with no role address beside it, a provider's own name.
  stayRefused(['keep individuals only', 'keep Yahoo Mail']);
  // A reason before ", so" is dropped, as before: the clause after it is the instruction.
  check([['we sell to factories, so retailers are out', ['exclude Retail Trade (NAICS 44–45)']]]);
});

describe('fields and lists in notes (reader-eleventh-words.ts)', () => {
  check([
    ['Dept: Sales · level: any · other depts: DQ', ['keep sales roles', REST]],
    ['Function: marketing · other functions → remove', ['keep marketing roles', REST]],
    ['keep the EU (all 27 countries)', ['keep the EU']],
    [
      'We’re targeting the DACH market, so only German, Austrian and Swiss headquarters count',
      ['keep Germany', 'keep Austria', 'keep Switzerland'],
    ],
    // "… count" with no negation before it keeps; "don't count" still excludes.
    ['west coast only, Alaska & Hawaii count', ['keep the West Coast', 'keep Alaska', 'keep Hawaii']],
  ]);
  it('"director level and up: directors, …" keeps directors and above and excludes managers', () => {
    expect(
      decisions('We’re targeting people at director level and up: directors, heads of department, VPs, the C-suite, founders and owners', [
        'Director of Sales',
        'Head of IT',
        'CEO',
        'Senior Manager',
        'Analyst',
      ]),
    ).toEqual({ 'Director of Sales': 'KEEP', 'Head of IT': 'KEEP', CEO: 'KEEP', 'Senior Manager': 'EXCLUDE', Analyst: 'EXCLUDE' });
  });
  // A count that is not the group's, the rest alone, a level with nothing else.
  stayRefused(['keep the EU (all 28 countries)', 'other functions: remove', 'level: any']);
});

describe('typing slips in two-word names the tables hold in other forms (reader-typos.ts)', () => {
  check([
    ['In the Country column keep Sout American countries only', ['keep South America']],
    ['keep EU memeber states, remove the rest', ['keep the EU', REST]],
    ['keep Nort American companies', ['keep North America']],
  ]);
  // A letter changed for another (not a common slip) stays as written.
  stayRefused(['keep Unites States']);
});

describe('confident mistakes found beside the eleventh pass', () => {
  // "founders and companies in Germany": the last item, filler words alone, was trimmed with its shared words ("in
  // Germany") and the place lost — "keep founders" was read. Its shared words are the item now (and the mix is refused).
  check([['keep founders and people in sales', ['keep founders in sales', 'keep sales roles']]]);
  stayRefused([
    'keep founders and companies in Germany',
    'keep only founders and people of Germany',
    'keep banks and companies in Germany',
  ]);
  // "founders and persons of C-level": the words after "of" were taken for the founders' ("keep founders" alone,
  // and every CEO excluded by "remove the others").
  check([
    ['keep only founders and people of C-level', ['keep founders', 'keep C-level, owner or founder']],
    ['keep founders and staff of marketing', ['keep founders', 'keep marketing roles']],
    ['keep only founders and people of sales', ['keep founders', 'keep sales roles']],
  ]);
  it('"the others please remove" after "persons of C-level" keeps the CEO', () => {
    expect(
      clauses('to the dinner we invite only founders and persons of C-level (CEO, CFO, CTO and so on), the others please remove from list'),
    ).toEqual(['keep founders', 'keep C-level, owner or founder', REST]);
  });
});
