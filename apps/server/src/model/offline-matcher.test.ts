import { describe, expect, it } from 'vitest';
import { REVIEW_CONFIDENCE } from '@leadsift/shared';
import { decideAllOffline } from './offline-matcher.ts';

describe('decideAllOffline', () => {
  it('keeps values with a keep term and excludes the rest', () => {
    const [software, bank] = decideAllOffline(['Computer Software', 'Banking'], 'keep software, SaaS');
    expect(software).toEqual({ decision: 'KEEP', reason: 'Offline keyword match: kept by "software"', confidence: 0.9 });
    // No term decides "Banking": undecided, under the review threshold, never a confident EXCLUDE (ADR 0034).
    expect(bank).toEqual({ decision: 'EXCLUDE', reason: 'Undecided (needs review): no keep term found', confidence: 0.3 });
    expect(bank!.confidence).toBeLessThan(REVIEW_CONFIDENCE);
  });

  it('keeps what no exclude term mentions when there are only exclude terms', () => {
    const [agency, maker] = decideAllOffline(['Marketing Agency', 'Manufacturer'], 'exclude agencies');
    expect(agency).toMatchObject({ decision: 'EXCLUDE', reason: 'Offline keyword match: excluded by "agencies"' });
    expect(maker).toEqual({ decision: 'KEEP', reason: 'Undecided (needs review): no exclude term found', confidence: 0.3 });
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
    expect(uk).toMatchObject({ decision: 'EXCLUDE', reason: 'Offline keyword match: excluded by "UK"' });
    expect(swiss).toMatchObject({ decision: 'EXCLUDE' });
    expect(france).toMatchObject({ decision: 'KEEP', reason: 'Offline keyword match: kept by "EU"' });
    const [g7] = decideAllOffline(['G7 member'], "Exclude countries that aren't in the G7");
    expect(g7).toMatchObject({ decision: 'KEEP' });
  });

  it('says so when the instructions hold no term', () => {
    expect(decideAllOffline(['x'], 'the')).toEqual([
      { decision: 'KEEP', reason: 'Undecided (needs review): no keep or exclude terms in the instructions', confidence: 0.3 },
    ]);
  });

  it('is deterministic and starts every decided reason with the offline label', () => {
    const values = ['Chief Executive Officer', 'Intern', 'Directeur Général', 'Head of Sales', ''];
    const instructions = 'only "chief executive officer", directeur general or "head of sales"; no interns';
    const first = decideAllOffline(values, instructions);
    expect(decideAllOffline(values, instructions)).toEqual(first);
    expect(first.map((d) => d.decision)).toEqual(['KEEP', 'EXCLUDE', 'KEEP', 'KEEP', 'EXCLUDE']);
    expect(
      first.every((d) => d.reason.startsWith(d.confidence < REVIEW_CONFIDENCE ? 'Undecided (needs review): ' : 'Offline keyword match: ')),
    ).toBe(true);
  });
});
