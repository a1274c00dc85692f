import { describe, expect, it } from 'vitest';
import { createRuleDecider } from './index.ts';
import { resolvePlace } from './places.ts';

const decide = (instructions: string, value: string) => createRuleDecider(instructions).decide(value);
const decision = (instructions: string, value: string) => decide(instructions, value)?.decision ?? 'undecided';

describe('places', () => {
  it('reads countries by English, native, translated and official names, codes, and inside strings', () => {
    for (const v of [
      'Germany',
      'Deutschland',
      'Allemagne',
      'Alemania',
      'Federal Republic of Germany',
      'DEU',
      'Berlin, Germany',
      'Munich - Germany',
    ])
      expect(
        resolvePlace(v).map((p) => p.country),
        v,
      ).toContain('DE');
    expect(resolvePlace('Austin, TX, USA')).toEqual([
      expect.objectContaining({ country: 'US', subdivision: expect.objectContaining({ code: 'TX' }) }),
    ]);
    expect(resolvePlace('日本')[0]?.country).toBe('JP');
    expect(resolvePlace('Paris')).toEqual([expect.objectContaining({ country: 'FR', capital: true })]); // a capital, marked
    expect(resolvePlace('Narnia')).toEqual([]);
  });

  it('reads the names lists keep writing that the country package lacks (Turkey, DRC, "St" for "Saint")', () => {
    const read = (v: string) => resolvePlace(v).map((p) => p.country);
    for (const [v, code] of [
      ['Turkey', 'TR'],
      ['Istanbul, Turkey', 'TR'],
      ['Holy See', 'VA'],
      ['DRC', 'CD'],
      ['Bosnia', 'BA'],
      ['The Gambia', 'GM'],
      ['The Bahamas', 'BS'],
      ['Faroes', 'FO'],
      ['KSA', 'SA'],
      ['PRC', 'CN'],
      ['Lao PDR', 'LA'],
      ['Macao SAR', 'MO'],
      ['St Kitts and Nevis', 'KN'],
      ['St. Vincent and the Grenadines', 'VC'],
    ] as const)
      expect(read(v), v).toEqual([code]);
    expect(decision('Keep Asia, Turkey included', 'Turkey')).toBe('KEEP');
    expect(decision('Exclude Turkey', 'Türkiye')).toBe('EXCLUDE');
    // Names that stay unread: a city as well as an island ("Trinidad"), two countries' initials ("ROC").
    expect(read('Trinidad')).toEqual([]);
    expect(read('ROC')).toEqual([]);
  });

  it('keeps a code with two readings open until evidence settles it', () => {
    expect(
      resolvePlace('GA')
        .map((p) => p.subdivision?.code ?? p.country)
        .sort(),
    ).toEqual(['GA', 'GA']);
    // Germany or Delaware, Canada or California: the instructions' kind is no evidence, the column is.
    expect(decision('keep: Germany, Austria, Switzerland', 'DE')).toBe('undecided');
    expect(decision('keep: California, Oregon, Washington', 'CA')).toBe('undecided');
    expect(createRuleDecider('keep: Germany, Austria, Switzerland', { header: 'Country' }).decide('DE')?.decision).toBe('KEEP');
    expect(createRuleDecider('keep: California, Oregon, Washington', { header: 'State' }).decide('CA')?.decision).toBe('KEEP');
  });

  it('decides country groups and names the rule and the fact', () => {
    expect(decide('Keep companies based in the European Union.', 'Deutschland')?.reason).toBe(
      'KEEP — Deutschland is Germany (DE), an EU member state',
    );
    expect(decision('Keep companies based in the European Union.', 'Schweiz')).toBe('EXCLUDE');
    expect(decision('Keep companies based in the European Union.', 'Austin, TX, USA')).toBe('EXCLUDE');
    expect(decision('Keep DACH companies', 'Zürich, CH')).toBe('KEEP');
    expect(decision('Keep Benelux', 'Luxembourg')).toBe('KEEP');
    expect(decision('Keep the Nordics', 'Norge')).toBe('KEEP');
    expect(decision('Keep G7 countries', 'Japan')).toBe('KEEP');
    expect(decision('Keep G20 countries', 'Argentina')).toBe('KEEP');
    expect(decision('keep: EEA', 'Norway')).toBe('KEEP');
    expect(decision('Keep companies in Africa', 'Kenya')).toBe('KEEP');
    expect(decision('Keep Western Europe', 'France')).toBe('KEEP');
    expect(decision('Keep Western Europe', 'Poland')).toBe('EXCLUDE');
  });

  it('decides the sales territories as the README defines them', () => {
    expect(decision('keep: EMEA', 'South Africa')).toBe('KEEP');
    expect(decision('keep: EMEA', 'United Arab Emirates')).toBe('KEEP');
    expect(decision('keep: EMEA', 'Japan')).toBe('EXCLUDE');
    expect(decision('keep: APAC', 'Singapore')).toBe('KEEP');
    expect(decision('keep: APAC', 'Saudi Arabia')).toBe('EXCLUDE');
    expect(decision('keep: LATAM', 'Mexico')).toBe('KEEP');
    expect(decision('keep: North America', 'Canada')).toBe('KEEP');
    expect(decision('keep: North America', 'Mexico')).toBe('EXCLUDE');
  });

  it('decides US states, census regions, coasts and Canadian provinces', () => {
    expect(decision('keep: California, Oregon, Washington', 'WA')).toBe('KEEP');
    expect(decision('keep: California, Oregon, Washington', 'Washington, DC')).toBe('EXCLUDE');
    expect(decision('Keep West Coast companies', 'Seattle, WA')).toBe('KEEP');
    expect(decision('Keep East Coast companies', 'Florida')).toBe('KEEP');
    expect(decision('Keep companies in the Midwest', 'Chicago, IL, USA')).toBe('KEEP');
    expect(decision('Keep companies in the Midwest', 'Texas')).toBe('EXCLUDE');
    expect(decision('Keep New England', 'Vermont')).toBe('KEEP');
    expect(decision('keep: Ontario, Quebec', 'Québec')).toBe('KEEP');
    expect(decision('keep: Ontario, Quebec', 'BC')).toBe('EXCLUDE');
    // A US state criterion cannot tell where in the US "USA" is: left to the model or review.
    expect(decision('keep: California', 'USA')).toBe('undecided');
    expect(decision('keep: California', 'Germany')).toBe('EXCLUDE');
  });

  it('leaves values that name no place undecided', () => {
    expect(decision('Keep companies based in the European Union.', 'Acme Corp')).toBe('undecided');
    expect(decision('Keep companies based in the European Union.', '')).toBe('undecided');
  });

  it("reads a website's country-code TLD, not generic ones", () => {
    expect(decision('Keep companies in Germany', 'https://www.acme.de')).toBe('KEEP');
    expect(decision('Keep companies in Germany', 'acme.co.uk')).toBe('EXCLUDE');
    expect(decision('Keep companies in Germany', 'acme.io')).toBe('undecided');
  });
});
