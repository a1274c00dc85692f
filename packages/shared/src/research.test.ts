import { describe, expect, it } from 'vitest';
import { dominantDomain, pickWebsiteColumn } from './research.ts';

describe('pickWebsiteColumn', () => {
  it('prefers a column named like a company website over profile or picture links', () => {
    expect(pickWebsiteColumn(['Name', 'LinkedIn URL', 'Company Website'])).toBe('Company Website');
    expect(pickWebsiteColumn(['Profile URL', 'Logo URL', 'Domain'])).toBe('Domain');
    expect(pickWebsiteColumn(['Name', 'Profile URL', 'Company URL'])).toBe('Company URL');
  });

  it('keeps the fallbacks of docs/product.md#validation: a url column, else the first', () => {
    expect(pickWebsiteColumn(['First Name', 'URL', 'Company'])).toBe('URL');
    expect(pickWebsiteColumn(['First Name', 'LinkedIn URL'])).toBe('LinkedIn URL');
    expect(pickWebsiteColumn(['Company', 'City'])).toBe('Company');
    expect(pickWebsiteColumn([])).toBeUndefined();
  });
});

describe('dominantDomain', () => {
  it('names the domain most rows share', () => {
    expect(
      dominantDomain([
        { key: 'linkedin.com', rowCount: 10 },
        { key: 'acme.com', rowCount: 1 },
      ]),
    ).toEqual({
      domain: 'linkedin.com',
      rows: 10,
    });
  });

  it('says nothing for varied websites, a half-and-half split or a tiny list', () => {
    expect(
      dominantDomain([
        { key: 'a.com', rowCount: 2 },
        { key: 'b.com', rowCount: 1 },
        { key: 'c.com', rowCount: 1 },
      ]),
    ).toBeNull();
    expect(
      dominantDomain([
        { key: 'a.com', rowCount: 3 },
        { key: 'b.com', rowCount: 3 },
      ]),
    ).toBeNull();
    expect(dominantDomain([{ key: 'a.com', rowCount: 2 }])).toBeNull();
    expect(dominantDomain([])).toBeNull();
  });
});
