import { describe, expect, it } from 'vitest';
import { describeTerms, extractTerms } from './offline-terms.ts';

const display = (terms: { display: string }[]) => terms.map((t) => t.display);

describe('a sentence that says what to do with a list at its end (ADR 0034)', () => {
  it('excludes a list followed by an arrow and a verb, "should be removed", "all go", "comes off"', () => {
    expect(display(extractTerms('Function = Sales → keep; Marketing / Finance / HR → delete').exclude)).toEqual([
      'Marketing',
      'Finance',
      'HR',
    ]);
    expect(display(extractTerms('Supervisors, team managers and interns should be removed').exclude)).toEqual([
      'Supervisors',
      'team managers',
      'interns',
    ]);
    expect(display(extractTerms('the sales org stays; marketing, finance and engineering all go').exclude)).toEqual([
      'marketing',
      'finance',
      'engineering',
    ]);
    expect(describeTerms('interns comes off')).toBe('exclude: interns');
    // The forms read before stay read.
    expect(describeTerms('Keep the EU; the UK and Switzerland are out')).toBe('keep: EU · exclude: UK, Switzerland');
  });

  it('excludes a list followed by "should be disqualified", "have to be taken off the list", "we don\'t need", "please take away" or "so please remove them"', () => {
    expect(describeTerms('Interns and students should be disqualified')).toBe('exclude: Interns, students');
    expect(describeTerms('Agencies or resellers have to be taken off the list')).toBe('exclude: Agencies, resellers');
    expect(describeTerms("interns and trainees we don't need")).toBe('exclude: interns, trainees');
    expect(describeTerms('the other regions please take away')).toBe('exclude: regions');
    expect(describeTerms('Firms in Spain or Portugal are outside the deal, so please remove them')).toBe(
      'exclude: Spain, Portugal outside deal',
    );
    expect(describeTerms('shared inboxes like info@ or sales@ are not leads')).toBe('exclude: shared inboxes, "info", "sales"');
  });

  it('fronts the verb of the last clause only: what comes before ", so" keeps its own reading', () => {
    expect(describeTerms('We want work addresses, so anyone on Gmail or Yahoo goes')).toBe('keep: work addresses · exclude: Gmail, Yahoo');
    // Without ", so", the list runs from the first comma after the sentence's last keyword.
    expect(describeTerms("Please keep only directors or higher, managers and interns we don't need")).toBe(
      'keep: directors, higher · exclude: managers, interns',
    );
    expect(describeTerms('Hi Anna, keep only directors or higher, managers we don’t need')).toBe(
      'keep: directors, higher · exclude: managers',
    );
    expect(describeTerms('keep only the West Coast (California, Oregon), other states please take away')).toBe(
      'keep: West Coast California, Oregon · exclude: states',
    );
    expect(describeTerms('Shared inboxes like team@ don’t interest us; we want named people')).toBe(
      'keep: named · exclude: Shared inboxes, "team"',
    );
    expect(describeTerms('Forget agencies and resellers; we want software vendors')).toBe(
      'keep: software vendors · exclude: agencies, resellers',
    );
    expect(describeTerms('take out anyone on gmail or yahoo')).toBe('exclude: gmail, yahoo');
    expect(describeTerms('keep the EU and don’t forget Norway')).toBe('keep: EU, Norway');
    expect(describeTerms('mailboxes like team@ or desk@ are useless to us')).toBe('exclude: mailboxes, "team", "desk"');
    // A greeting is not a term; a state code in capitals is.
    expect(describeTerms('Hello, keep Texas')).toBe('keep: Texas');
    expect(describeTerms('HI, AK only')).toBe('keep: HI, AK');
    // A verb inside the clause is left alone; a clause with no trailing verb is read as before.
    expect(describeTerms('We want work addresses, so Gmail is fine')).toBe('keep: work addresses, Gmail fine');
  });

  it('reads "including …" after an exclusion as examples of what it excludes', () => {
    expect(describeTerms('Disqualify every other state, including Kentucky and Ohio')).toBe('exclude: every state, Kentucky, Ohio');
    expect(describeTerms('DQ if the inbox is shared (info, sales)')).toBe('exclude: inbox shared info, sales');
    // After a keep keyword, "including" still keeps.
    expect(describeTerms('Keep the Nordics, including Iceland')).toBe('keep: Nordics, Iceland');
  });

  it('keeps a list followed by "stay", "→ keep" or "qualify"', () => {
    expect(describeTerms('directors and VPs stay')).toBe('keep: directors, VPs');
    expect(describeTerms('Sales → keep')).toBe('keep: Sales');
    expect(describeTerms('founders qualify')).toBe('keep: founders');
  });

  it('leaves a verb inside a sentence alone', () => {
    expect(describeTerms('Keep go-to-market agencies')).toBe('keep: go market agencies');
    expect(describeTerms('Keep startups about to go public')).toBe('keep: startups about go public');
  });
});

describe('words whose polarity nobody said (Term.assumed)', () => {
  it('a single sentence without a keyword is a plain list to keep', () => {
    const { keep } = extractTerms('SaaS, fintech');
    expect(display(keep)).toEqual(['SaaS', 'fintech']);
    expect(keep.some((t) => t.assumed)).toBe(false);
    expect(extractTerms('SaaS, fintech. No agencies').keep.some((t) => t.assumed)).toBe(false);
  });

  it('two sentences that say nothing leave every word assumed', () => {
    const { keep } = extractTerms('sales people from SDRs up to the CRO, marketing, finance. Thanks team');
    expect(keep.length).toBeGreaterThan(0);
    expect(keep.every((t) => t.assumed)).toBe(true);
  });

  it('words said plainly in one sentence are not assumed for having been silent in another', () => {
    const { keep } = extractTerms('Software. Keep software');
    expect(keep).toHaveLength(1);
    expect(keep[0]!.assumed).toBeUndefined();
  });
});

describe('the twelfth round: a list that ends by saying it is not the persona, or comes out', () => {
  it('excludes a list that "is not the persona", "is not in the territory" or "does not represent a persona"', () => {
    expect(describeTerms('Our persona is a founder or CEO. VPs and anyone below them are not the persona')).toBe(
      'keep: persona founder, CEO · exclude: VPs, below',
    );
    expect(describeTerms('Companies in Europe or Oceania are not in the territory')).toBe('exclude: Europe, Oceania');
    expect(describeTerms('Role inboxes such as info@ or jobs@ do not represent a persona')).toBe('exclude: inboxes, "info", "jobs"');
    expect(describeTerms('Free webmail users are not our ICP')).toBe('exclude: Free webmail users');
    // Look-alikes keep their reading: "persona" with no "not", and "not" before the list.
    expect(describeTerms('Managers are the persona')).toBe('keep: Managers persona');
    expect(describeTerms('not the persona: interns')).toBe('exclude: persona interns');
  });

  it('excludes a list that "comes out", a bare participle as tickets write it, and "…, fuera"', () => {
    expect(describeTerms('Every other state, and DC, comes out')).toBe('exclude: Every state, DC');
    expect(describeTerms('Real estate and the rest come out')).toBe('exclude: Real estate, rest');
    expect(describeTerms('country = US; CA & MX excluded')).toBe('keep: country US · exclude: CA, MX');
    // A note in brackets after the participle is part of the list.
    expect(describeTerms('country = US; all other countries excluded (incl. Canada and Mexico)')).toBe(
      'keep: country US · exclude: countries, Canada, Mexico',
    );
    expect(describeTerms('Solo empresas en Estados Unidos; las de otros países (Canadá, México), fuera')).toBe(
      'keep: empresas en Estados Unidos · exclude: las de otros países Canadá, México',
    );
    expect(describeTerms('EU27 only – UK/CH/NO out')).toBe('keep: EU27 · exclude: UK, CH, "NO"');
    // After "and" or a comma a participle is an item of the list, not its verb.
    expect(describeTerms('Exclude Closed Won, Closed Lost and Disqualified')).toBe('exclude: Closed Won, Closed Lost, Disqualified');
    expect(describeTerms('Keep Open, Disqualified')).toBe('keep: Open, Disqualified');
    expect(describeTerms('keep only directors or higher - managers are out')).toBe('keep: directors, higher · exclude: managers');
  });
});
