/**
 * Eighth pass of the instruction reader (ADR 0034): the plain sentences of the seventh held-apart round
 * (`eval/phrasing7.json`) — what a lead is, what is not one, head-office words, context before the instruction
 * (reader-lead-words.ts) — each as a class, beside look-alikes that must stay refused or read as before.
 */
import { describe, expect, it } from 'vitest';
import { check, clauses, decisions, stayRefused } from './reader.test-helpers.ts';

const REST = 'exclude everything';

describe('what a lead is: "a good lead is", "good leads are", "good fit =", "we define a good lead as"', () => {
  check([
    ['Good leads are HQ’d inside the European Union', ['keep the EU']],
    [
      'A good lead is a software company or an IT services firm',
      ['keep software (NAICS 5112, 5182, 51913)', 'keep IT services (NAICS 5415, 5182)'],
    ],
    ['a qualified lead is any business with its headquarters in Japan', ['keep Japan']],
    ['every lead has to be based in Canada', ['keep Canada']],
    ['a lead needs to sit in an EU member country', ['keep the EU']],
    ['good fit = HQ in Germany, Austria or Switzerland', ['keep Germany', 'keep Austria', 'keep Switzerland']],
    ['the right contacts are sales managers', ['keep manager in sales']],
    ['we define a good lead as a company with 50 to 500 employees', ['keep 50 to 500']],
    ['only companies in financial services are good leads', ['keep Finance and Insurance (NAICS 52)']],
    ['Only leads with a Nordic HQ qualify; leave out everyone else', ['keep the Nordics', REST]],
  ]);
  // Without a word of judgement ("good", "qualified", "right") a sentence about leads says nothing to keep; a
  // negated "qualify" is the exclusion it was ("don't qualify").
  stayRefused(['Leads are rare in Japan', 'Our leads come from Japan', 'a good lead is hard to find']);
  it('"X don\'t qualify" stays an exclusion', () => {
    expect(clauses("Only companies inside the EU. UK, Switzerland and Norway don't qualify")).toEqual([
      'keep the EU',
      'exclude United Kingdom',
      'exclude Switzerland',
      'exclude Norway',
    ]);
  });
});

describe('what is not a lead: "are not leads (yet)", "is not a fit", "should not be on the list", "should come out"', () => {
  check([
    ['Keep the US; Canada and Mexico are not leads yet', ['keep United States', 'exclude Canada', 'exclude Mexico']],
    ['Keep DACH. Liechtenstein is not a fit', ['keep DACH', 'exclude Liechtenstein']],
    ['Keep Asia; Australia is not a lead for them', ['keep Asia', 'exclude Australia']],
    [
      'Keep software. Telecoms companies should not be on the list',
      ['keep software (NAICS 5112, 5182, 51913)', 'exclude Telecommunications (NAICS 517)'],
    ],
    ['Keep sales. Marketing contacts should come out', ['keep sales roles', 'exclude marketing roles']],
    // The line says the C-suite above it stays (sixteenth pass, reader-below.ts).
    [
      'Keep founders; vice presidents and below are not on the guest list',
      ['keep founders', 'exclude VP and below', 'keep C-level, owner or founder'],
    ],
    ['Keep the US; international companies are not leads yet', ['keep United States', REST]],
  ]);
  // "not leads" with more after it, and "international" alone (it keeps or excludes everything), stay refused.
  stayRefused(['Germany is not a lead we called', 'international companies are not leads']);
});

describe('head office and headquarters', () => {
  check([
    ['We want businesses whose head office is in a European Union country', ['keep the EU']],
    ['good leads are companies with their head office in Africa', ['keep Africa']],
    ['keep companies with a German HQ', ['keep Germany']],
  ]);
  stayRefused(['keep companies with a head office', 'Head office: Narnia']);
});

describe('context before the instruction', () => {
  check([
    ['Context: pricing is only approved in G7 markets. A good lead is HQ’d in Japan', ['keep Japan']],
    ['Quick context for the SDRs: our consent flows are set up for the EU, so keep only EU accounts', ['keep the EU']],
    ['Because the partner only resells in the Nordics, only Nordic leads qualify', ['keep the Nordics']],
    // A reason that restricts is dropped when the clause after "so" keeps by itself (here: an exclusion of "outside").
    ['We can only contract in the US, so please remove every lead headquartered outside the US', [REST, 'keep United States']],
  ]);
  // Alone, a context sentence is refused; a restricting reason before an exclusion alone is still read whole (the
  // reason may be the keep), so "we only sell in the EU, so remove the UK" is not "remove the UK".
  stayRefused(['Context: pricing is only approved in G7 markets', 'Since we only sell in the EU, remove the UK']);
  it('"we only sell in the EU, so remove the UK" keeps Japan out', () => {
    expect(decisions('we only sell in the EU, so remove the UK', ['Japan', 'UK', 'France'])).toEqual({
      Japan: 'EXCLUDE',
      UK: 'EXCLUDE',
      France: 'KEEP',
    });
  });
  // "outside the US, including Canada and Mexico": examples of what is outside; they were read as an addition to the
  // US and kept Canada and Mexico (a confident mistake).
  it('"outside X, including Y" does not keep Y', () => {
    expect(decisions('remove every lead outside the US, including Canada and Mexico', ['Canada', 'USA'])).toEqual({
      Canada: 'EXCLUDE',
      USA: 'KEEP',
    });
  });
});

describe("what the rest is said as, and the round's words", () => {
  check([
    ['keep financial services; anyone outside that sector should be left off', ['keep Finance and Insurance (NAICS 52)', REST]],
    ['keep only contacts in sales, and remove everyone in other departments', ['keep sales roles', REST]],
    ['Keep DACH, so anything headquartered elsewhere is out', ['keep DACH', REST]],
    ['Keep Germany; Austria stays with the Vienna team, so they’re out', ['keep Germany', 'exclude Austria']],
    ['restrict to accounts in Germany and take the other countries out', ['keep Germany', REST]],
    ['state ∈ {California, Oregon, Washington}', ['keep California', 'keep Oregon', 'keep Washington']],
    ['DACH-only list pls', ['keep DACH']],
    ['EU HQ = yes, non-EU = no', ['keep the EU']],
    ['We want leads in Asian countries, whether that’s Japan or India', ['keep Asia']],
    ['We want businesses employing at least fifty and at most five hundred people', ['keep at least 50 and at most 500']],
    ['Only contacts with a business email address', ['keep a business domain']],
    ['remove any contact whose address is on a free email service', ['exclude a free-mail (personal) domain']],
    ['we can only use company email addresses', ['keep a business domain']],
    ['For the executive dinner we are inviting chief officers only', ['keep C-level, owner or founder']],
    ['keep contacts who are a director or more senior', ['keep director or head and above']],
  ]);
  // Anaphora the rules cannot resolve and a hedge stay refused. (A span after the place it spans, "anywhere in Africa,
  // from Morocco down to South Africa", is read since the tenth pass: reader-tenth-pass.test.ts.)
  stayRefused(['Keep the Midwest; anything outside those states is out', 'restrict to the EU, take them out']);
});

describe('a story before the request, and a group spelled out after it', () => {
  check([
    // A sentence about the team before "Please keep …" is dropped when it restricts nothing itself.
    ["We're opening the Singapore office next month. Please keep only companies in Japan", ['keep Japan']],
    [
      'Our sequences are personalised, so generic inboxes look silly. Please remove role addresses and keep the ones that belong to a named person',
      ['exclude a role address'],
    ],
    // A reason before ", so" is dropped before "we want" and before a plain keep, as before "only".
    ['We have just translated the product into German, so for launch we want companies in Austria', ['keep Austria']],
    [
      'Our tier is priced for big budgets only, so keep accounts with revenue of $10 million or above',
      ['keep accounts $10 million or above'],
    ],
    // "That is …", "which for us means …": the group spelled out, as a dash does.
    [
      'Keep the Nordic region, which for us means the five Nordic states plus the Faroes',
      ['keep the Nordics', 'keep Denmark', 'keep Finland', 'keep Iceland', 'keep Norway', 'keep Sweden', 'keep Faroe Islands'],
    ],
  ]);
  stayRefused([
    // Before a request that only removes, the story may be the keep.
    "We're opening the Singapore office next month. Please remove Japan",
  ]);
});

describe("the round's notation, places and fields", () => {
  check([
    [
      'geo: South America (no Mexico/Central Am./Caribbean)',
      ['keep South America', 'exclude Mexico', 'exclude Central America', 'exclude Caribbean'],
    ],
    ['States: IL IN IA', ['keep Illinois', 'keep Indiana', 'keep Iowa']],
    ['NAICS 31–33 only', ['keep Manufacturing (NAICS 31)', 'keep Manufacturing (NAICS 32)', 'keep Manufacturing (NAICS 33)']],
    [
      'Only keep the EU. Anything in the UK, Norway or further afield should be dropped',
      ['keep the EU', 'exclude United Kingdom', 'exclude Norway', REST],
    ],
    ['we only want the Midwest; Kentucky and the rest of the country are out of scope', ['keep the US Midwest', 'exclude Kentucky', REST]],
    [
      'Keep Oregon. Alaska and Hawaii are too far to drive to; leave them out with the other states',
      ['keep Oregon', 'exclude Alaska', 'exclude Hawaii', REST],
    ],
    ['industry in (Software, IT Services)', ['keep software (NAICS 5112, 5182, 51913)', 'keep IT services (NAICS 5415, 5182)']],
    ['We want leads in every country with German as an official language', ['keep countries where German is an official language']],
    ['Keep the Nordic region. Companies headquartered anywhere else are out', ['keep the Nordics', REST]],
    ['Alaska and Hawaii are too far to drive to; leave them out', ['exclude Alaska', 'exclude Hawaii']],
    // "dept ∈ {Sales}" read "Sales" as the sales@ mailbox (keep role addresses); it is the field's list.
    ['dept ∈ {Sales}; all seniorities', ['keep sales roles']],
    ["only keep organisations headquartered in one of the EU's member states", ['keep the EU']],
    ['We want companies wherever German is an official language', ['keep countries where German is an official language']],
    ['Keep 50 to 500 employees; smaller and larger companies go to other teams', ['keep 50 to 500']],
    ['Keep Germany; France goes to another team', ['keep Germany', 'exclude France']],
    ['Keep Europe; no North or South America', ['keep Europe', 'exclude North America', 'exclude South America']],
    ["every lead has to be HQ'd somewhere on the South American continent", ['keep South America']],
    // A story that restricts is read with the request, as before ("we only sell in Asia" keeps Asia).
    ['We only sell in Asia. Please keep only Japan', ['keep Asia', 'keep Japan']],
  ]);
  // "Keep Germany; drop the rest of Europe" is read since the fifteenth pass (reader-rest-of.ts); beside a keep outside it, not.
  stayRefused(['NAICS 33–31 only', 'Keep Japan; drop the rest of Europe']);
  it('"IN (DE OR AT)" keeps its own words between the codes', () => {
    expect(clauses('HQ Country IN (DE OR AT)')).toEqual(['keep Germany', 'keep Austria']);
  });
});
