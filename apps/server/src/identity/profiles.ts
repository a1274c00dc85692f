import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { DEFAULT_TIER_NAME } from '@leadsift/shared';
import { profiles, user, workspaceMembers, workspaces } from '../db/schema/index.ts';

export type ProfileDto = {
  id: string;
  displayName: string | null;
  avatarUrl: string | null;
  tier: string;
  isStaff: boolean;
  createdAt: string;
};

/**
 * Creates the profile of a new user and their personal workspace (every sign-up path ends here: better-auth's
 * sign-up hook, an administrator's or the CLI's new user, setup's first administrator, an accepted invitation);
 * does nothing for what exists. With the caller's transaction, both commit with the user row.
 */
export async function ensureProfile(
  db: DbOrTx,
  input: { id: string; name: string | null; image: string | null; tier?: string },
): Promise<void> {
  await db
    .insert(profiles)
    .values({ id: input.id, displayName: input.name || null, avatarUrl: input.image })
    .onConflictDoNothing();
  await ensurePersonalWorkspaceRows(db, input.id, input.tier);
}

/**
 * The user's personal workspace (ADR 0067): its id is the user's id, the user its owner, on `tier` (else the
 * default tier). Idempotent. Here, below the modules, so every path that makes a user makes it in its transaction.
 */
export async function ensurePersonalWorkspaceRows(db: DbOrTx, userId: string, tier?: string): Promise<void> {
  await db
    .insert(workspaces)
    .values({ id: userId, name: 'Personal', personal: true, tier: tier ?? DEFAULT_TIER_NAME })
    .onConflictDoNothing();
  await db.insert(workspaceMembers).values({ workspaceId: userId, userId, role: 'owner' }).onConflictDoNothing();
}

/** The profile with the staff flag derived from the user's role and the plan tier of their personal workspace, or null. */
export async function getProfile(db: DbOrTx, userId: string): Promise<ProfileDto | null> {
  const rows = await db
    .select({
      id: profiles.id,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      tier: workspaces.tier,
      role: user.role,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .leftJoin(workspaces, eq(workspaces.id, profiles.id))
    .where(eq(profiles.id, userId));
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    displayName: row.displayName,
    avatarUrl: row.avatarUrl,
    tier: row.tier ?? DEFAULT_TIER_NAME,
    isStaff: row.role === 'admin',
    createdAt: row.createdAt.toISOString(),
  };
}
