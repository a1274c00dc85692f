import { describe, expect, it } from 'vitest';
import { dominantDomain, pickWebsiteColumn, researchJob } from './research.ts';

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

describe('who ran a research job', () => {
  const job = {
    jobId: 'r1',
    name: 'Leads',
    instructions: 'B2B software',
    status: 'completed',
    createdAt: '2026-01-15T10:00:00.000Z',
    completedAt: null,
    totalWebsites: 1,
    processedWebsites: 1,
    keptCount: 1,
    avgRelevanceScore: 8,
    totalRows: 1,
    enableWebSearch: false,
    message: null,
  };

  it('reads createdBy, null for a deleted account, and an answer without it (a server older than workspaces)', () => {
    expect(researchJob.parse({ ...job, createdBy: { id: 'u1', name: 'Alice' } }).createdBy).toEqual({ id: 'u1', name: 'Alice' });
    expect(researchJob.parse({ ...job, createdBy: null }).createdBy).toBeNull();
    expect('createdBy' in researchJob.parse(job)).toBe(false);
    expect(researchJob.safeParse({ ...job, createdBy: { id: 'u1' } }).success).toBe(false);
  });
});
