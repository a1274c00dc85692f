/**
 * Thirteenth pass of the instruction reader (ADR 0034): classes of writing still refused in the sixth to twelfth rounds
 * (`eval/phrasing6.json` … `eval/phrasing12.json`; README.md, "Thirteenth pass"), each beside look-alikes that must stay
 * refused or read as before.
 */
import { describe, expect, it } from 'vitest';
import { check, decisions, stayRefused } from './reader.test-helpers.ts';

const REST = 'exclude everything';

describe('a pasted chat thread is its answer (reader-threads.ts)', () => {
  check([
    [
      'Fwd from #emea:\n> Sophie: are we doing all of Europe or only the EU?\n> Raj: only the EU; the UK and Norway get dropped.',
      ['keep the EU', 'exclude United Kingdom', 'exclude Norway'],
    ],
    [
      'Copied from Slack:\n[09:12] Henrik: are the Baltics part of the Nordic list?\n[09:14] Sara: no. Nordic countries only; Estonia, Latvia and Lithuania come out, like every other country.',
      ['keep the Nordics', 'exclude Estonia', 'exclude Latvia', 'exclude Lithuania', REST],
    ],
    [
      'Forwarded from #field-west:\nDana: does the list include Alaska?\nJosh: no, just California, Oregon and Washington. Every other state comes out.',
      ['keep California', 'keep Oregon', 'keep Washington', REST],
    ],
    ['From the #us-team thread:\nAva: Canada, or strictly the US?\nLuis: strictly the US.', ['keep United States']],
  ]);
  // "yes" takes the question's words; "too" adds to them; "no, keep the US" does not say what the rest is; a question
  // last, a statement before the answer, and an answer of "no" alone.
  stayRefused([
    'Fwd from Slack:\nJo: is 500 the cap?\nMax: yes, 50 to 500 employees only.',
    'Fwd from #us-team:\nAva: Canada too, or strictly the US?\nLuis: Canada too.',
    'Fwd from #us-team:\nAva: should we drop Canada?\nLuis: no, keep the US.',
    'Fwd from #us-team:\nAva: only the US?\nLuis: what about Canada?',
    'Fwd from #us-team:\nAva: I think the US.\nLuis: only the US.',
    'Fwd from #us-team:\nAva: is Canada in?\nLuis: no.',
  ]);
});

describe('"Don\'t send me X; Y are fine" when X and Y are the two sides of one line (reader-dont-send.ts)', () => {
  check([
    [
      "Don't send me anything from outside the DACH countries; German, Austrian and Swiss companies are all fine.",
      ['keep Germany', 'keep Austria', 'keep Switzerland', REST],
    ],
    [
      "Don't send me anyone below director level; directors and above are fine.",
      ['keep director or head and above', 'exclude manager and below'],
    ],
    [
      "Don't send me companies with fewer than 50 or more than 500 employees; anything from 50 to 500 is fine.",
      ['keep anything from 50 to 500', 'exclude fewer than 50 or more than 500'],
    ],
    [
      "Don't send me anyone on a free email provider; anything on a company domain is fine.",
      ['keep a business domain', 'exclude a free-mail (personal) domain'],
    ],
    ["Don't send me role addresses; addresses of individual people are fine.", ['exclude a role address']],
    [
      "Don't send me anything from Europe, Africa, the Americas or Oceania; Asian companies are all fine.",
      ['keep Asia', 'exclude Europe', 'exclude Africa', 'exclude Americas', 'exclude Oceania'],
    ],
    [
      "Don't send me companies from the Northeast, the South or the West; Midwest ones are fine.",
      ['keep the US Midwest', 'exclude the US Northeast', 'exclude the US South', 'exclude the US West'],
    ],
    [
      "Don't send me companies from outside the EU (no British or Swiss ones either); anything headquartered in an EU member state is fine.",
      ['keep the EU', REST, 'exclude United Kingdom', 'exclude Switzerland'],
    ],
  ]);
  // What one side leaves unsaid (Italy, France, 600 employees, Oceania, the C-suite, other free providers, web portals).
  stayRefused([
    "Don't send me Germany; France is fine.",
    "Don't send me anything outside the EU; German companies are fine.",
    "Don't send me companies with fewer than 50 employees; anything from 50 to 500 is fine.",
    "Don't send me companies making less than five million dollars a year; anything at $10M or above is fine.",
    "Don't send me companies from Europe or Asia; anything headquartered in Africa is fine.",
    "Don't send me anyone below director level; VPs are fine.",
    "Don't send me gmail.com; business emails are fine.",
    "Don't send me anything outside software and IT services; software publishers are fine.",
  ]);
});

describe('the buyer persona and the territory (reader-briefs.ts)', () => {
  check([
    [
      'Our ideal buyer persona works for an organisation headquartered in the EU; companies based anywhere else are not a fit.',
      ['keep the EU', REST],
    ],
    [
      'Our ideal buyer persona sits at a company headquartered in the G7. Companies from any other country do not match the persona.',
      ['keep the G7', REST],
    ],
    [
      'Buyer persona: a director, VP or C-level executive. Managers and individual contributors are not the persona.',
      ['keep director or head', 'keep VP', 'keep C-level, owner or founder', 'exclude manager', 'exclude individual contributor'],
    ],
    [
      "Our ideal buyer persona writes from an email address on their employer's own domain; contacts with free webmail addresses are not the persona.",
      ['keep a business domain', 'exclude a free-mail (personal) domain'],
    ],
    [
      'Our ideal buyer persona is a named individual writing from their own work address. Shared or role inboxes do not represent a persona.',
      ['exclude a role address'],
    ],
    [
      "Who you'll sell to: companies headquartered in the Nordic region. Accounts anywhere else belong to other teams.",
      ['keep the Nordics', REST],
    ],
    [
      'Who we sell to: companies headquartered in South America. Companies elsewhere are not a fit for this team.',
      ['keep South America', REST],
    ],
    [
      'About the territory: the rep covers companies headquartered in Asia. Companies based in Europe or Africa are not in the territory.',
      ['keep Asia', 'exclude Europe', 'exclude Africa'],
    ],
    [
      'Persona doc, section 2 (Territory): the accounts our new AE will own are companies headquartered in Germany or Austria.',
      ['keep Germany', 'keep Austria'],
    ],
    [
      'Ideal customer profile (persona doc v3): a healthcare provider. Anything else is not a fit.',
      ['keep health care (NAICS 621–623)', REST],
    ],
    [
      'Our ideal buyer persona works for a company headquartered in the United States; companies in any other country are outside our go-to-market for now.',
      ['keep United States', REST],
    ],
  ]);
  // What the persona does is no place it works at; "our teams" cover the accounts kept.
  stayRefused([
    'Our persona loves Germany',
    'Our ideal buyer persona works at a company that sells to Germany',
    'Accounts in Germany are covered by our teams',
  ]);
});

describe("hedges on the writer's certainty around a clear request (reader-briefs.ts)", () => {
  check([
    [
      "I'd probably keep it to the Nordic countries; I think everything outside the Nordics should come off, yes.",
      ['keep the Nordics', REST],
    ],
    [
      "It's probably best to stick to South America only; I'd remove Mexico along with everything else.",
      ['keep South America', 'exclude Mexico', REST],
    ],
    [
      'Probably simplest if we keep just California and Oregon, and take everything else out; I think that matches what Dana asked for.',
      ['keep California', 'keep Oregon', REST],
    ],
    [
      "I could be wrong, but I think procurement will want someone with budget, so let's keep director-level people and above and drop managers and below.",
      ['keep director or head and above', 'exclude manager and below'],
    ],
    [
      "Until the tax setup covers other countries I think we should stick to the USA, so keep companies based in the US and remove the rest, I'd say.",
      ['keep United States', REST],
    ],
    [
      'I think the webinar is really only useful to sales folks, so maybe keep everyone in a sales role and remove the rest?',
      ['keep sales roles', REST],
    ],
    [
      "Honestly I think the safest cut is healthcare providers only, so let's remove every other kind of company.",
      ['keep health care (NAICS 621–623)', REST],
    ],
    [
      "I think the sweet spot is roughly fifty to five hundred staff, so let's make it exactly that, 50 through 500 inclusive, and remove everything outside it.",
      ['keep 50 to 500', REST],
    ],
  ]);
  // A hedge on what is kept is no hedge on the writer.
  stayRefused([
    // A hedge on a clause after another hedges what that clause adds.
    "I'd lean towards keeping only C-level people and founders, and I think VPs and below should come off.",
    'Keep the EU. I think Norway too',
    'Keep the US; maybe keep Canada too',
    'Keep the US. Probably simplest if we keep Canada too',
    "Keep the US. Canada too, I'd say.",
    'Keep the US. I could be wrong, but Canada too',
    'Keep mostly Germany',
    'Keep Germany, maybe Austria',
    "I'm not sure about Canada, but keep the US",
    'Keep the US, probably Canada too',
    "let's say Germany",
  ]);
});

describe('shorthand, British spelling and exclusions said after the items (reader-thirteenth-words.ts)', () => {
  check([
    ['asia only, excl. AU/NZ', ['keep Asia', 'exclude Australia', 'exclude New Zealand']],
    ['US HQs only pls, excl. Canada, Mexico + rest of world', ['keep United States', 'exclude Canada', 'exclude Mexico', REST]],
    ['only S. America HQs pls, excl. Mexico, C. America + rest', ['keep South America', 'exclude Mexico', 'exclude Central America', REST]],
    ['midwest HQs only pls (census def, 12 states), excl. KY + all other states', ['keep the US Midwest', 'exclude Kentucky', REST]],
    [
      'dir-level & up only pls (dirs, heads, VPs, C-suite). excl. mgrs, team leads, ICs',
      ['keep director or head and above', 'exclude manager', 'exclude individual contributor'],
    ],
    [
      'sales ppl only pls. excl. mktg, fin, HR, eng + everyone else',
      ['keep sales roles', 'exclude marketing roles', 'exclude finance roles', 'exclude hr roles', 'exclude engineering roles', REST],
    ],
    ['50 to 500 emps only pls (50 + 500 incl.), excl. <50 and >500', ['keep 50 to 500', 'exclude <50 and >500']],
    [
      'hc providers only pls, excl. pharma + every other industry',
      ['keep health care (NAICS 621–623)', 'exclude pharmaceuticals (NAICS 3254)'],
    ],
    ['Keep Asia. Oceania stays out; everything from the other continents comes out.', ['keep Asia', 'exclude Oceania', REST]],
    ['Keep the EU. Everything else, Norway included, goes.', ['keep the EU', 'exclude Norway', REST]],
    ["Remove companies that aren't in the EU, Norway included", [REST, 'keep the EU', 'exclude Norway']],
    ['strictly the US. Canadian and every other foreign company goes.', ['keep United States', 'exclude Canada', REST]],
    [
      'G7. So Canada, France, Germany, Italy, Japan, the UK and the US; any other country gets removed.',
      [
        'keep the G7',
        'keep Canada',
        'keep France',
        'keep Germany',
        'keep Italy',
        'keep Japan',
        'keep United Kingdom',
        'keep United States',
        REST,
      ],
    ],
    [
      'Keep companies that actually manufacture something, whatever the product; every other industry goes.',
      ['keep Manufacturing (NAICS 31–33)', REST],
    ],
    [
      'Please restrict the list to organisations in a European Union member state; anything outside the Union can be binned.',
      ['keep the EU', REST],
    ],
    [
      'Please keep contacts at director grade or above and remove managers and all junior staff.',
      ['keep director or head and above', 'exclude manager', 'exclude individual contributor'],
    ],
    [
      'Please keep organisations with annual revenue of US$10 million or more and remove those below that figure.',
      ['keep organisations $10 million or more'],
    ],
    ['keep the countries that recognise German as an official national language', ['keep countries where German is an official language']],
    ['Please remove generic departmental mailboxes and keep addresses belonging to individual people.', ['exclude a role address']],
    [
      "Hi Priya, before the upload could you make sure every account is in an EU country and remove the ones that aren't? Cheers, Tom",
      ['keep the EU', REST],
    ],
    ['We are only interested in businesses from Japan and Canada', ['keep Japan', 'keep Canada']],
    ['ind: software / IT svcs', ['keep software (NAICS 5112, 5182, 51913)', 'keep IT services (NAICS 5415, 5182)']],
    ['Keep Germany rather than France', ['keep Germany', 'exclude France']],
    ['Director and above only: directors, VPs', ['keep director or head and above', 'keep director or head', 'keep VP']],
    [
      'G7 HQs only pls: US, Canada, UK. excl. every other country',
      ['keep the G7', 'keep United States', 'keep Canada', 'keep United Kingdom', REST],
    ],
    ["Keep the EU; Germany isn't in", ['keep the EU', 'exclude Germany']],
    ['no info@/sales@/support@ etc. pls, named ppl only', ['exclude a role address']],
    ["let's go with $10M: keep companies with at least ten million dollars in annual revenue", ['keep at least 10 million dollars']],
    [
      "Don't send me marketing, HR or any other non-sales people; anyone in sales, junior or senior, is fine.",
      ['keep sales roles', 'exclude marketing roles', 'exclude hr roles'],
    ],
  ]);
  // "fin", "eng", "hc" alone; "Keep the Union" with no European Union named; "Marketing … should come out" read as before.
  stayRefused([
    'keep fin, eng',
    'keep hc',
    'Keep the Union',
    'Keep Germany or similar',
    'midwest HQs only (census def, 11 states)',
    "let's go with $5M: keep companies with at least ten million dollars in annual revenue",
    "Don't send me non-sales people; anyone in marketing is fine",
  ]);
  check([['Keep sales. Marketing contacts should come out', ['keep sales roles', 'exclude marketing roles']]]);
});

describe('a reference back with its count (reader-references.ts)', () => {
  check([
    ['Germany plus Austria and Switzerland. Those three, nothing else.', ['keep Germany', 'keep Austria', 'keep Switzerland', REST]],
    [
      'keep companies headquartered in Germany, Austria or Switzerland. Companies outside those three countries are out of scope.',
      ['keep Germany', 'keep Austria', 'keep Switzerland', REST],
    ],
    ["let's go with the Census Bureau's Midwest, those twelve states only, and remove the rest.", ['keep the US Midwest', REST]],
    [
      'Keep the three West Coast states, California, Oregon and Washington',
      ['keep the West Coast', 'keep California', 'keep Oregon', 'keep Washington'],
    ],
  ]);
  // A count no list before it has, a group of another size, no count, words the rules do not read.
  stayRefused([
    'Keep Germany and France. Those three only',
    'Keep the four West Coast states, California, Oregon and Washington',
    'Keep Midwest, those eleven states only, and remove the rest.',
    'Keep the companies in those countries',
    'keep hardware makers. Those two only',
  ]);
});

describe('a spreadsheet formula on one field (reader-formulas.ts)', () => {
  check([
    ['=IF(OR(HQ_Country="Germany", HQ_Country="Austria"), "KEEP", "DROP")', ['keep Germany', 'keep Austria', REST]],
    ['=IF(HQ_Continent="Asia", "keep", "remove")', ['keep Asia', REST]],
    ['=IF(ISNUMBER(MATCH(Country, {"Denmark","Norway"}, 0)), "keep", "remove")', ['keep Denmark', 'keep Norway', REST]],
    ['=IF(COUNTIF(EU27, HQ_Country) > 0, "keep", "remove")   // EU27 = named range with the 27 EU member states', ['keep the EU', REST]],
    [
      '=IF(COUNTIF(FreeMailDomains, Email_Domain) > 0, "remove", "keep")   // FreeMailDomains = the full list of free email providers',
      ['exclude a free-mail (personal) domain'],
    ],
    [
      '=IF(OR(LEFT(NAICS,2)="31", LEFT(NAICS,2)="32", LEFT(NAICS,2)="33"), "keep", "remove")   // NAICS 31–33 = Manufacturing',
      ['keep Manufacturing (NAICS 31)', 'keep Manufacturing (NAICS 32)', 'keep Manufacturing (NAICS 33)', REST],
    ],
    ['=IF(AND(Employees>=50, Employees<=500), "keep", "remove")', ['keep >= 50 and <= 500']],
    ['=IF(Annual_Revenue_USD>=10000000, "keep", "remove")', ['keep USD >= 10000000']],
    ['=IF(Department="Sales", "keep", "remove")   // any seniority', ['keep sales roles', REST]],
    ['=IF(HQ_Country="Canada", "remove", "keep")', ['exclude Canada']],
  ]);
  // A comment that says more, a rank, two fields, one verb twice, a field the rules do not read, an undefined range, a
  // prefix shorter than its digits, more after the formula.
  stayRefused([
    '=IF(OR(HQ_State="California", HQ_State="Washington"), "keep", "remove")   // Washington = the state, not DC',
    '=IF(OR(Job_Level="C-Suite", Job_Level="Founder"), "keep", "remove")   // managing directors count as C-Suite',
    '=IF(Country="Germany", "keep", "remove")   // plus Austria',
    '=IF(MATCH(Seniority, {"Manager","Director","VP"}, 0) >= 2, "keep", "remove")',
    '=IF(OR(Country="Germany", Industry="Software"), "keep", "remove")',
    '=IF(Country="Germany", "keep", "keep")',
    '=IF(Status="Closed", "remove", "keep")',
    '=IF(COUNTIF(EU27, HQ_Country) > 0, "keep", "remove")',
    '=IF(LEFT(NAICS,2)="3", "keep", "remove")',
    '=IF(Country="Germany", "keep", "remove") + 1',
  ]);
});

describe('confident mistakes found while writing the pass', () => {
  it('"Keep DACH. Excluding Austria" excludes Austria (read as "everything except Austria", it kept France)', () => {
    expect(decisions('Keep DACH. Excluding Austria', ['Germany', 'Austria', 'France'])).toEqual({
      Germany: 'KEEP',
      Austria: 'EXCLUDE',
      France: 'EXCLUDE',
    });
  });
  it('"…, Mexico included" after "outside" is outside (it kept Mexico)', () => {
    expect(decisions('Remove anything outside South America, Mexico included', ['Chile', 'Mexico'])).toEqual({
      Chile: 'KEEP',
      Mexico: 'EXCLUDE',
    });
  });
  it('"VP+: sales" keeps the C-suite in sales (the colon dropped the plus)', () => {
    expect(decisions('VP+: sales', ['Chief Revenue Officer', 'VP Sales', 'Sales Director'])).toEqual({
      'Chief Revenue Officer': 'KEEP',
      'VP Sales': 'KEEP',
      'Sales Director': 'EXCLUDE',
    });
  });
  it('"…, i.e. the member states, excl. Malta" excludes Malta (the examples ran over the exception)', () => {
    expect(decisions('Keep the EU, i.e. the member states, excl. Malta', ['Malta', 'France'])).toEqual({
      Malta: 'EXCLUDE',
      France: 'KEEP',
    });
  });
  it('"keep EU countries like France and remove Germany" excludes Germany (the examples ran over the second verb)', () => {
    expect(decisions('keep EU countries like France and remove Germany', ['Germany', 'France'])).toEqual({
      Germany: 'EXCLUDE',
      France: 'KEEP',
    });
  });
  // "(not Norway)" after "remove anything outside the EU": an exception (kept) or Norway out too — not said.
  stayRefused([
    'Keep the EU; remove anything outside the EU (not Norway)',
    "Don't send me anything HQ'd outside California or Oregon (not Nevada); those two states are fine.",
  ]);
  check([['Remove anything outside the EU (not Norway either)', [REST, 'keep the EU', 'exclude Norway']]]);
});
