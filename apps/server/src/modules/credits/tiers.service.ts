import { DEFAULT_TIER_NAME, UNLIMITED } from '@leadsift/shared';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { tiers, workspaces, type TierRow } from '../../db/schema/index.ts';

export type Tier = Pick<TierRow, 'name' | 'displayName' | 'creditsPerMonth' | 'maxWebsitesPerJob'>;

const limit = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(UNLIMITED, `${label} must be -1 (unlimited) or more`);

/** An operator's tier definition (CLI now, admin API later). */
export const tierInput = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,63}$/, 'Tier name must be lower-case letters, digits and underscores, starting with a letter'),
  displayName: z.string().trim().min(1, 'Display name is required').max(100),
  creditsPerMonth: limit('Credits per month'),
  maxWebsitesPerJob: limit('Websites per job'),
});
export type TierInput = z.infer<typeof tierInput>;

const tierColumns = {
  name: tiers.name,
  displayName: tiers.displayName,
  creditsPerMonth: tiers.creditsPerMonth,
  maxWebsitesPerJob: tiers.maxWebsitesPerJob,
};

export const isUnlimitedTier = (tier: Pick<Tier, 'creditsPerMonth'>): boolean => tier.creditsPerMonth === UNLIMITED;

export async function listTiers(db: DbOrTx): Promise<Tier[]> {
  return db.select(tierColumns).from(tiers).orderBy(asc(tiers.createdAt), asc(tiers.name));
}

export async function getTier(db: DbOrTx, name: string): Promise<Tier | null> {
  const [row] = await db.select(tierColumns).from(tiers).where(eq(tiers.name, name));
  return row ?? null;
}

/** Creates the tier or replaces its definition. Accounts pick up new monthly credits at their next reset. */
export async function upsertTier(db: DbOrTx, input: TierInput): Promise<{ tier: Tier; created: boolean }> {
  const values = tierInput.parse(input);
  const created = (await getTier(db, values.name)) === null;
  const [tier] = await db
    .insert(tiers)
    .values(values)
    .onConflictDoUpdate({
      target: tiers.name,
      set: {
        displayName: values.displayName,
        creditsPerMonth: values.creditsPerMonth,
        maxWebsitesPerJob: values.maxWebsitesPerJob,
        updatedAt: new Date(),
      },
    })
    .returning(tierColumns);
  if (!tier) throw new Error(`tier ${values.name} was not saved`);
  return { tier, created };
}

/**
 * The workspace's plan tier (ADR 0067: the tier lives on the workspace; a personal workspace's is the one an
 * administrator sets for its user); the default tier for an unknown workspace. A name with no tier row (a typo by
 * an operator) grants nothing rather than guessing: 0 credits, 0 websites.
 */
export async function tierForWorkspace(db: DbOrTx, workspaceId: string): Promise<Tier> {
  const [workspace] = await db.select({ tier: workspaces.tier }).from(workspaces).where(eq(workspaces.id, workspaceId));
  const name = workspace?.tier ?? DEFAULT_TIER_NAME;
  return (await getTier(db, name)) ?? { name, displayName: name, creditsPerMonth: 0, maxWebsitesPerJob: 0 };
}
