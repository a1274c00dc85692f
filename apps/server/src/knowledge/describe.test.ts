import { describe, expect, it } from 'vitest';
import { describeReading } from './describe.ts';
import { readInstructions } from './reader.ts';

const described = (instructions: string) => describeReading(readInstructions(instructions));

describe('describeReading', () => {
  it('names a group with its member count', () => {
    expect(described('Keep countries in the EU')).toBe('keep countries in the EU — 27 members');
    expect(described('Keep companies in Europe except the UK')).toBe('keep countries in Europe — 51 members; exclude United Kingdom');
  });

  it('lists keeps and excludes of the keep: / exclude: form', () => {
    expect(described('Keep: Germany, France. Exclude: Austria')).toBe('keep Germany, France; exclude Austria');
    expect(described('Keep companies outside the EU')).toBe('keep everything; exclude countries in the EU — 27 members');
  });

  it('says what kind of thing each clause is about', () => {
    expect(described('exclude free-mail domains')).toBe('exclude free-mail domains');
    expect(described('Keep companies with 50 to 500 employees')).toBe('keep companies with 50 to 500 employees');
    expect(described('Keep revenue above $10M')).toBe('keep revenue above $10M');
    expect(described('Keep software companies')).toBe('keep companies in software (NAICS 5112, 5182, 51913)');
    expect(described('keep gmail.com')).toBe('keep gmail addresses');
    expect(described('Keep: VP')).toBe('keep job titles: VP');
    expect(described('Keep the Midwest')).toBe('keep US states in the US Midwest — 12 members');
    expect(described('Keep: Ohio')).toBe('keep Ohio (US state)');
  });

  it('is null when the rules refused the instructions', () => {
    expect(described('Keep only B2B SaaS with good vibes')).toBeNull();
    expect(described('Keep Germany and software companies')).toBeNull();
    expect(described('')).toBeNull();
  });
});
