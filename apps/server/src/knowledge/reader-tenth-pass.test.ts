/**
 * Tenth pass of the instruction reader (ADR 0034): classes of writing from the ninth held-apart round
 * (`eval/phrasing9.json`; README.md, "Tenth pass"), each beside look-alikes that must stay refused or read as before;
 * and the confident mistakes found on look-alikes while writing them.
 */
import { describe, expect, it } from 'vitest';
import { check, clauses, decisions, stayRefused } from './reader.test-helpers.ts';

const REST = 'exclude everything';

describe('check marks and crosses after the items (reader-marks.ts)', () => {
  check([
    ['DE + AT + CH ✔', ['keep Germany', 'keep Austria', 'keep Switzerland']],
    ['nordics ✔ rest ✘', ['keep the Nordics', REST]],
    ['mfg ✔ non-mfg ✘', ['keep Manufacturing (NAICS 31–33)']],
    ['finance & insurance ✓ / real estate ✗', ['keep Finance and Insurance (NAICS 52)', 'exclude Real Estate (NAICS 531)']],
    ['CxO + founders ✅ VPs ❌', ['keep C-level, owner or founder', 'keep founders', 'exclude VP']],
    ['shared inboxes ✘ named people ✔', ['exclude a role address']],
    ['work email ✔ gmail/yahoo/hotmail ✘', ['keep a business domain', 'exclude gmail', 'exclude yahoo', 'exclude hotmail']],
    ['✔ EU HQs', ['keep the EU']],
    [
      'healthcare providers ✔ (no pharma, insurers)',
      ['keep health care (NAICS 621–623)', 'exclude pharmaceuticals (NAICS 3254)', 'exclude Insurance (NAICS 524)'],
    ],
  ]);
  // A mark with words after it, or a mark and no item, says nothing the framing reads.
  stayRefused(['✔', '✔ ✘', 'Germany ✔ if they pay', 'retail ✘ unless online ✔ maybe']);
});

describe('flags and fields in code notation (reader-marks.ts)', () => {
  check([
    ['🇺🇸 HQs only', ['keep United States']],
    ['🇨🇦 only', ['keep Canada']],
    ['🇩🇪🇦🇹🇨🇭 only', ['keep Germany', 'keep Austria', 'keep Switzerland']],
    // Flags before the place they picture decorate it.
    ['🇿🇦🇳🇬🇰🇪 African HQs only', ['keep Africa']],
    ['hq_country ∈ G7', ['keep the G7']],
    ['hq_continent = South America', ['keep South America']],
    ['hq_state IN (CA, OR, WA)', ['keep California', 'keep Oregon', 'keep Washington']],
    ["hq.region = 'Midwest' (US Census)", ['keep the US Midwest']],
    ["job_function = 'Sales'", ['keep sales roles']],
    ['email_type = business', ['keep a business domain']],
    ["hq_country == 'United States'", ['keep United States']],
    ['hq_country NOT IN (US, CA)', ['keep everything', 'exclude United States', 'exclude Canada']],
    ['hq_country IN eu_member_states', ['keep the EU']],
  ]);
  // A field whose words are no field ("churn_status"), or code notation with nothing after it, stays refused.
  stayRefused(["churn_status = 'active'", 'hq_country', 'lead_score >= 80']);
});

describe('confident mistakes found beside the round', () => {
  it('a list of two-letter codes is no shouting: "LU, BE" kept Luxembourg alone', () => {
    expect(clauses('Keep LU, BE')).toEqual(['keep Luxembourg', 'keep Belgium']);
    expect(clauses('DE AT CH LI LU BE ✔')).toContain('keep Belgium');
    // A line in capitals still drops its filler words, "IN" included.
    expect(clauses('HQ Country IN (DE, AT, CH)')).toEqual(['keep Germany', 'keep Austria', 'keep Switzerland']);
    expect(clauses('KEEP COMPANIES BASED IN GERMANY')).toEqual(['keep Germany']);
  });

  it('"outside" after a second verb turns that verb: "Keep EU companies and remove anything outside Europe" excluded Germany', () => {
    expect(decisions('Keep Germany and France and remove anything outside Europe', ['Germany', 'Norway', 'Japan'])).toEqual({
      Germany: 'KEEP',
      Norway: 'EXCLUDE',
      Japan: 'EXCLUDE',
    });
    expect(decisions('Keep California and drop every company outside the US', ['California', 'Texas', 'Canada'])).toEqual({
      California: 'KEEP',
      Texas: 'EXCLUDE',
      Canada: 'EXCLUDE',
    });
    // "remove anything outside Europe" alone keeps Europe, as before.
    expect(clauses('remove anything outside Europe')).toEqual([REST, 'keep Europe']);
  });

  // A keep beside "outside" a place that does not hold it (Cyprus is in the EU and, for UN M49, in Asia) kept
  // Norway and Switzerland; which one the writer meant is not said.
  stayRefused([
    'Keep EU companies and remove anything outside Europe',
    'Keep the EU; anything outside Europe should be removed',
    'Keep VPs and remove anyone outside sales',
  ]);

  it('a negation inside a parenthesis covers its list: "(no pharma, insurers)" kept insurers', () => {
    expect(clauses('keep healthcare providers (no pharma, insurers)')).toEqual([
      'keep health care (NAICS 621–623)',
      'exclude pharmaceuticals (NAICS 3254)',
      'exclude Insurance (NAICS 524)',
    ]);
    expect(clauses('Keep Europe (not the UK, Norway)')).toEqual(['keep Europe', 'exclude United Kingdom', 'exclude Norway']);
  });

  it('words an exclusion turns carve out of it: "remove managers who are not in sales" keeps sales managers', () => {
    expect(decisions('Remove managers who are not in sales', ['Sales Manager', 'Marketing Manager', 'Software Engineer'])).toEqual({
      'Sales Manager': 'KEEP',
      'Marketing Manager': 'EXCLUDE',
      'Software Engineer': 'KEEP',
    });
  });
});
