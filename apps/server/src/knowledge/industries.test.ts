import { describe, expect, it } from 'vitest';
import { readIndustryGroup, resolveIndustry } from './industries.ts';
import { createRuleDecider } from './index.ts';

const decision = (instructions: string, value: string) => createRuleDecider(instructions).decide(value)?.decision ?? 'undecided';

describe('industries (NAICS)', () => {
  it('reads NAICS codes and titles', () => {
    expect(resolveIndustry('336411')).toMatchObject({ taxonomy: 'NAICS', code: '336411', title: 'Aircraft Manufacturing' });
    expect(resolveIndustry('NAICS 541511')?.title).toBe('Custom Computer Programming Services');
    expect(resolveIndustry('541511 - Custom Computer Programming Services')?.code).toBe('541511');
    expect(resolveIndustry('custom computer programming services')?.code).toBe('541511');
    expect(resolveIndustry('Acme')).toBeUndefined();
  });

  it('reads sales words, word forms, titles and codes as groups', () => {
    expect(readIndustryGroup('manufacturers')?.prefixes).toEqual(['31', '32', '33']);
    expect(readIndustryGroup('SaaS')?.prefixes).toContain('5112');
    expect(readIndustryGroup('IT services')?.prefixes).toEqual(['5415', '5182']);
    expect(readIndustryGroup('healthcare')?.prefixes).toEqual(['621', '622', '623']);
    expect(readIndustryGroup('financial services')?.prefixes).toEqual(['52']);
    expect(readIndustryGroup('Construction')?.prefixes).toEqual(['23']);
    expect(readIndustryGroup('retailers')?.prefixes).toEqual(['44', '45']);
    expect(readIndustryGroup('5415')?.prefixes).toEqual(['5415']);
    expect(readIndustryGroup('cool startups')).toBeUndefined();
  });

  it('decides by the NAICS hierarchy', () => {
    expect(decision('Keep manufacturers.', 'Aircraft Manufacturing')).toBe('KEEP');
    expect(decision('Keep manufacturers.', 'Retail Bakeries')).toBe('KEEP'); // NAICS 311811 is in Manufacturing
    expect(decision('Keep manufacturers.', 'Software Publishers')).toBe('EXCLUDE');
    expect(decision('Keep software and IT services companies', 'Custom Computer Programming Services')).toBe('KEEP');
    expect(decision('Keep software and IT services companies', '541511')).toBe('KEEP');
    expect(decision('Keep healthcare companies', 'General Medical and Surgical Hospitals')).toBe('KEEP');
    expect(decision('Exclude financial services', 'Commercial Banking')).toBe('EXCLUDE');
    expect(decision('Exclude financial services', 'Commercial Bakeries')).toBe('KEEP');
  });

  it('decides a non-NAICS value only when it names the group, and leaves the rest', () => {
    expect(decision('Keep software companies', 'Software Development')).toBe('KEEP');
    expect(decision('Keep software companies', 'Acme Holdings')).toBe('undecided');
  });
});
