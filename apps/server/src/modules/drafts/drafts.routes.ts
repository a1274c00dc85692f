import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { drafts } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { requireUser } from '../../guards/route-guards.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';

const keyParams = z.object({ key: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Invalid draft key') });
const draftBody = z.object({ data: z.record(z.string(), z.unknown()) });

/** Server-side drafts of the signed-in user (always scoped to the caller). */
export async function draftsRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const { db } = runtime;
  // About the caller themself (ADR 0067): a viewer keeps drafts too.
  const own = { preHandler: requireUser, config: { workspace: 'caller' as const } };
  app.get('/api/drafts/:key', { ...own, schema: { tags: ['drafts'], params: keyParams } }, async (request) => {
    const [row] = await db
      .select()
      .from(drafts)
      .where(and(eq(drafts.userId, request.user.id), eq(drafts.key, request.params.key)));
    if (!row) throw notFound('Draft not found');
    return { key: row.key, data: row.data, updatedAt: row.updatedAt.toISOString() };
  });
  app.put(
    '/api/drafts/:key',
    { ...own, bodyLimit: 512 * 1024, schema: { tags: ['drafts'], params: keyParams, body: draftBody } },
    async (request) => {
      const values = { userId: request.user.id, key: request.params.key, data: request.body.data, updatedAt: new Date() };
      await db
        .insert(drafts)
        .values(values)
        .onConflictDoUpdate({ target: [drafts.userId, drafts.key], set: { data: values.data, updatedAt: values.updatedAt } });
      return { success: true };
    },
  );
}
