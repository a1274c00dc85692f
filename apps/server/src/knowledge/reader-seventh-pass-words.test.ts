/**
 * Seventh pass of the instruction reader (ADR 0034), vocabulary (reader-sales-words.ts): verbs, places, sizes,
 * kinds of address, industries and levels said in the words of the sixth phrasing round (`eval/phrasing6.json`),
 * beside the look-alikes that must stay refused — a word with no agreed meaning goes to the model or review.
 */
import { describe, expect, it } from 'vitest';
import { check, decisions, stayRefused } from './reader.test-helpers.ts';

const REST = 'exclude everything';

describe('verbs: "clear out", "scrub", "suppress", "we\'re keeping", "limit the upload to", "scope ="', () => {
  check([
    ['pls scrub the personal addresses', ['exclude a free-mail (personal) domain']],
    ['clear out every non-Nordic account', ['keep the Nordics']],
    ['suppress role-based mailboxes', ['exclude a role address']],
    ["We're keeping Japan, Italy and Germany, and removing every other country", ['keep Japan', 'keep Italy', 'keep Germany', REST]],
    ["Hi Kenji, keep Asia. We're not covering Europe or Africa", ['keep Asia', 'exclude Europe', 'exclude Africa']],
    ["limit the upload to accounts HQ'd in an EU member state", ['keep the EU']],
    ['restrict the territory to Asia', ['keep Asia']],
    ['scope = DACH', ['keep DACH']],
    [
      'sofware and IT services companies, rest goes',
      ['keep software (NAICS 5112, 5182, 51913)', 'keep IT services (NAICS 5415, 5182)', REST],
    ],
    ['Keep the EU, the UK removed', ['keep the EU', 'exclude United Kingdom']],
  ]);
  stayRefused(['clear winners only']);
});

describe('places in other words', () => {
  check([
    ['stateside accounts only', ['keep United States']],
    ['domestic (US) accounts only', ['keep United States']],
    ["stateside accounts only pls, we can't sell abroad yet", ['keep United States', REST]],
    ['Requirements: • HQ in the USA • no international accounts', ['keep United States', REST]],
    ['restrict the list to Census Region 2 (the Midwest)', ['keep the US Midwest']],
    ['Census Region 3', ['keep the US South']],
    ['HQ in Ohio, Michigan or one of the Dakotas', ['keep Ohio', 'keep Michigan', 'keep North Dakota', 'keep South Dakota']],
    ['pan-African territory only', ['keep Africa']],
    [
      'limit accounts to the three contiguous Pacific states, CA, OR and WA',
      ['keep the West Coast', 'keep California', 'keep Oregon', 'keep Washington'],
    ],
    ['Sth American companies only', ['keep South America']],
    ['Deutschsprachige Länder only (German as official language)', ['keep countries where German is an official language']],
    [
      "we're targeting every country with German as an official language; that includes Belgium and Luxembourg but not Namibia",
      ['keep countries where German is an official language', 'keep Belgium', 'keep Luxembourg', 'exclude Namibia'],
    ],
    [
      'country = United States; all other countries excluded (incl. Canada and Mexico)',
      ['keep United States', 'exclude Canada', 'exclude Mexico'],
    ],
    ['next quarter we only cover the Midwest. Please remove every other state', ['keep the US Midwest', REST]],
    ['Group-of-7 markets only', ['keep the G7']],
    ['G7 list only, anything non-G7 can go', ['keep the G7']],
  ]);
  // "domestic" alone depends on whose home; "abroad" / "international" alone keep or exclude everything; census.gov
  // has four regions.
  stayRefused(['domestic accounts only', "we can't sell abroad", 'no international accounts', 'Census Region 5']);
});

describe('sizes in other notations', () => {
  check([
    ['company size 50..500 FTE', ['keep 50-500']],
    ['Min. revenue: $10MM/yr', ['keep at least $10M year']],
    ['8-figure revenue and above only', ['keep $10,000,000 and above']],
    ['Ticket #5137: annual revenue ≥ USD 10M; below that excluded', ['keep >= USD 10M']],
    ['anything under ten mil in revenue is too small for us, pls remove', ['exclude anything under 10 mil']],
    ['employee range 50–500 inclusive', ['keep 50–500']],
    ['empolyees 50-500 only', ['keep 50-500']],
  ]);
  // "8-figure revenue" alone is 10M up to 100M: the upper end is not said to be meant.
  stayRefused(['8-figure revenue only']);
  it('reads "8-figure revenue and above" as money from $10M', () => {
    expect(decisions('8-figure revenue and above only', ['$12M', '$9.5M'])).toEqual({ $12M: 'KEEP', '$9.5M': 'EXCLUDE' });
  });
});

describe('kinds of address in other words', () => {
  check([
    ['corp. email addresses only', ['keep a business domain']],
    ['person-level emails only', ['exclude a role address']],
    ['Email col: delete rows where the part before the @ is a function, not a name', ['exclude a role address']],
    ['Requirements: • email on a company-owned domain • no freemail', ['keep a business domain', 'exclude a free-mail (personal) domain']],
  ]);
  stayRefused(['delete rows where the part before the @ is a name']);
});

describe('industries: "FSI", "ISV", "makers of physical goods", "NAICS sectors"', () => {
  check([
    ['FSI accounts only', ['keep Finance and Insurance (NAICS 52)']],
    ['SaaS/ISV or IT services only', ['keep software (NAICS 5112, 5182, 51913)', 'keep IT services (NAICS 5415, 5182)']],
    ['makers of physical goods only', ['keep Manufacturing (NAICS 31–33)']],
    ['manufacturing industy only', ['keep Manufacturing (NAICS 31–33)']],
    [
      'Industry col: either Software or IT Services, delete other rows',
      ['keep software (NAICS 5112, 5182, 51913)', 'keep IT services (NAICS 5415, 5182)', REST],
    ],
  ]);
  // A maker of one product is not every manufacturer (as "companies that make software", sixth pass).
  stayRefused(['makers of medical devices only']);
});

describe('levels: "manager-or-lower", "from VP down", "team leads", "President"', () => {
  check([
    [
      'anyone with a manager-or-lower title comes off, directors and up stay',
      ['exclude manager and below', 'keep director or head and above'],
    ],
    [
      'Title col: keep the C-suite + founders/owners; everybody from VP down goes',
      ['keep C-level, owner or founder', 'keep founders', 'keep owners', 'exclude VP and below'],
    ],
    // "leads" was trimmed as the filler of sales leads, which left "team" (a team inbox): a mix of kinds.
    ['Keep directors and up; team leads are out', ['keep director or head and above', 'exclude manager']],
    ['Keep CxO, President, Founder', ['keep C-level, owner or founder', 'keep founders']],
    ['Keep vice presidents', ['keep VP']],
  ]);
});

describe('"non-members" of the one group named, "the Nordic five"', () => {
  check([
    ["limit the upload to accounts HQ'd in an EU member state; non-members (UK, Norway, Switzerland) get excluded", ['keep the EU']],
    ['Requirements: • HQ within the European Union • no non-member states', ['keep the EU']],
    // The Nordic Council's five sovereign members; their islands only when named.
    ['keep the Nordic five', ['keep Denmark', 'keep Finland', 'keep Iceland', 'keep Norway', 'keep Sweden']],
  ]);
  // No group named before, or two: whose members is not said.
  stayRefused(['no non-member states', 'Keep EU member states and G7 member states; no non-members']);
});

describe('typing slips: two-word names, a stray letter or a vowel in long words', () => {
  check([
    ['Untied States only', ['keep United States']],
    ['Souht America only', ['keep South America']],
    ['fincancial services only pls', ['keep Finance and Insurance (NAICS 52)']],
  ]);
  // A short word alone is as likely another word ("Untied" is one); "baking" is no "banking"; "Zambja" is Zambia or Gambia.
  stayRefused(['Untied accounts only', 'Keep baking', 'Keep Zambja', 'Only Asain accounts']);
});
