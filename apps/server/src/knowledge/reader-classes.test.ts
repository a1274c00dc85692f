/**
 * Second pass of the instruction reader: classes of instruction form the reader reads (each with wordings of its own, not the
 * eval's), and the near-misses beside each that it must still refuse.
 */
import { describe, expect, it } from 'vitest';
import { readInstructions } from './reader.ts';
import { clauses, decisions, refused } from './reader.test-helpers.ts';

describe('verbs of selling and focus frame what follows', () => {
  it.each([
    ['We sell across Latin America', ['keep LATAM']],
    ['We exclusively sell to Benelux businesses', ['keep Benelux']],
    ['we only operate in Canada', ['keep Canada']],
    ['We focus on the Baltic states', ['keep the Baltics']],
    ['We go after Irish accounts', ['keep Ireland']],
    ['Our market is Scandinavia', ['keep Scandinavia']],
    ['We work throughout the GCC', ['keep the GCC']],
    ['We only serve Japan', ['keep Japan']],
    ['We do business across the Caribbean', ['keep Caribbean']],
    ['Our focus is the Midwest', ['keep the US Midwest']],
    ["We can't sell in Japan", ['exclude Japan']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('refuses a hedged verb and a verb with no known object', () => {
    // "mostly" says where most customers are, not which to drop.
    expect(refused('We mostly focus on the Baltic states')).toBe(true);
    expect(refused('We sell software')).toBe(true);
  });
});

describe('place nouns', () => {
  it.each([
    ['Accounts on the East Coast', ['keep the East Coast']],
    ['Drop states that are not on the East Coast', ['exclude everything', 'keep the East Coast']],
    ['Businesses across the Asian continent', ['keep Asia']],
    ['We sell to the French-speaking world', ['keep French-speaking countries']],
    ['the Nordic region', ['keep the Nordics']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('refuses a world or continent it cannot name', () => {
    expect(refused('the Western world')).toBe(true);
    expect(refused('the whole world')).toBe(true);
  });
});

describe('"non-" before an industry, and everyone in / outside a function', () => {
  it.each([
    ['Exclude non-healthcare organisations', ['keep health care (NAICS 621–623)']],
    ['Keep non-retail companies', ['exclude Retail Trade (NAICS 44–45)']],
    ['Drop anybody outside of marketing', ['exclude everything', 'keep marketing roles']],
    ['Anyone working in marketing or sales', ['keep marketing roles', 'keep sales roles']],
    ['Everybody who is not in engineering', ['keep everything', 'exclude engineering roles']],
    ['Drop non-marketing roles', ['keep marketing roles']], // a whole function, at every level
    ['Exclude anybody in HR', ['exclude hr roles']], // a person is in a function, not in Croatia
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('decides by the industry a "non-" names', () => {
    expect(decisions('Exclude non-manufacturing firms', ['Machinery Manufacturing', 'Retail'])).toEqual({
      'Machinery Manufacturing': 'KEEP',
      Retail: 'EXCLUDE',
    });
  });

  it('refuses "non-" before a level, a code that is also an industry, and everyone alone', () => {
    expect(refused('Exclude non-senior staff')).toBe(true); // a level, not a function
    expect(refused('Exclude non-IT companies')).toBe(true); // Italy's code or the industry
    expect(refused('Exclude everybody')).toBe(true);
    expect(refused('anyone senior')).toBe(true);
  });
});

describe('noun phrases around known items', () => {
  it.each([
    ['Hospitals and other health care providers', ['keep Hospitals (NAICS 622)', 'keep health care (NAICS 621–623)']],
    ['IT service vendors', ['keep IT services (NAICS 5415, 5182)']],
    ['Marketing team members', ['keep marketing roles']],
    ['the finance department', ['keep finance roles']],
    ['Engineering department staff', ['keep engineering roles']],
    ['software makers', ['keep software (NAICS 5112, 5182, 51913)']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('refuses a noun around words it does not know', () => {
    expect(refused('Cloud hosting providers')).toBe(true);
    // "lenders" is NAICS 5221–5222 since the fifth pass (reader-fifth-pass.test.ts); "brokers" has no one industry.
    expect(refused('banks and other brokers')).toBe(true);
  });
});

describe('a label before a colon, after an opening verb', () => {
  it.each([
    ['Keep key decision makers: VPs, directors', ['keep VP', 'keep director or head']],
    ['Target roles: engineers', ['keep engineering roles']],
    ['Only the people who sign: founders and owners', ['keep founders', 'keep owners']],
    ['Buyer persona: heads of engineering', ['keep director or head in engineering']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('still refuses a vague label used as the criterion, and reads a label that judges or turns its list', () => {
    expect(refused('Only key decision makers')).toBe(true);
    expect(refused('Keep poor fits: Canada')).toBe(true); // not "keep Canada"
    expect(clauses('Keep everything but: Canada')).toEqual(['keep everything', 'exclude Canada']);
    // A label that names something, or a list that only turns it, keeps the label read.
    expect(clauses('Only Benelux: not Luxembourg')).toEqual(['keep Benelux', 'exclude Luxembourg']);
    expect(refused('Only key decision makers: not interns')).toBe(true);
  });
});

describe('sizes with verbs of earning', () => {
  it('reads the bounds as money', () => {
    const r = readInstructions('Keep businesses generating more than €2M per year');
    expect(r.ok && r.criterion.clauses[0]!.concept).toMatchObject({
      kind: 'size',
      money: true,
      intervals: [{ lo: 2_000_001, hi: Infinity }],
    });
    expect(decisions('Drop firms bringing in under $1M annually', ['$500K', '$5M-$10M'])).toEqual({ $500K: 'EXCLUDE', '$5M-$10M': 'KEEP' });
    // The verb's "over" is no bound: 5M itself is in.
    expect(decisions('Keep businesses turning over 5M+', ['$5M', '$1M'])).toEqual({ $5M: 'KEEP', $1M: 'EXCLUDE' });
  });

  it('refuses a size of something else', () => {
    expect(refused('Exclude companies making fewer than 20 hires a year')).toBe(true);
    expect(refused('Keep companies doing over 5M in exports')).toBe(true);
  });
});

describe('official languages', () => {
  it('reads "an official language" as every country where it is one, co-official ones included', () => {
    expect(decisions('Keep countries in which French is an official language', ['France', 'Belgium', 'Canada', 'Germany'])).toEqual({
      France: 'KEEP',
      Belgium: 'KEEP',
      Canada: 'KEEP',
      Germany: 'EXCLUDE',
    });
    expect(decisions('Exclude countries without Dutch as one of their official languages', ['Belgium', 'France'])).toEqual({
      Belgium: 'KEEP',
      France: 'EXCLUDE',
    });
  });

  it('reads "whose official language is" as the only one and "is official" as one of them', () => {
    expect(clauses('nations whose official language is Spanish')).toEqual(['keep Spanish-speaking countries']);
    expect(clauses('countries where Italian is official')).toEqual(['keep countries where Italian is an official language']);
  });

  it('reads "the official language" as the only one (co-official countries left open)', () => {
    expect(decisions('Keep nations where French is the official language', ['France', 'Belgium', 'Spain'])).toEqual({
      France: 'KEEP',
      Belgium: 'undecided',
      Spain: 'EXCLUDE',
    });
  });

  it('refuses a language it does not know and "spoken"', () => {
    expect(refused('countries where Klingon is an official language')).toBe(true);
    expect(refused('countries where English is widely spoken')).toBe(true);
  });
});

describe("people's own addresses and role mailboxes", () => {
  it.each([
    ['Keep emails of real people, drop generic inboxes', ['exclude a role address']],
    ['Only actual individuals, not support@ or hello@ addresses', ['exclude a role address']],
    ['Only named contacts, no general inboxes', ['exclude a role address']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('decides by the role of the mailbox', () => {
    expect(decisions('Keep identifiable people', ['ana.silva@acme.pt', 'sales@acme.pt'])).toEqual({
      'ana.silva@acme.pt': 'KEEP',
      'sales@acme.pt': 'EXCLUDE',
    });
  });

  it('refuses single mailboxes alone or against the people item, and people without a qualifier', () => {
    expect(refused('Exclude sales@ and hello@ addresses')).toBe(true); // not every role address
    expect(refused('Keep named people and support@ addresses')).toBe(true);
    expect(refused('Keep people')).toBe(true);
    // The words after "of" belong to the last item: not "personal (free-mail) addresses".
    expect(refused('Only personal addresses of decision makers')).toBe(true);
  });
});
