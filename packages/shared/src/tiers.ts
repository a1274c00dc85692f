import { UNLIMITED } from './credits.ts';

export type TierDefinition = {
  name: string;
  displayName: string;
  /** -1 = unlimited */
  credits_per_month: number;
  /** -1 = unlimited */
  max_websites_per_job: number;
};

/**
 * docs/product.md#roles: the tiers seeded on a fresh database. Operators may edit them or add
 * others later, so code must read tiers from the database and not assume this list is complete.
 */
export const SEEDED_TIERS = [
  { name: 'beta_tester', displayName: 'Beta Tester', credits_per_month: 5_000, max_websites_per_job: 1_000 },
  { name: 'agency_user', displayName: 'Agency User', credits_per_month: 25_000, max_websites_per_job: 10_000 },
  { name: 'internal', displayName: 'Internal', credits_per_month: UNLIMITED, max_websites_per_job: UNLIMITED },
] as const satisfies readonly TierDefinition[];

export type SeededTierName = (typeof SEEDED_TIERS)[number]['name'];

/** docs/product.md#roles: the tier preselected in forms (admin create-user, change-tier). */
export const DEFAULT_TIER_NAME: SeededTierName = 'beta_tester';

export function findSeededTier(name: string): TierDefinition | undefined {
  return SEEDED_TIERS.find((tier) => tier.name === name);
}
