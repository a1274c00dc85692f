import { describe, expect, it } from 'vitest';
import { describeTerms, extractTerms, normalise, prepareValue, stem, termMatches, type OfflineTerms, type Term } from './offline-terms.ts';

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
    // The possessive's "s" is no word of its own; "O'Reilly's Partners" still holds every word left.
    expect(shown(extractTerms("don't include O'Reilly's partners"))).toEqual({ keep: [], exclude: ['O Reilly partners'] });
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

describe('the twelfth round: forms whose words the matcher was sure of and should not be', () => {
  const read = (instructions: string) => {
    const { keep, exclude } = extractTerms(instructions);
    const show = (terms: Term[]) => terms.map((t) => `${t.phrase ? `"${t.display}"` : t.display}${t.assumed ? '?' : ''}`);
    return { keep: show(keep), exclude: show(exclude) };
  };

  it('reads "excl.", "incl." and "w/o" as the keywords they shorten, before a period can end the sentence there', () => {
    expect(describeTerms('US HQs only, excl. Canada, Mexico + rest of world')).toBe('keep: US HQs · exclude: Canada, Mexico, rest world');
    expect(describeTerms('DACH w/o Liechtenstein')).toBe('keep: DACH · exclude: Liechtenstein');
    expect(read('Nordic countries incl. Greenland and Åland').keep).toEqual(['Nordic countries', 'Greenland', 'Åland']);
    // Look-alikes: words that begin with the letters stay words.
    expect(describeTerms('keep Exclusive Networks and Inclusion Labs')).toBe('keep: Exclusive Networks, Inclusion Labs');
  });

  it('reads two-letter codes joined by slashes as names, never as "no", "or" or "is"', () => {
    expect(describeTerms('nordics only (DK/FI/IS/NO/SE), excl. Baltics')).toBe('keep: nordics, DK, FI, "IS", "NO", SE · exclude: Baltics');
    expect(describeTerms('CA/OR/WA only')).toBe('keep: CA, "OR", WA');
    // Look-alikes: "no" and "or" between words keep their meaning.
    expect(describeTerms('keep sales AND/OR marketing')).toBe('keep: sales, marketing');
    expect(describeTerms('no agencies, NO resellers')).toBe('exclude: agencies, resellers');
  });

  it('takes "no," answering the question above it as an answer, and a question as no statement', () => {
    const thread = 'Dana: does the list include Alaska and Hawaii?\nJosh: no, just California and Oregon. Every other state comes out.';
    expect(read(thread)).toEqual({
      keep: ['Dana list?', 'Alaska?', 'Hawaii?', 'Josh', 'California', 'Oregon'],
      exclude: ['Every state'],
    });
    // A request put as a question says what to do.
    expect(read('Hi Tom, could you keep only the G7 companies?').keep).toEqual(['G7']);
    expect(read('Is it possible to keep only work emails?').keep).toEqual(['it possible', 'work emails']);
    // "no" that opens a message with no question before it still excludes.
    expect(describeTerms('No, agencies. Keep SaaS')).toBe('keep: SaaS · exclude: agencies');
  });

  it('leaves every word of a spreadsheet formula, or of a sentence with a bound (">= 50"), a guess', () => {
    const formula = read('=IF(OR(State="California", State="Oregon"), "keep", "remove")');
    expect(formula.keep.every((t) => t.endsWith('?'))).toBe(true);
    expect(read('excl. <50 and >500')).toEqual({ keep: [], exclude: [] });
    expect(read('Employees >= 50').keep).toEqual(['Employees?']);
    // Look-alikes: an "=" inside a sentence is no formula; a range in words is read as before.
    expect(read('Country = Germany; no agencies').keep).toEqual(['Country Germany']);
    expect(read('keep 50-500').keep).toEqual(['50 500']);
  });

  it('drops what a contraction leaves ("I’d", "we’re") and reads a hedge ("not sure") as no exclusion', () => {
    expect(describeTerms('I’d remove Mexico and Canada')).toBe('exclude: Mexico, Canada');
    expect(describeTerms('We’re targeting the G7')).toBe('keep: G7');
    expect(describeTerms('I’m not sure we need more than DACH, so Germany and Austria only')).toBe('keep: need DACH, Germany, Austria');
    // "don’t want" and "isn’t" with a curly apostrophe read as with a straight one.
    expect(describeTerms('We don’t want generic addresses like info@')).toBe('exclude: generic addresses, "info"');
    // Two negations keep, over "account", "every" as over "country": "remove any account that isn’t a manufacturer".
    expect(describeTerms('Remove any account that isn’t a manufacturer')).toBe('keep: manufacturer');
    expect(describeTerms("drop every company that's not in the Nordic region")).toBe('keep: Nordic region');
    expect(describeTerms('drop retailers that aren’t online')).toBe('exclude: retailers, online');
    // "Don't send me …" sentences are guesses, whichever polarity they read.
    expect(read('Don’t send me agencies that aren’t resellers')).toEqual({ keep: ['Don t send me agencies?'], exclude: ['resellers?'] });
    // A plain "not" still excludes; "isn’t" with a curly apostrophe too.
    expect(describeTerms('not retail')).toBe('exclude: retail');
    expect(describeTerms('keep software that isn’t B2C')).toBe('keep: software · exclude: B2C');
  });

  it('reads "any product", "whatever the seniority" as qualifiers, not terms', () => {
    expect(describeTerms('manufacturers only, any product')).toBe('keep: manufacturers');
    expect(describeTerms('sales roles, whatever the seniority')).toBe('keep: sales');
    expect(describeTerms('keep product companies')).toBe('keep: product');
  });

  it('reads keywords of the other languages in mixed notes, and a German verb after its list', () => {
    expect(describeTerms('Por favor elimina Gmail y Yahoo y keep sólo los emails corporativos')).toBe(
      'keep: Por favor, los emails corporativos · exclude: Gmail, Yahoo',
    );
    expect(describeTerms('Bitte Adressen wie info@ oder sales@ löschen und nur Personen keep')).toBe(
      'keep: Personen · exclude: "info", Bitte Adressen wie, "sales"',
    );
    expect(describeTerms('Solo las empresas de Alemania y Austria, el resto delete')).toBe(
      'keep: las empresas de Alemania, Austria · exclude: el resto',
    );
    // English "solo" is a word of the term.
    expect(describeTerms('keep solo founders')).toBe('keep: solo founders');
  });

  it('shares a function between two nouns of rank: "sales managers and directors" are sales directors for sure', () => {
    expect(read('keep sales managers and directors').keep).toEqual(['sales managers', 'sales directors', 'directors?']);
    expect(read('SDRs, sales analysts and coordinators').keep).toEqual(['SDRs', 'sales analysts', 'sales coordinators', 'coordinators?']);
    // Other lists share nothing.
    expect(read('keep financial services and insurance').keep).toEqual(['financial services', 'insurance']);
    expect(read('keep United States and Canada').keep).toEqual(['United States', 'Canada']);
    expect(read('keep director level and above').keep).toEqual(['director level', 'above']);
    expect(read('exclude marketing managers and interns').exclude).toEqual(['marketing managers', 'interns']);
  });
});
