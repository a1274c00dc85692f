import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { profiles, user } from '../db/schema/index.ts';

export type ProfileDto = {
  id: string;
  displayName: string | null;
  avatarUrl: string | null;
  tier: string;
  isStaff: boolean;
  createdAt: string;
};

/** Creates the profile of a new user (every sign-up path ends here); does nothing when it exists. */
export async function ensureProfile(
  db: DbOrTx,
  input: { id: string; name: string | null; image: string | null; tier?: string },
): Promise<void> {
  await db
    .insert(profiles)
    .values({ id: input.id, displayName: input.name || null, avatarUrl: input.image, ...(input.tier ? { tier: input.tier } : {}) })
    .onConflictDoNothing();
}

/** The profile with the staff flag derived from the user's role, or null. */
export async function getProfile(db: DbOrTx, userId: string): Promise<ProfileDto | null> {
  const rows = await db
    .select({
      id: profiles.id,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      tier: profiles.tier,
      role: user.role,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, userId));
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    displayName: row.displayName,
    avatarUrl: row.avatarUrl,
    tier: row.tier,
    isStaff: row.role === 'admin',
    createdAt: row.createdAt.toISOString(),
  };
}
