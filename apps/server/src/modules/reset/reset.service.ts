import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { drafts } from '../../db/schema/index.ts';

/**
 * Emergency reset (docs/product.md#screens): clears the caller's server-side draft state and nothing else. Lists, jobs,
 * templates and credits are never touched.
 */
export async function emergencyReset(db: Db, userId: string): Promise<{ draftsCleared: number }> {
  const removed = await db.delete(drafts).where(eq(drafts.userId, userId)).returning({ key: drafts.key });
  return { draftsCleared: removed.length };
}
