/**
 * Fifth pass of the instruction reader (ADR 0034): the forms the fourth phrasing round wrote and the reader
 * refused, and forms of sales writing no round had yet, each read as a general rule of grammar or vocabulary —
 * beside the look-alikes that must still be refused (a word with no agreed meaning is never guessed).
 */
import { describe, expect, it } from 'vitest';
import { readInstructions } from './reader.ts';
import { clauses, decisions, refused } from './reader.test-helpers.ts';

const EU = 'keep the EU';
const US = 'keep United States';

describe('requests and purposes around the instruction', () => {
  it.each([
    ['Hey team, for this list can we stick to EU companies? Thanks!', [EU]],
    [
      'For the Q1 push we need software and IT services companies only',
      ['keep software (NAICS 5112, 5182, 51913)', 'keep IT services (NAICS 5415, 5182)'],
    ],
    ['For this campaign: financial services firms only', ['keep Finance and Insurance (NAICS 52)']],
    ['Just African companies for this one', ['keep Africa']],
    ["Let's keep it to the G7", ['keep the G7']],
    ['We only need EU accounts', [EU]],
    ['only want director and above titles', ['keep director or head and above']],
    ["We don't need EU accounts", ['exclude the EU']],
    ['EU only -- thanks', [EU]],
    ['ICP - US', [US]],
    ['We need to exclude the EU', ['keep everything', 'exclude the EU']],
    ['Show me EU companies', [EU]],
    ['Only pull EU accounts', [EU]],
    ['Filter by EU', [EU]],
    ['Strictly EU', [EU]],
    ['EU exclusively', [EU]],
    ["We're EU-only", [EU]],
    // A verb after an arrow or "=" ends its clause: each clause has its own polarity.
    ['EU → keep, rest → remove', [EU, 'exclude everything']],
    ['Germany: keep, France: drop', ['keep Germany', 'exclude France']],
    ['EU = keep, rest = remove', [EU, 'exclude everything']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it.each([
    'For EU companies, keep software', // "for" before a place, not before a purpose: a mix of kinds
    'For the EU keep software',
    "I'd like DACH companies", // "like" opens examples
    'Show me the money',
    'Keep Germany → remove', // two polarities for one item
  ])('refuses %j', (instructions) => {
    expect(refused(instructions)).toBe(true);
  });
});

describe('field labels with a verb, an arrow or a noun that completes the item', () => {
  it.each([
    ['Industry is healthcare', ['keep health care (NAICS 621–623)']],
    ['The vertical should be software', ['keep software (NAICS 5112, 5182, 51913)']],
    ['HQ country is not US', ['exclude United States']],
    ["Industry isn't retail", ['exclude Retail Trade (NAICS 44–45)']],
    ['Industry must not be retail', ['exclude Retail Trade (NAICS 44–45)']],
    ['Continent = Africa', ['keep Africa']],
    ['HQ continent: Asia', ['keep Asia']],
    ['Geo -> EU', [EU]],
    ['Email: business only', ['keep a business domain']],
    ['Email type: business', ['keep a business domain']],
    // A verb after the items is still their polarity (fourth pass).
    ['Non-EU → remove', [EU]],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it.each(['Sales is the team', 'Status is churned', 'Email: catch-all', 'Churned -> EU'])('refuses %j', (instructions) => {
    expect(refused(instructions)).toBe(true);
  });
});

describe('exclusions at the end, "all X except", lower-case "us"', () => {
  it.each([
    ['Everything except the Midwest gets removed', ['exclude everything', 'keep the US Midwest']],
    ['Anything outside the EU gets dropped', ['exclude everything', EU]],
    ['Remove all industries except manufacturing', ['exclude everything', 'keep Manufacturing (NAICS 31–33)']],
    ['Exclude every country but the G7', ['exclude everything', 'keep the G7']],
    ['us accts only pls', [US]],
    ['us-based only', [US]],
    ['non-us companies excluded', [US]],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it.each(['Remove all industries', 'Germany gets promoted', 'let us know about the EU'])('refuses %j', (instructions) => {
    expect(refused(instructions)).toBe(true);
  });
});

describe('group sources and counts', () => {
  it.each([
    ['Region: Midwest (12 states per the US Census)', ['keep the US Midwest']],
    ['US Midwest region as defined by the Census Bureau', ['keep the US Midwest']],
    ['EU only (27 member states)', [EU]],
    ['G7 (seven countries)', ['keep the G7']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it.each([
    'Region: Midwest (10 states)', // not the group's size
    'EU (28 countries)',
    'West Coast per the Census', // the Census has no West Coast
  ])('refuses %j', (instructions) => {
    expect(refused(instructions)).toBe(true);
  });
});

describe('lists that end in "other X"', () => {
  it.each([
    [
      'Keep banks, insurers, brokers, lenders and other financial firms',
      [
        'keep banking (NAICS 5221)',
        'keep Insurance (NAICS 524)',
        'keep lending (NAICS 5221, 5222)',
        'keep Finance and Insurance (NAICS 52)',
      ],
    ],
    ['AEs, SDRs and other sales roles', ['keep sales roles']],
    ['hospitals, clinics and other healthcare providers', ['keep Hospitals (NAICS 622)', 'keep health care (NAICS 621–623)']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it.each([
    'Keep banks, brokers', // no "other X" to be examples of
    'AEs and SDRs',
    'Keep banks, no brokers and other financial firms', // a negated example is not passed over
    'Keep 50 staff and other EU countries',
  ])('refuses %j', (instructions) => {
    expect(refused(instructions)).toBe(true);
  });
});

describe('C-suite offices and people words', () => {
  const titles = ['CFO', 'Chief Financial Officer', 'Finance Manager', 'CTO', 'VP Finance', 'Founder', 'Accountant'];
  it('reads an office as the C-level title of its function, not the whole function', () => {
    expect(decisions('Keep CFOs', titles)).toEqual({
      CFO: 'KEEP',
      'Chief Financial Officer': 'KEEP',
      'Finance Manager': 'EXCLUDE',
      CTO: 'EXCLUDE',
      'VP Finance': 'EXCLUDE',
      Founder: 'undecided',
      Accountant: 'EXCLUDE',
    });
    expect(decisions('Keep CFO, CTO', titles)).toMatchObject({ CTO: 'KEEP', 'Finance Manager': 'EXCLUDE', Accountant: 'EXCLUDE' });
  });

  it('reads a list of offices with "other chiefs" as the C-suite', () => {
    expect(decisions('Title: CEO, CFO, COO, CTO, CMO or other chief; also founders + owners', titles)).toMatchObject({
      CFO: 'KEEP',
      Founder: 'KEEP',
      'VP Finance': 'EXCLUDE',
    });
  });

  it.each([
    ['Just the sales folks, please', ['keep sales roles']],
    ['sales reps only', ['keep sales roles']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it.each(['Keep CMOs', 'chief', 'Chief of Staff', 'the folks', 'decision makers only'])('refuses %j', (instructions) => {
    expect(refused(instructions)).toBe(true);
  });
});

describe('sizes', () => {
  it.each([
    ['We want companies with 50 to 500 employees, nothing smaller or bigger', ['keep 50 to 500']],
    ['Keep $10M+ revenue accounts, drop smaller ones', ['keep $10M+ accounts']],
    ['Keep under 50 employees, drop bigger ones', ['keep under 50']],
    ['<50 employees', ['keep <50']],
    ['50+ employees', ['keep 50+']],
    ['1k+ employees', ['keep 1k+']],
    ['10k–50k employees', ['keep 10k–50k']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('reads revenue words as money wherever they stand', () => {
    for (const text of ['10M+ in revenue', 'ARR 10M+', 'revenue > 10m']) {
      const r = readInstructions(text);
      expect(r.ok && r.criterion.clauses[0]!.concept !== 'any' && r.criterion.clauses[0]!.concept).toMatchObject({ money: true });
    }
  });

  it.each([
    'Keep under 50 employees, drop smaller ones', // nothing is smaller than "under 50" that it keeps
    'Exclude smaller ones',
    'Keep 50+ employees, keep smaller ones',
    'ICP - US, 50-500 ppl', // a place and a size in one column
    'SMB only',
    'mid-market only',
  ])('refuses %j', (instructions) => {
    expect(refused(instructions)).toBe(true);
  });
});

describe('typing slips, mailboxes and the forms sales writing uses', () => {
  it.each([
    ['G7 coutries only please', ['keep the G7']],
    ['Keep manufactuers only', ['keep Manufacturing (NAICS 31–33)']],
    ['no info@ / sales@ type addresses pls', ['exclude a role address']],
    ['Keep only named personal emails', ['exclude a role address']],
    ['No info@, sales@, support@ etc.', ['exclude a role address']],
    ['Software & IT consulting', ['keep software (NAICS 5112, 5182, 51913)', 'keep IT consulting (NAICS 5415)']],
    ['Banking, insurance & investment firms', ['keep banking (NAICS 5221)', 'keep Insurance (NAICS 524)', 'keep investments (NAICS 523)']],
    ['EU only please', [EU]],
    ['Keep anything but the EU', ['keep everything', 'exclude the EU']],
    ['no UK', ['exclude United Kingdom']],
    ['not Germany or France', ['exclude Germany', 'exclude France']],
    ['Europe excl. UK', ['keep Europe', 'exclude United Kingdom']],
    ['Europe w/o UK', ['keep Europe', 'exclude United Kingdom']],
    ['Director and up', ['keep director or head and above']],
    ['VP-plus', ['keep VP and above']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it.each([
    'Keep Austrain companies', // Austrian or Australian
    'Zambja only', // short words are never corrected
    'Exclude info@ / john@ type addresses', // not every example is a role mailbox
    'No info@, john@ etc.',
    'No info@ etc.', // one example does not name a kind
    'real estate investment',
    'Exclude catch-all and department inboxes', // "catch-all" is a domain that accepts any address, not a mailbox
  ])('refuses %j', (instructions) => {
    expect(refused(instructions)).toBe(true);
  });
});
