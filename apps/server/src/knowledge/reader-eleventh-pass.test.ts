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

describe('confident mistakes found beside the eleventh pass', () => {
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
