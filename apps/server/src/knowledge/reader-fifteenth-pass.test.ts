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
