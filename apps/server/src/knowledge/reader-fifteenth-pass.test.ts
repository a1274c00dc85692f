/**
 * Fifteenth pass of the instruction reader (ADR 0034): classes of ordinary writing from the fourteenth round
 * (`eval/phrasing14.json`; README.md, "Fifteenth pass"), each beside look-alikes that must stay refused or read as before.
 */
import { describe, expect, it } from 'vitest';
import { check, clauses, decisions, stayRefused } from './reader.test-helpers.ts';

const REST = 'exclude everything';

describe('"everything else in X" and "the rest of X" beside keeps inside X (reader-ordinary-2.ts, reader-rest-of.ts)', () => {
  // The fourteenth round's confident mistake: "everything else in Europe" was read as "Europe", and excluded the Nordics.
  const nordics = 'Only keep leads based in the Nordic countries; everything else in Europe should be removed.';
  it('keeps the Nordics and excludes the rest of Europe and of the world', () => {
    expect(clauses(nordics)).toEqual(['keep the Nordics', REST]);
    expect(decisions(nordics, ['Norway', 'Faroe Islands', 'Åland Islands', 'Iceland', 'Germany', 'Estonia', 'Japan'])).toEqual({
      Norway: 'KEEP',
      'Faroe Islands': 'KEEP',
      'Åland Islands': 'KEEP',
      Iceland: 'KEEP',
      Germany: 'EXCLUDE',
      Estonia: 'EXCLUDE',
      Japan: 'EXCLUDE',
    });
  });
  check([
    ['Keep Germany; remove the rest of Europe.', ['keep Germany', REST]],
    ['Keep the EU; drop the rest of Europe.', ['keep the EU', REST]],
    ['Keep California; remove the rest of the US.', ['keep California', REST]],
    [
      'Keep Germany, Austria and Switzerland and remove the rest of Europe and the world.',
      ['keep Germany', 'keep Austria', 'keep Switzerland', REST],
    ],
    [
      'Keep the Nordics. Remove the Baltics, Germany and the rest of Europe.',
      ['keep the Nordics', 'exclude the Baltics', 'exclude Germany', REST],
    ],
    // On the side of a keep, "everything else in X" is X, as "the rest of X" is.
    ['Keep Germany and everything else in Europe.', ['keep Germany', 'keep Europe']],
    // Beside keeps apart from X, "everything else in X" is X, as main read it: nothing kept lies in X.
    ['Keep Japan; everything else in Europe should be removed.', ['keep Japan', 'exclude Europe']],
    // "everything else in the list" is the rest.
    ['Keep the Nordics; remove everything else in the list.', ['keep the Nordics', REST]],
  ]);
  // A keep outside X leaves what lies outside both unsaid (is the US kept?); a place the rules do not know stays unknown.
  stayRefused([
    'Keep Germany and Japan; remove the rest of Europe.',
    'Keep Greenland; remove the rest of Europe.',
    'Keep Europe; drop the rest of the EU.',
    'Keep Texas; drop the rest of the West Coast.',
    'Keep Germany and remove the rest of Narnia.',
  ]);
});

describe('a group, a colon and every one of its members (reader-ordinary-2.ts)', () => {
  check([
    ['Keep the G7: US, Canada, UK, France, Germany, Italy, Japan', ['keep the G7']],
    [
      'Please keep only companies in the Nordic countries: Denmark, Finland, Iceland, Norway and Sweden, including the Faroe Islands and Åland.',
      ['keep the Nordics'],
    ],
    [
      'Keep companies in the Midwest states: Ohio, Michigan, Indiana, Illinois, Wisconsin, Minnesota, Iowa, Missouri, Kansas, Nebraska, South Dakota and North Dakota.',
      ['keep the US Midwest'],
    ],
    ['Keep the West Coast: California, Oregon and Washington', ['keep the West Coast']],
    // Some members only: read as before (the colon's words as a list), not as the group alone.
    ['Keep the Nordics: Denmark, Sweden', ['keep the Nordics', 'keep Denmark', 'keep Sweden']],
    // A member outside the group: left as written, read as the thirteenth pass reads a label and its list.
    ['Keep the G7: US, Canada and India', ['keep the G7', 'keep United States', 'keep Canada', 'keep India']],
  ]);
  // An item the rules do not know: left as written, and refused.
  stayRefused(['Keep the Nordics: Denmark, Narnia', 'Keep Germany: Berlin, Munich']);
});

describe('"Washington, DC" after a preposition is the District (reader-ordinary-2.ts)', () => {
  // Split at the comma, Washington State was excluded beside "keep the West Coast", which keeps it.
  const westCoast =
    "We're hosting a roadshow in San Francisco, Portland and Seattle, so this list should only contain companies from the West Coast: California, Oregon and Washington. Remove leads from all other states, including Alaska, Hawaii and Nevada, and from Washington, DC.";
  it('keeps Washington State and excludes the District', () => {
    expect(decisions(westCoast, ['Seattle, WA', 'Washington', 'Washington, DC', 'Nevada', 'Portland, OR'])).toEqual({
      'Seattle, WA': 'KEEP',
      Washington: 'KEEP',
      'Washington, DC': 'EXCLUDE',
      Nevada: 'EXCLUDE',
      'Portland, OR': 'KEEP',
    });
  });
  check([['Keep the US except Washington D.C.', ['keep United States', 'exclude District of Columbia']]]);
  // In a list, "Washington, DC" is two items, as before.
  check([['Keep Oregon, Washington, DC and Virginia', ['keep Oregon', 'keep Washington', 'keep District of Columbia', 'keep Virginia']]]);
});

describe('"nowhere else" and "international leads go" (reader-ordinary-2.ts)', () => {
  check([
    ['Headquartered in the US, nowhere else', ['keep United States', REST]],
    ['Only US accounts; international leads go.', ['keep United States', REST]],
  ]);
  // Alone they say nothing to keep; "international" on the side of a keep has no home to be international from.
  stayRefused(['Nowhere else', 'International leads go.', 'Keep international accounts']);
});
