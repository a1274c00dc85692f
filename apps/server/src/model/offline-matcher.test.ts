import { describe, expect, it } from 'vitest';
import { REVIEW_CONFIDENCE } from '@leadsift/shared';
import { decideAllOffline, OFFLINE_CONFIDENCE } from './offline-matcher.ts';

describe('decideAllOffline', () => {
  it('keeps values with a keep term and excludes the rest', () => {
    const [software, bank] = decideAllOffline(['Computer Software', 'Banking'], 'keep software, SaaS');
    expect(software).toEqual({ decision: 'KEEP', reason: 'Kept: it mentions "software"', confidence: 0.9 });
    // No term decides "Banking": undecided, under the review threshold, never a confident EXCLUDE (ADR 0034).
    expect(bank).toEqual({
      decision: 'EXCLUDE',
      reason: 'Needs review: it mentions none of the words to keep ("software" or "SaaS")',
      confidence: 0.3,
    });
    expect(bank!.confidence).toBeLessThan(REVIEW_CONFIDENCE);
  });

  it('a word whose sentence said nothing about it is only a guess (ADR 0034)', () => {
    // Neither sentence has a keyword the matcher reads: "marketing" may be a word to keep or to exclude.
    const [marketer, seller] = decideAllOffline(
      ['Marketing Manager', 'Sales Manager'],
      'the sales org from SDRs up to the CRO. marketing and finance, HR',
    );
    expect(marketer).toEqual({
      decision: 'KEEP',
      reason: 'Needs review: it mentions "marketing", but the instructions do not say clearly whether to keep it',
      confidence: 0.3,
    });
    expect(seller!.confidence).toBeLessThan(REVIEW_CONFIDENCE);
    // Said at the end of the sentence, it decides.
    const [excluded, kept] = decideAllOffline(['Marketing Manager', 'Sales Manager'], 'sales roles stay; marketing and finance all go');
    expect(excluded).toMatchObject({ decision: 'EXCLUDE', confidence: 0.9 });
    expect(kept).toMatchObject({ decision: 'KEEP', confidence: 0.9 });
  });

  it('keeps every other value with certainty when the instructions only exclude values the column holds (ADR 0058)', () => {
    const values = ['Closed Won', 'Open', 'Closed Lost', 'Disqualified', 'Working'];
    const decided = decideAllOffline(values, 'Exclude Closed Won, Closed Lost and Disqualified');
    expect(decided.map((d) => d.decision)).toEqual(['EXCLUDE', 'KEEP', 'EXCLUDE', 'EXCLUDE', 'KEEP']);
    expect(decided[1]).toEqual({
      decision: 'KEEP',
      reason: 'Kept: the instructions only exclude "Closed Won", "Closed Lost" or "Disqualified"',
      confidence: 0.9,
    });
    expect(decided.every((d) => d.confidence >= REVIEW_CONFIDENCE)).toBe(true);
    const [agency, maker] = decideAllOffline(['Marketing Agency', 'Manufacturer'], 'exclude agencies');
    expect(agency).toMatchObject({ decision: 'EXCLUDE', reason: 'Excluded: it mentions "agencies"' });
    expect(maker).toMatchObject({ decision: 'KEEP', confidence: 0.9 });
  });

  it('leaves the rest for review when an exclusion describes a class or names nothing in the column', () => {
    // "outside Asia" is a keep in disguise: no word match tells Russia from Japan.
    const [russia] = decideAllOffline(['Russia', 'Japan'], 'Exclude companies outside Asia');
    expect(russia).toEqual({
      decision: 'KEEP',
      reason: 'Needs review: it mentions none of the words to exclude ("outside Asia")',
      confidence: 0.3,
    });
    // "VP or lower" names VP and a range below it: the titles under VP are not kept for being unnamed.
    const [analyst, vp] = decideAllOffline(['Senior Analyst', 'VP Sales'], 'disqualify if the title is VP or lower');
    expect(analyst!.confidence).toBeLessThan(REVIEW_CONFIDENCE);
    expect(vp).toMatchObject({ decision: 'EXCLUDE', confidence: 0.9 });
    // An open list ("…", "etc.") gives examples of a class: the values it does not name are not kept for that.
    const [billing2] = decideAllOffline(['billing@jnj.com', 'sales@x.com'], 'DQ if the inbox is a team one (info, sales …)');
    expect(billing2!.confidence).toBeLessThan(REVIEW_CONFIDENCE);
    // No value holds "resellers": the word may describe values written otherwise.
    const [maker] = decideAllOffline(['Manufacturer', 'Distributor'], 'exclude resellers');
    expect(maker!.confidence).toBeLessThan(REVIEW_CONFIDENCE);
    const [billing] = decideAllOffline(['billing@jnj.com', 'info@x.com'], 'no info@ / sales@ type addresses');
    expect(billing!.confidence).toBeLessThan(REVIEW_CONFIDENCE);
  });

  it('lets the more specific term win, and excluding win a tie', () => {
    const decisions = decideAllOffline(
      ['Software agency', 'Software', 'Bank software'],
      'keep software; exclude software agencies; not bank',
    );
    expect(decisions.map((d) => d.decision)).toEqual(['EXCLUDE', 'KEEP', 'EXCLUDE']);
  });

  it('never keeps a name the sentence mentions to exclude it (ADR 0034)', () => {
    const [uk, swiss, france] = decideAllOffline(['UK', 'Switzerland', 'EU: France'], 'EU only; the UK and Switzerland are out');
    expect(uk).toMatchObject({ decision: 'EXCLUDE', reason: 'Excluded: it mentions "UK"' });
    expect(swiss).toMatchObject({ decision: 'EXCLUDE' });
    expect(france).toMatchObject({ decision: 'KEEP', reason: 'Kept: it mentions "EU"' });
    const [g7] = decideAllOffline(['G7 member'], "Exclude countries that aren't in the G7");
    expect(g7).toMatchObject({ decision: 'KEEP' });
  });

  it('leaves to review what it reads from a formula, a question, a bound or "Don\'t send me …" (the twelfth round)', () => {
    const review = (values: string[], instructions: string) =>
      decideAllOffline(values, instructions).map((d) => d.confidence < REVIEW_CONFIDENCE);
    // A formula's condition may be a rank or a lookup the words do not show: no word of it is sure.
    expect(review(['Manager, Sales', 'VP Sales'], '=IF(MATCH(Seniority, {"Manager","Director","VP"}, 0) >= 2, "keep", "remove")')).toEqual([
      true,
      true,
    ]);
    expect(
      review(
        ['sales@walmart.com'],
        '=IF(ISNUMBER(MATCH(LEFT(Email, 5), RoleMailboxes, 0)), "remove", "keep") // RoleMailboxes = sales, info',
      ),
    ).toEqual([true]);
    // A question asks; the answer after it decides.
    const thread = 'Dana: does the list include Alaska and Hawaii?\nJosh: no, just California and Oregon. Every other state comes out.';
    expect(decideAllOffline(['Alaska', 'California', 'Every other state: Texas'], thread).map((d) => [d.decision, d.confidence])).toEqual([
      ['KEEP', 0.3],
      ['KEEP', 0.9],
      ['EXCLUDE', 0.9],
    ]);
    expect(review(['50-99', '201-500'], 'excl. <50 and >500')).toEqual([true, true]);
    expect(
      review(
        ['Metal Service Centers and Other Metal Merchant Wholesalers'],
        "Don't send me anything that isn't a manufacturer, wholesalers included",
      ),
    ).toEqual([true]);
    // Look-alikes: a request put as a question, and a plain exclusion, still decide.
    expect(decideAllOffline(['Gmail user'], 'Hi Kate, could you delete the gmail contacts?')[0]).toMatchObject({
      decision: 'EXCLUDE',
      confidence: 0.9,
    });
    expect(decideAllOffline(['Wholesaler'], 'No wholesalers')[0]).toMatchObject({ decision: 'EXCLUDE', confidence: 0.9 });
  });

  it('keeps the function\'s own rank for sure and another function\'s rank only as a guess: "sales managers and directors"', () => {
    const [sales, marketing, manager] = decideAllOffline(
      ['Sales Director', 'Director of Marketing', 'Sales Manager'],
      'Our persona is anyone in sales: SDRs, sales managers and directors. People in other functions are not the persona.',
    );
    expect(sales).toMatchObject({ decision: 'KEEP', confidence: 0.9 });
    expect(marketing!.confidence).toBeLessThan(REVIEW_CONFIDENCE);
    expect(manager).toMatchObject({ decision: 'KEEP', confidence: 0.9 });
    // A list that ends "are not the persona" excludes what it names.
    const [vp, ceo] = decideAllOffline(
      ['Vice President of Sales', 'CEO'],
      'Our persona is a founder or CEO. Vice presidents are not the persona.',
    );
    expect(vp).toMatchObject({ decision: 'EXCLUDE', confidence: 0.9 });
    expect(ceo).toMatchObject({ decision: 'KEEP', confidence: 0.9 });
  });

  it('says so when the instructions hold no term', () => {
    expect(decideAllOffline(['x'], 'the')).toEqual([
      { decision: 'KEEP', reason: 'Needs review: the instructions name nothing to keep or exclude', confidence: 0.3 },
    ]);
  });

  it('is deterministic and says in plain words whether it kept, excluded or left a value for review', () => {
    const values = ['Chief Executive Officer', 'Intern', 'Directeur Général', 'Head of Sales', ''];
    const instructions = 'only "chief executive officer", directeur general or "head of sales"; no interns';
    const first = decideAllOffline(values, instructions);
    expect(decideAllOffline(values, instructions)).toEqual(first);
    expect(first.map((d) => d.decision)).toEqual(['KEEP', 'EXCLUDE', 'KEEP', 'KEEP', 'EXCLUDE']);
    expect(
      first.every((d) =>
        d.reason.startsWith(d.confidence < REVIEW_CONFIDENCE ? 'Needs review: ' : d.decision === 'KEEP' ? 'Kept: ' : 'Excluded: '),
      ),
    ).toBe(true);
  });
});

describe('a category first and an exclusion at the end, with no verb before it', () => {
  it('excludes the named items and leaves the other values to review', () => {
    const [minnesota, alaska, oregon] = decideAllOffline(
      ['Minnesota', 'Alaska', 'Oregon'],
      'Pacific coast states, Alaska and Hawaii excluded',
    );
    expect(minnesota!.confidence).toBe(OFFLINE_CONFIDENCE.default);
    expect(oregon!.confidence).toBe(OFFLINE_CONFIDENCE.default);
    expect(alaska).toMatchObject({ decision: 'EXCLUDE', confidence: OFFLINE_CONFIDENCE.match });
    // A list of names alone still keeps the rest as certain (ADR 0058).
    expect(decideAllOffline(['Minnesota', 'Alaska'], 'Alaska and Hawaii excluded')[0]).toMatchObject({
      decision: 'KEEP',
      confidence: OFFLINE_CONFIDENCE.match,
    });
  });
});
