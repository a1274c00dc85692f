import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('picks the noun by the count and groups thousands', () => {
    expect(plural(1, 'duplicate')).toBe('1 duplicate');
    expect(plural(0, 'duplicate')).toBe('0 duplicates');
    expect(plural(1250, 'website')).toBe('1,250 websites');
    expect(plural(2, 'entry', 'entries')).toBe('2 entries');
  });
});
