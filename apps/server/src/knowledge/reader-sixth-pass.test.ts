/**
 * Sixth pass of the instruction reader (ADR 0034): the classes of sales writing the fifth phrasing round
 * (`eval/phrasing5.json`) showed refused, each read as a rule of grammar or vocabulary (reader-sales-phrases.ts
 * and the modules it names) — beside the look-alikes that must still be refused: a word with no agreed meaning
 * goes to the model or review, never a guess. Items that name two places are in reader-two-readings.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { check, clauses, decisions, stayRefused } from './reader.test-helpers.ts';

const EU = 'keep the EU';
const REST = 'exclude everything';

describe('verbs of removal: "bin", "delete", "ditch", "get rid of", "take / strip out"', () => {
  check([
    ['keep EU accounts, bin everything else', [EU, REST]],
    ["Please delete the rows that aren't in one of the seven G7 member countries", [REST, 'keep the G7']],
    ['Delete all non-US accounts', ['keep United States']],
    ['Keep EU, ditch the rest', [EU, REST]],
    ['Could you please get rid of the non-EU accounts?', [EU]],
    ['For the sequence pls delete the info@, office@ and jobs@ kind of addresses', ['exclude a role address']],
    ['Keep the EU; the UK gets binned', [EU, 'exclude United Kingdom']],
  ]);
  // "bin" is a verb only where a verb stands.
  stayRefused(['Keep companies in the bin']);
});

describe('verbs of targeting: "covering", "doing", "running", "work the …", "reach", "send to"', () => {
  check([
    ["we're only covering the Nordics this quarter, drop the rest", ['keep the Nordics', REST]],
    ['For the Q2 campaign we are only targeting Asian accounts', ['keep Asia']],
    ['For the Q2 campaign we only work the west coast states (California, Oregon, Washington)', ['keep the West Coast']],
    ["For the Q2 campaign we're just doing Africa, Egypt and Morocco included", ['keep Africa', 'keep Egypt', 'keep Morocco']],
    ["For the Q2 campaign we're only running the German-speaking countries, drop the rest", ['keep German-speaking countries', REST]],
    ['Hi team, we only want to reach the C-suite plus founders on this one', ['keep C-level, owner or founder', 'keep founders']],
    [
      'For the Q2 sequence we can only send to business addresses, so delete the freemail ones',
      ['keep a business domain', 'exclude a free-mail (personal) domain'],
    ],
    // A clause with its own subject after a comma is a sentence of its own.
    ['no role accounts pls, we only email named contacts', ['exclude a role address']],
    ["Keep the EU, we don't cover the UK", [EU, 'exclude United Kingdom']],
  ]);
  // Verbs with other uses read only with "only" / "just"; a hedge ("mainly") is no filter.
  stayRefused(['We run a SaaS business', "we're doing Africa", "we're mainly covering EMEA", "We don't run campaigns in the UK"]);
});

describe('"nothing else", "and no one else": the other side of the keeps', () => {
  check([
    [
      'We sell to software vendors and IT service firms (MSPs, consultancies, hosting), nothing else',
      ['keep software (NAICS 5112, 5182, 51913)', 'keep IT services (NAICS 5415, 5182)', REST],
    ],
    [
      'For the ABM pilot keep hospitals & other health care providers, nothing else',
      ['keep Hospitals (NAICS 622)', 'keep health care (NAICS 621–623)', REST],
    ],
    ['Keep the EU and no one else', [EU, REST]],
  ]);
  // After an exclusion it would exclude everything: refused, as "Exclude the UK; drop the rest" is.
  stayRefused(['Exclude the UK and nothing else', 'Nothing else']);
});

describe('a reason given for an exclusion is the exclusion', () => {
  check([
    ['ICP: DACH, i.e. DE, AT & CH. Everything else is out of territory', ['keep DACH', REST]],
    ['keep anything on the asian continent, the rest is someone elses patch', ['keep Asia', REST]],
    ["Keep EMEA, APAC isn't our territory", ['keep EMEA', 'exclude APAC']],
    [
      'Keep German, Austrian and Swiss HQs only; Liechtenstein is not part of DACH for us',
      ['keep Germany', 'keep Austria', 'keep Switzerland', 'exclude Liechtenstein'],
    ],
    [
      "Please take out every company outside South America; Mexico and Central America don't count as South America",
      [REST, 'keep South America', 'exclude Mexico', 'exclude Central America'],
    ],
    ['Keep Nordic HQs. The Baltics are not Nordic, so they go too', ['keep the Nordics', 'exclude the Baltics']],
    ["Keep the EU. Switzerland isn't in the EU, so drop it", [EU, 'exclude Switzerland']],
    [
      'Geo = European Union. Post-Brexit UK is NOT in scope, and neither are Norway or Switzerland',
      [EU, 'exclude United Kingdom', 'exclude Norway', 'exclude Switzerland'],
    ],
    ['Keep post-Brexit UK', ['keep United Kingdom']],
  ]);
  stayRefused([
    // Without "for us" it states a fact: turned around, it used to exclude the EU.
    'Keep Europe; the UK is not part of the EU',
    "Keep DACH; Liechtenstein isn't in DACH",
    'Keep pre-Brexit UK',
  ]);

  it('still reads a condition on the values ("that aren\'t in")', () => {
    expect(clauses("Keep EU companies that aren't in France")).toEqual([EU, 'exclude France']);
  });
});

describe('"unless" and exclusions with no verb: "VPs and below out", "smaller ones go"', () => {
  check([
    ["Remove anyone below C-level unless they're a founder", ['exclude VP and below', 'keep founders']],
    ['Keep the EU unless they are in France', [EU, 'exclude France']],
    ['cxo + founders only, VPs and below out', ['keep C-level, owner or founder', 'keep founders', 'exclude VP and below']],
    [
      'Keep directors, heads of, VPs, the C-suite and founders; managers and below go',
      ['keep director or head', 'keep VP', 'keep C-level, owner or founder', 'keep founders', 'exclude manager and below'],
    ],
    ['10m+ rev only pls, smaller ones go', ['keep 10m+']],
    ['Keep the EU, UK out', [EU, 'exclude United Kingdom']],
    [
      'Remove every company outside health care; pharma and medical device makers are out too',
      [REST, 'keep health care (NAICS 621–623)', 'exclude pharmaceuticals (NAICS 3254)', 'exclude LinkedIn industry "Medical Devices"'],
    ],
  ]);
  // "out" / "go" after a word that takes it ("filter out", "good to go", "let … go") is no exclusion.
  stayRefused([
    'Keep the EU unless revenue is under 10M',
    'Keep EU, good to go',
    'Keep the EU, filter out',
    'Keep the EU, let the rest go',
  ]);

  it('does not read a clause of its own as an exclusion ("where our trains go")', () => {
    expect(clauses('Where our trains go')).toBe('refused: the rules do not know "trains go"');
  });

  it('keeps a founder and excludes a VP for "below C-level unless they\'re a founder"', () => {
    expect(decisions("Remove anyone below C-level unless they're a founder", ['Co-Founder & VP Sales', 'VP Sales', 'CEO'])).toEqual({
      'Co-Founder & VP Sales': 'KEEP',
      'VP Sales': 'EXCLUDE',
      CEO: 'KEEP',
    });
  });
});

describe('greetings, requests and the list around the instruction', () => {
  check([
    ['Hi Sam, could you trim the list to South America? Thx', ['keep South America']],
    ['Hi Georgia, keep EU accounts', [EU]],
    ['trim it down to DACH', ['keep DACH']],
    ['pare the list down to software companies', ['keep software (NAICS 5112, 5182, 51913)']],
    ['Could you strip out the non-EU companies before the sequence goes live?', [EU]],
    ['Keep EU companies before the campaign launches next week', [EU]],
  ]);
  // "before" a date is a condition on the values, not on the list's use.
  stayRefused(['Keep companies founded before 2010']);
});

describe('groups named in other words', () => {
  check([
    ['ICP: HQ in one of the 27 EU member states', [EU]],
    ['ICP: Midwest states (Census definition, 12 of them)', ['keep the US Midwest']],
    ['West Coast (Census definition)', ['keep the West Coast']],
    ['keep left coast accounts (Calif., Ore., Wash.)', ['keep the West Coast']],
    ['Keep Mass. and Conn.', ['keep Massachusetts', 'keep Connecticut']],
    ['Keep Ga., Fla.', ['keep Georgia', 'keep Florida']],
    [
      'Nordic region only: DK, FI, IS, NO, SE plus their self-governing islands',
      ['keep the Nordics', 'keep Denmark', 'keep Finland', 'keep Iceland', 'keep Norway', 'keep Sweden'],
    ],
    [
      'Financial services accounts only: banking, insurance, investments',
      ['keep Finance and Insurance (NAICS 52)', 'keep banking (NAICS 5221)', 'keep Insurance (NAICS 524)', 'keep investments (NAICS 523)'],
    ],
    ['EU only: Germany, France', [EU, 'keep Germany', 'keep France']],
    [
      'Language = German (official), so Germany, Austria, Switzerland, Liechtenstein, Luxembourg and Belgium',
      [
        'keep countries where German is an official language',
        'keep Germany',
        'keep Austria',
        'keep Switzerland',
        'keep Liechtenstein',
        'keep Luxembourg',
        'keep Belgium',
      ],
    ],
    // A bound before "only:" is not a label: read as before.
    ['Director+ only: sales, marketing', ['keep director or head and above in sales/marketing']],
  ]);
  stayRefused([
    'ICP: HQ in one of the 28 EU member states', // the count is checked against the group
    'Midwest (Census definition, 10 of them)',
    'Keep Ga.', // Georgia: the country or the state (reader-two-readings.ts)
    'Keep Calif. Drop the rest', // an abbreviation's dot before a sentence may end it
    'Only Nordics: Norway plus its islands', // Svalbard is Norway's, and outside the Nordics
    'Keep Denmark and its territories',
  ]);

  it('keeps the Faroes and Greenland for "DK, FI, IS, NO, SE plus their self-governing islands"', () => {
    const instructions = 'Nordic region only: DK, FI, IS, NO, SE plus their self-governing islands';
    expect(decisions(instructions, ['Faroe Islands', 'Greenland', 'Estonia'])).toEqual({
      'Faroe Islands': 'KEEP',
      Greenland: 'KEEP',
      Estonia: 'EXCLUDE',
    });
  });
});

describe('vocabulary: "make things", "who work in", sales titles, mailboxes', () => {
  check([
    ['we only sell to companies that manufacture stuff, drop the others', ['keep Manufacturing (NAICS 31–33)', REST]],
    ['Hi, can you filter this to companies that make things? Only manufacturers, thanks', ['keep Manufacturing (NAICS 31–33)']],
    ['Only keep companies that make physical products', ['keep Manufacturing (NAICS 31–33)']],
    ['Keep medical device makers', ['keep LinkedIn industry "Medical Devices"']],
    ['Only keep contacts who work in sales', ['keep sales roles']],
    ['Keep anybody whose job is in sales, remove the rest', ['keep sales roles', REST]],
    // "development" after "sales" / "business" is no engineering word; "business" there is no filler.
    ['Keep sales development reps', ['keep sales roles']],
    ['Keep business development representatives', ['keep sales roles']],
    // After a label that names a whole function, its examples ("SDRs", "AEs", "sales leaders") add nothing to it.
    ["For the ABM pilot we're targeting sales people: SDRs, AEs, sales mgrs, sales leaders", ['keep sales roles', 'keep manager in sales']],
    ['Email must be on a corporate domain', ['keep a business domain']],
    ['ICP data rule: business emails only, drop consumer mailboxes', ['keep a business domain', 'exclude a free-mail (personal) domain']],
    ['Delete any contact whose email is from a free provider', ['exclude a free-mail (personal) domain']],
    ['Get rid of the team / department emails, keep the individual ones', ['exclude a role address']],
  ]);
  stayRefused([
    'companies that make software', // a product: not every manufacturer
    'companies that manufacture medical devices',
    'companies that make products',
    'Only keep contacts who work at Google',
    'Keep SDRs', // a title, not a level or a function
    'Keep sales leaders', // "leaders" has no agreed level
    'Keep sales people: SDRs but not sales leaders', // an exclusion is never passed over
    'Keep marketing people: SDRs', // not an example of marketing
    'Keep sales people: SDRs, foo',
  ]);
});

describe('sizes and typing slips', () => {
  check([
    ["For the Q2 campaign we're targeting companies with between 50 & 500 people on payroll", ['keep between 50 and 500']],
    ['For the Q2 campaign: companies with $10 mil or more in revenue', ['keep $10 mil or more']],
    ['Keep companies with 5 mln+ revenue', ['keep 5 mln+']],
    ['nordic countrys only', ['keep the Nordics']],
    ['Keep the countrys in the EU', [EU]],
    ["Hi, can you take out all the accounts that aren't in Afirca? Thanks", [REST, 'keep Africa']],
    ['Keep Sewden', ['keep Sweden']],
  ]);
  // Six letters: only two neighbours swapped is a slip; "baking" is a word, "Zambja" two names away.
  stayRefused(['Keep baking', 'Keep Zambja', 'Keep mid-market companies with 50 & 500 employees']);

  it('reads "$10 mil" as ten million', () => {
    expect(decisions('companies with $10 mil or more in revenue', ['$5M', '$10M-$50M', '$1B+'])).toEqual({
      $5M: 'EXCLUDE',
      '$10M-$50M': 'KEEP',
      '$1B+': 'KEEP',
    });
  });
});
