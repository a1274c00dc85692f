/**
 * Measured: about five phrasings of ten criteria written the way sales teams write an ICP
 * brief. Each phrasing must be read (not refused) and decide its sample values as labelled. These shaped the
 * reader, so they are not the held-apart eval set (`dec-eval` builds that one apart from this file).
 */
import { describe, expect, it } from 'vitest';
import { createRuleDecider } from './index.ts';

type Case = { criterion: string; phrasings: string[]; values: Record<string, 'KEEP' | 'EXCLUDE'> };

export const PHRASING_CASES: Case[] = [
  {
    criterion: 'EU only, UK and Switzerland out',
    phrasings: [
      'EU only; the UK and Switzerland are out',
      'Target: EU member states',
      'We can only sell to companies headquartered in the EU',
      'ICP: European Union based businesses',
      '- EU companies only\n- no UK, no Switzerland',
    ],
    values: { Germany: 'KEEP', France: 'KEEP', 'United Kingdom': 'EXCLUDE', Switzerland: 'EXCLUDE', 'United States': 'EXCLUDE' },
  },
  {
    criterion: 'US companies',
    phrasings: [
      'American companies only',
      'Exclude non-US companies',
      'HQ in the US',
      'Our ICP is US-based businesses',
      'Must be based in the United States',
    ],
    values: { USA: 'KEEP', 'United States': 'KEEP', Canada: 'EXCLUDE', Germany: 'EXCLUDE' },
  },
  {
    criterion: 'DACH without Austria',
    phrasings: [
      'DACH but not Austria',
      'Target: DACH region, excluding Austria',
      'Focus on the DACH markets; Austria is out',
      'German and Swiss companies',
      'Keep DACH, exclude Austria',
    ],
    values: { Germany: 'KEEP', Switzerland: 'KEEP', Austria: 'EXCLUDE', France: 'EXCLUDE' },
  },
  {
    criterion: 'Europe except the UK',
    phrasings: [
      'Europe except the UK',
      'European firms, but not British ones',
      'Looking for companies located in Europe (excluding the United Kingdom)',
      'Keep Europe, exclude the UK',
      'Target: European markets. The UK is out of scope',
    ],
    values: { France: 'KEEP', Norway: 'KEEP', 'United Kingdom': 'EXCLUDE', Japan: 'EXCLUDE' },
  },
  {
    criterion: 'G7 only',
    phrasings: [
      "Exclude countries that aren't in the G7",
      'G7 economies only',
      'Only G7 markets',
      'Exclude anything outside the G7',
      'Keep G7 countries',
    ],
    values: { Japan: 'KEEP', Canada: 'KEEP', Spain: 'EXCLUDE', China: 'EXCLUDE' },
  },
  {
    criterion: 'outside the EU',
    phrasings: [
      'Keep non-EU companies',
      'Exclude EU companies',
      'Only companies outside the EU',
      'Anything but the EU',
      'Keep companies not based in the EU',
    ],
    values: { Norway: 'KEEP', 'United States': 'KEEP', Germany: 'EXCLUDE', Italy: 'EXCLUDE' },
  },
  {
    criterion: 'German-speaking markets',
    phrasings: [
      'German-speaking markets',
      'Target: German speaking countries',
      'Focus on German-speaking companies',
      'Only companies in German-speaking countries',
      'ICP: German-speaking region',
    ],
    values: { Germany: 'KEEP', Austria: 'KEEP', France: 'EXCLUDE', Spain: 'EXCLUDE' },
  },
  {
    criterion: 'Nordics and Baltics',
    phrasings: [
      'Nordic and Baltic companies',
      'Target:\n- Nordics\n- Baltics',
      'Nordic or Baltic HQ',
      'Focus on the Nordic region and the Baltic states',
      'Scandinavian, Finnish, Icelandic and Baltic businesses',
    ],
    values: { Sweden: 'KEEP', Finland: 'KEEP', Estonia: 'KEEP', Germany: 'EXCLUDE', Poland: 'EXCLUDE' },
  },
  {
    criterion: '50–500 employees',
    phrasings: [
      'Mid-market (50 to 500 staff)',
      'Between 50 and 500 employees',
      '50-500 FTEs',
      '50 <= employees <= 500',
      'Company size: at least 50 and at most 500 employees',
    ],
    values: { '51-200': 'KEEP', '201-500': 'KEEP', '1-10': 'EXCLUDE', '1,001-5,000': 'EXCLUDE' },
  },
  {
    criterion: 'more than 1,000 employees',
    phrasings: ['More than 1,000 people', '> 1000 employees', '1001+ employees', 'Enterprise (over 1,000 employees)', 'Headcount ≥ 1,001'],
    values: { '1,001-5,000': 'KEEP', '10,001+': 'KEEP', '201-500': 'EXCLUDE', '51-200': 'EXCLUDE' },
  },
  {
    criterion: 'revenue $10M+',
    phrasings: [
      '$10M+ revenue',
      'Revenue of at least $10M',
      'Annual revenue >= $10M',
      'Exclude under $10M revenue',
      'Revenue: 10M USD or more',
    ],
    values: { '$10M-$50M': 'KEEP', '$100M+': 'KEEP', '$1M-$5M': 'EXCLUDE' },
  },
];

describe('sales-team phrasings (ADR 0034)', () => {
  for (const c of PHRASING_CASES) {
    describe(c.criterion, () => {
      it.each(c.phrasings)('%j', (phrasing) => {
        const decider = createRuleDecider(phrasing);
        expect(decider.reading).toMatchObject({ ok: true });
        const got = Object.fromEntries(Object.keys(c.values).map((v) => [v, decider.decide(v)?.decision ?? 'undecided']));
        expect(got).toEqual(c.values);
      });
    });
  }
});
