/**
 * Fourteenth pass of the instruction reader (ADR 0034): classes of ordinary writing from the thirteenth round
 * (`eval/phrasing13.json`; README.md, "Fourteenth pass"), each beside look-alikes that must stay refused or read as before.
 */
import { describe, expect, it } from 'vitest';
import { check, decisions, stayRefused } from './reader.test-helpers.ts';

const REST = 'exclude everything';
const FREE = 'exclude a free-mail (personal) domain';

describe('"If it is in X, keep it; otherwise exclude it" (reader-ordinary.ts)', () => {
  check([
    ['If the company is based in Canada or Mexico, keep it; otherwise exclude it.', ['keep Canada', 'keep Mexico', REST]],
    ['If the address is on a company domain, keep it.', ['keep a business domain']],
    ["If it's from a free mail provider, whether a big one like Gmail or an obscure one, remove it.", [FREE]],
  ]);
  // A condition that is not where the value is, or a negated one, stays refused; so does "otherwise" alone.
  stayRefused([
    'If the company is not based in France, remove it',
    'If the company has more than one office in France, keep it',
    'Otherwise exclude it.',
  ]);
});

describe('level words in lists (reader-ordinary.ts)', () => {
  check([
    ['Exclude managers and anyone junior to them', ['exclude manager and below']],
    ['Directors, heads of, VPs and above', ['keep director or head', 'keep VP and above']],
    ['Keep Director+ titles (including Head of and VP)', ['keep director or head and above', 'keep director or head', 'keep VP']],
    ['Keep Director+ and exclude everyone more junior', ['keep director or head and above', REST]],
  ]);
  // "and above" after a place is no threshold; "anyone junior to them" needs the level before it.
  stayRefused(['Germany, France and above', 'Exclude anyone junior to them', 'Exclude everyone more junior']);
  it('keeps the levels of the list and excludes managers', () => {
    expect(decisions('Directors, heads of, VPs and above', ['Head of Sales', 'VP Marketing', 'CEO', 'Sales Manager'])).toEqual({
      'Head of Sales': 'KEEP',
      'VP Marketing': 'KEEP',
      CEO: 'KEEP',
      'Sales Manager': 'EXCLUDE',
    });
  });
});

describe('"international" beside a keep of places (reader-ordinary.ts)', () => {
  check([
    ['Keep leads headquartered in the USA and exclude international ones.', ['keep United States', REST]],
    ['Keep the United States and remove every international account, wherever it is.', ['keep United States', REST]],
  ]);
  // On the keep side "international" has no agreed meaning (outside which home country?).
  stayRefused(['Keep international accounts', 'international companies only']);
});

describe('industries, sizes and email kinds in ordinary words (reader-ordinary.ts)', () => {
  check([
    [
      'Keep healthcare providers, including nursing and residential care',
      ['keep health care (NAICS 621–623)', 'keep Nursing and Residential Care Facilities (NAICS 623)'],
    ],
    ['Only keep companies whose industry is software', ['keep software (NAICS 5112, 5182, 51913)']],
    ['Keep companies whose employee count falls between 50 and 500', ['keep whose count is between 50 and 500']],
    ['Anything at or above $10M a year stays', ['keep Anything at least $10M year']],
    ['Keep companies with annual revenue of at least $10 million, with no upper limit.', ['keep at least $10 million']],
    ['Personal addresses from consumer email services should be dropped.', [FREE]],
    ['Remove anyone using a free webmail provider like Gmail, Outlook.com or GMX', [FREE]],
    ['Remove any generic or departmental address', ['exclude a role address']],
  ]);
  // "nursing" alone, a bound after "no upper limit", "consumer" before no email word: as before, refused.
  stayRefused([
    'Keep healthcare, nursing',
    'Keep revenue at least $10M with no upper limit but under $50M',
    'Keep 50 to 500 employees with no upper limit',
    'Exclude consumer brands',
    'Keep companies whose industry is hardware makers',
  ]);
});

describe('sentences about the team, the campaign or the list (reader-ordinary-context.ts)', () => {
  check([
    ['We are hosting roadshows in the Midwest this fall. Keep the Midwest and remove all others.', ['keep the US Midwest', REST]],
    ["We're running a West Coast event series this quarter. Keep the West Coast.", ['keep the West Coast']],
    [
      "We're launching in the DACH market first. Keep Germany, Austria and Switzerland.",
      ['keep Germany', 'keep Austria', 'keep Switzerland'],
    ],
    ['This list is for the domestic US team. Keep the United States.', ['keep United States']],
  ]);
  // A place outside what is kept, a restriction ("only", "just") that is not the instruction's own, or a verb of
  // keeping in the sentence: refused as before.
  stayRefused([
    'We are hosting roadshows in Texas this fall. Keep the Midwest.',
    "We're running a West Coast event series this quarter. Keep California.",
    "We're only launching in Germany for now, honestly. Keep the DACH countries.",
    'This territory is the US Midwest and Texas. Keep the Midwest.',
    'We are hosting roadshows in the Midwest and in Narnia this fall, honestly. Keep the Midwest and add Narnia.',
  ]);
});

describe('activities that NAICS titles name (industry-words-ordinary.ts)', () => {
  check([
    ['Keep hosting or data processing companies', ['keep Data Processing, Hosting, and Related Services (NAICS 5182)']],
    [
      'Keep systems integration and managed IT',
      ['keep Computer Systems Design Services (NAICS 541512)', 'keep Computer Facilities Management Services (NAICS 541513)'],
    ],
    ['Exclude electronics manufacturing', ['exclude Computer and Electronic Product Manufacturing (NAICS 334)']],
  ]);
  // "Hardware manufacturers" is NAICS 3325 (locks, hinges) or computer hardware: no one industry, refused.
  // "Keep banking, lending, investing and insurance businesses" means the whole sector (NAICS 52: central banks, loan
  // brokers, payment processing, funds) as the thirteenth round's writer labelled it; read as three activities it excluded
  // seven of its values, so "lending" and "investing" stay unknown.
  stayRefused([
    'Hardware manufacturers are out. Keep software.',
    'Keep processing companies',
    'Keep banking, lending, investing and insurance businesses',
  ]);
});
