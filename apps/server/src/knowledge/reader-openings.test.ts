/**
 * Fourth pass of the instruction reader (ADR 0034): openings, labels, group names and time words the third
 * phrasing round wrote and the reader refused, read as classes — each beside the look-alikes that must still be
 * refused or read as before.
 */
import { describe, expect, it } from 'vitest';
import { clauses, refused } from './reader.test-helpers.ts';

const EU = 'keep the EU';
const G7 = 'keep the G7';

describe('openings and labels', () => {
  it.each([
    // A dash after a field label is its colon.
    ['Geo — EU only', [EU]],
    ['Industry — healthcare', ['keep health care (NAICS 621–623)']],
    // An opening word before a field label.
    ['Target geo = G7', [G7]],
    ['Target geo != US', ['exclude United States']],
    // Verbs of selling in the -ing form.
    ["we're only selling into the EU", [EU]],
    ['We are working with DACH companies', ['keep DACH']],
    // "Min." and "Max." do not end a sentence.
    ['Min. seniority: director', ['keep director or head and above']],
    // "the rest goes".
    ['Keep the G7, everything else goes', [G7, 'exclude everything']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it.each([
    'DACH — Liechtenstein — maybe', // a dash after a name, not a label
    "we're not selling into the EU", // a negated verb is no opening that keeps
    'Churned — EU', // not a field label
  ])('refuses %j', (instructions) => {
    expect(refused(instructions)).toBe(true);
  });

  it('reads a dash that is not after a label as before', () => {
    expect(clauses('DACH — Liechtenstein is not in scope')).toEqual(['keep DACH', 'exclude Liechtenstein']);
  });
});

describe('group names in other words', () => {
  it.each([
    ['Drop all companies based outside the Group of 7', ['exclude everything', G7]],
    ['Only the Group of Seven', [G7]],
    ["Our ICP is HQ'd in one of the G7 economies", [G7]],
    ['Drop everything outside the States', ['exclude everything', 'keep United States']],
    ['Target market: the 27 member states of the European Union', [EU]],
    ['Keep the twelve states of the Midwest', ['keep the US Midwest']],
    ['Keep the Baltic States', ['keep the Baltics']],
    ['Geo: anywhere German is an official language', ['keep countries where German is an official language']],
    ['Salespeople only', ['keep sales roles']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it.each([
    'Keep the 25 member states of the EU', // the count is not the group's
    'Keep the states', // lower case: not the US
    'Keep anywhere German is spoken', // spoken is not official
  ])('refuses %j', (instructions) => {
    expect(refused(instructions)).toBe(true);
  });
});

describe('when the filter applies', () => {
  it.each([
    ['we only sell in South America right now', ['keep South America']],
    ["we're only selling into the DACH market this quarter", ['keep DACH']],
    ['Keep the EU for Q1', [EU]],
    ['EU only for now', [EU]],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it('leaves a date inside a condition, which is refused', () => {
    expect(refused('Keep companies founded this year')).toBe(true);
    expect(refused('Keep EU companies that raised this quarter')).toBe(true);
  });
});

describe('addresses by example and by owner', () => {
  it.each([
    ['Exclude addresses like info@, hello@, admin@, noreply@', ['exclude a role address']],
    ['Keep personal work emails only, no generic inboxes', ['exclude a role address']],
    ['Only keep emails that go to a real person', ['exclude a role address']],
  ])('%j', (instructions, expected) => {
    expect(clauses(instructions)).toEqual(expected);
  });

  it.each([
    'Exclude addresses like info@, john@', // not every example is a role mailbox
    'Exclude emails like info@', // one mailbox is not a kind of address
  ])('refuses %j', (instructions) => {
    expect(refused(instructions)).toBe(true);
  });

  it('reads "personal emails" alone as before (free-mail addresses)', () => {
    expect(clauses('Keep personal emails')).toEqual(['keep a free-mail (personal) domain']);
  });
});
