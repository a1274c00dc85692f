import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, user } from '../../db/schema/index.ts';

/** The caller's own name: better-auth's user row and the profile's display name together. */
export async function updateOwnName(db: Db, userId: string, name: string): Promise<string> {
  await db.transaction(async (tx) => {
    await tx.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, userId));
    await tx.update(profiles).set({ displayName: name, updatedAt: new Date() }).where(eq(profiles.id, userId));
  });
  return name;
}
