import { describe, expect, it } from 'vitest';
import { SEEDED_TIERS, findSeededTier } from './tiers.ts';
import { checkCreditsBody, checkCreditsResponse, tierResponse, usageStatsResponse } from './usage.schemas.ts';

const stats = { creditsUsed: 1_250, creditsAvailable: 3_750, creditsTotal: 5_000, percentUsed: 25, resetDate: '2025-07-01T00:00:00.000Z' };

describe('usageStatsResponse', () => {
  it('parses a successful answer', () => {
    expect(usageStatsResponse.parse({ success: true, data: stats })).toEqual({ success: true, data: stats });
  });

  it('accepts -1 (unlimited) for available and total', () => {
    const unlimited = { ...stats, creditsAvailable: -1, creditsTotal: -1, percentUsed: 0 };
    expect(usageStatsResponse.safeParse({ success: true, data: unlimited }).success).toBe(true);
  });

  it('parses a failure without data', () => {
    expect(usageStatsResponse.parse({ success: false, error: 'nope' })).toEqual({ success: false, error: 'nope' });
  });

  it.each([
    ['a missing field', { success: true, data: { ...stats, creditsUsed: undefined } }],
    ['a string count', { success: true, data: { ...stats, creditsAvailable: '3750' } }],
    ['a count below -1', { success: true, data: { ...stats, creditsTotal: -2 } }],
    ['an unparseable date', { success: true, data: { ...stats, resetDate: 'soon' } }],
    ['success without data', { success: true }],
  ])('rejects %s', (_label, body) => {
    expect(usageStatsResponse.safeParse(body).success).toBe(false);
  });
});

describe('tierResponse', () => {
  it('parses every seeded tier', () => {
    for (const tier of SEEDED_TIERS) expect(tierResponse.parse({ success: true, data: tier })).toEqual({ success: true, data: tier });
  });

  it('rejects an empty display name', () => {
    expect(tierResponse.safeParse({ success: true, data: { ...SEEDED_TIERS[0], displayName: '' } }).success).toBe(false);
  });
});

describe('checkCredits', () => {
  it('accepts a whole, non-negative need only', () => {
    expect(checkCreditsBody.safeParse({ creditsNeeded: 120 }).success).toBe(true);
    expect(checkCreditsBody.safeParse({ creditsNeeded: -1 }).success).toBe(false);
    expect(checkCreditsBody.safeParse({ creditsNeeded: 1.5 }).success).toBe(false);
    expect(checkCreditsBody.safeParse({ creditsNeeded: '10' }).success).toBe(false);
    expect(checkCreditsBody.safeParse({}).success).toBe(false);
  });

  it('parses the answer', () => {
    const body = { success: true, data: { hasCredits: false, creditsAvailable: 40 } };
    expect(checkCreditsResponse.parse(body)).toEqual(body);
  });
});

describe('seeded tiers', () => {
  it('match docs/product.md#roles', () => {
    expect(findSeededTier('beta_tester')).toMatchObject({
      displayName: 'Beta Tester',
      credits_per_month: 5_000,
      max_websites_per_job: 1_000,
    });
    expect(findSeededTier('agency_user')).toMatchObject({
      displayName: 'Agency User',
      credits_per_month: 25_000,
      max_websites_per_job: 10_000,
    });
    expect(findSeededTier('internal')).toMatchObject({ displayName: 'Internal', credits_per_month: -1, max_websites_per_job: -1 });
    expect(findSeededTier('gold')).toBeUndefined();
  });
});
