import { describe, expect, it } from 'vitest';
import { describeTerms, extractTerms, normalise, prepareValue, stem, termMatches, type OfflineTerms } from './offline-terms.ts';

const shown = (terms: OfflineTerms) => ({ keep: terms.keep.map((t) => t.display), exclude: terms.exclude.map((t) => t.display) });

describe('extractTerms', () => {
  it.each([
    ['keep SaaS, fintech; exclude agencies', ['SaaS', 'fintech'], ['agencies']],
    ['Keep: CEO, CTO, Founder. Exclude: intern, assistant', ['CEO', 'CTO', 'Founder'], ['intern', 'assistant']],
    ['only software or hardware', ['software', 'hardware'], []],
    ['not retail', [], ['retail']],
    ['No agencies and no freelancers', [], ['agencies', 'freelancers']],
    ['Software companies, but not consultancies', ['Software'], ['consultancies']],
    ['Companies in fintech or insurance, excluding banks', ['fintech', 'insurance'], ['banks']],
    ['Do not include students; keep engineers', ['engineers'], ['students']],
    ["Don't want recruiters", [], ['recruiters']],
    ['Anything but government', [], ['government']],
    ['Keep everything except charities', [], ['charities']],
    ['We are not interested in agencies', [], ['agencies']],
    ['healthcare, biotech', ['healthcare', 'biotech'], []],
    ['Exclude agencies, e.g. marketing agencies', [], ['agencies', 'marketing agencies']],
    ['Include Germany and Austria\nExclude Switzerland', ['Germany', 'Austria'], ['Switzerland']],
    ['keep VP / Director / Head', ['VP', 'Director', 'Head'], []],
    ['remove anything with test or demo', [], ['test', 'demo']],
    ['', [], []],
    ['   ', [], []],
    // An exclusion written after the names, double negations, "non-" + a group's acronym.
    ['EU only; the UK and Switzerland are out', ['EU'], ['UK', 'Switzerland']],
    ['Austria is out of scope', [], ['Austria']],
    ["Exclude countries that aren't in the G7", ['G7'], []],
    ['Exclude anything not in the EU', ['EU'], []],
    ['Exclude everything except software', ['software'], []],
    ['Exclude non-US companies', ['US'], []],
    ['Keep non-EU companies', [], ['EU']],
    ['Exclude non-profits', [], ['non profits']],
  ])('%j', (instructions, keep, exclude) => {
    expect(shown(extractTerms(instructions))).toEqual({ keep, exclude });
  });

  it('keeps quoted phrases whole, in straight, curly and guillemet quotes', () => {
    const terms = extractTerms('keep "head of sales", “chief revenue officer” and «directeur général»; exclude \'sales assistant\'');
    expect(shown(terms)).toEqual({
      keep: ['head of sales', 'chief revenue officer', 'directeur général'],
      exclude: ['sales assistant'],
    });
    expect(terms.keep.every((t) => t.phrase)).toBe(true);
    expect(terms.keep[0]?.tokens).toEqual(['head', 'of', 'sales']);
  });

  it('reads a phrase with a keyword inside it as the phrase, not as a keyword', () => {
    expect(shown(extractTerms('keep "not for profit"'))).toEqual({ keep: ['not for profit'], exclude: [] });
  });

  it('does not mistake apostrophes for quotes', () => {
    expect(shown(extractTerms("don't include O'Reilly's partners"))).toEqual({ keep: [], exclude: ['O Reilly s partners'] });
  });

  it('drops duplicates and terms made only of filler words', () => {
    expect(shown(extractTerms('keep software, software companies, companies; exclude the'))).toEqual({ keep: ['software'], exclude: [] });
  });

  it('stems terms for matching', () => {
    expect(extractTerms('exclude agencies').exclude[0]?.tokens).toEqual(['agency']);
  });
});

describe('normalise and stem', () => {
  it('ignores case and accents', () => {
    expect(normalise('Société Générale Straße ÆØ')).toBe('societe generale strasse aeo');
  });

  it('reduces plurals', () => {
    expect(
      ['agencies', 'businesses', 'CEOs', 'boxes', 'branches', 'status', 'analysis', 'glass', 'ceo'].map((w) => stem(w.toLowerCase())),
    ).toEqual(['agency', 'business', 'ceo', 'box', 'branch', 'status', 'analysis', 'glass', 'ceo']);
  });
});

describe('termMatches', () => {
  const term = (instructions: string) => {
    const t = extractTerms(instructions).keep[0];
    if (!t) throw new Error('no term');
    return t;
  };

  it('matches words case- and accent-insensitively, plurals included', () => {
    expect(termMatches(term('keep cafe'), prepareValue('CAFÉ de Paris'))).toBe(true);
    expect(termMatches(term('keep agencies'), prepareValue('Creative Agency'))).toBe(true);
    expect(termMatches(term('keep bank'), prepareValue('Investment Banking'))).toBe(true);
    expect(termMatches(term('keep art'), prepareValue('Artificial intelligence'))).toBe(false);
  });

  it('needs every word of a multi-word term, in any order', () => {
    expect(termMatches(term('keep software agencies'), prepareValue('Agency for software'))).toBe(true);
    expect(termMatches(term('keep software agencies'), prepareValue('Software'))).toBe(false);
  });

  it('needs a quoted phrase word for word', () => {
    expect(termMatches(term('keep "head of sales"'), prepareValue('Head of Sales EMEA'))).toBe(true);
    expect(termMatches(term('keep "head of sales"'), prepareValue('Sales Head'))).toBe(false);
  });
});

describe('describeTerms', () => {
  it('shows how the matcher reads the instructions', () => {
    expect(describeTerms('Keep SaaS, fintech; exclude agencies')).toBe('keep: SaaS, fintech · exclude: agencies');
    expect(describeTerms('not "head of sales"')).toBe('exclude: "head of sales"');
    expect(describeTerms('the')).toBeNull();
  });
});
