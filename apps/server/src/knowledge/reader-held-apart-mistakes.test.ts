/**
 * Confident mistakes the ninth held-apart round (`eval/phrasing9.json`) found in the reader, fixed as classes
 * (ADR 0034): a plus after a word ("Director+") is its "and above", not a list's "and"; a code in capitals
 * before a parenthesis is a name, not a filler word; a reading that keeps what it also excludes is refused.
 */
import { describe, expect, it } from 'vitest';
import { clauses, decisions, refused } from './reader.test-helpers.ts';

describe('"X+" beside other clauses keeps X and above', () => {
  it.each([
    ['Director+ only, no managers', ['keep director or head and above', 'exclude manager']],
    ['VP+, no interns', ['keep VP and above', 'exclude individual contributor']],
    ['Keep Director+ only', ['keep director or head and above']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('decides the levels above the named one as kept (they were excluded with confidence)', () => {
    expect(
      decisions('Director+ only, no managers', ['VP Engineering', 'Chief Executive Officer', 'Director of Sales', 'Sales Manager']),
    ).toEqual({
      'VP Engineering': 'KEEP',
      'Chief Executive Officer': 'KEEP',
      'Director of Sales': 'KEEP',
      'Sales Manager': 'EXCLUDE',
    });
  });

  it('a plus between names is still a list', () => {
    expect(clauses('DE+AT+CH only')).toEqual(['keep Germany', 'keep Austria', 'keep Switzerland']);
    expect(clauses('DACH + Nordics')).toEqual(['keep DACH', 'keep the Nordics']);
  });
});

describe('a code in capitals before a parenthesis', () => {
  it('keeps the code and adds the parenthesis ("IS" was read as the word "is" and replaced)', () => {
    expect(clauses('only DK/SE/NO/FI/IS (+ FO, GL, AX)')).toContain('keep Iceland');
    expect(clauses('only DK/SE/NO/FI/IS (FO, GL, AX)')).toContain('keep Iceland');
  });

  it('a vague head is still spelled out by its list', () => {
    expect(clauses('Keep their territories (Faroes, Greenland, Åland)')).toEqual([
      'keep Faroe Islands',
      'keep Greenland',
      'keep Åland Islands',
    ]);
  });
});

describe('a reading that keeps what it also excludes is refused', () => {
  it.each(['Keep Germany; exclude the EU', 'Keep software; exclude software'])('refuses %j', (instructions) => {
    expect(refused(instructions)).toBe(true);
  });

  // Tenth pass: words an exclusion turns ("EU countries that are not G7 members") carve out of it, as "except" does
  // (reader-framing.ts), so the round's sentence is now read as written, and decided as labelled.
  it.each([
    'please keep leads in the US, Canada, the UK, Germany, France, Italy or Japan and remove the rest, including EU countries that are not G7 members such as Spain',
    'keep the G7 and remove the rest, including EU countries that are not G7 members',
  ])('reads the EU countries outside the G7 as the exclusion: %j', (instructions) => {
    expect(decisions(instructions, ['France', 'Italy', 'Japan', 'Spain', 'Netherlands', 'Brazil'])).toEqual({
      France: 'KEEP',
      Italy: 'KEEP',
      Japan: 'KEEP',
      Spain: 'EXCLUDE',
      Netherlands: 'EXCLUDE',
      Brazil: 'EXCLUDE',
    });
  });

  it.each([
    ['Keep Europe; exclude the UK', ['keep Europe', 'exclude United Kingdom']],
    ['Keep the EU except Germany', ['keep the EU', 'exclude Germany']],
    ['Keep the EU; drop the rest', ['keep the EU', 'exclude everything']],
  ])('reads a part taken out of a kept group: %j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });
});

// The thirteenth round (`eval/phrasing13.json`): "not just X" was read as "not X" (reader-additions.ts).
describe('"not just X", "not only X but also Y" add X, never exclude it', () => {
  it.each([
    ['Keep the whole of Africa, not just Sub-Saharan Africa', ['keep Africa', 'keep Sub-Saharan Africa']],
    ['Keep the EU, not only Germany', ['keep the EU', 'keep Germany']],
    ['Remove not only the UK but also Switzerland', ['exclude United Kingdom', 'exclude Switzerland']],
    ['Exclude Europe and not just the EU', ['exclude Europe', 'exclude the EU']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('decides Sub-Saharan countries as kept (they were excluded with confidence)', () => {
    expect(
      decisions("We're targeting the whole of Africa, not just Sub-Saharan Africa. Exclude those based on other continents.", [
        'Angola',
        'Egypt',
        'France',
      ]),
    ).toEqual({ Angola: 'KEEP', Egypt: 'KEEP', France: 'EXCLUDE' });
  });

  it('a sentence that opens with "Not just …" and corrects its list stays refused; "not" alone still excludes', () => {
    expect(refused('Not just DACH and not Namibia: keep Germany')).toBe(true);
    expect(clauses('Keep Africa, not Egypt')).toEqual(['keep Africa', 'exclude Egypt']);
  });
});
