import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client.ts';
import { defineJob } from '../../jobs/queue.ts';
import type { Runtime } from '../../runtime-types.ts';

/** Daily at 01:15 UTC (after the credits reset and the uploads retention). */
export const OAUTH_PURGE_CRON = '15 1 * * *';

/**
 * Deletes OAuth clients registered more than `days` ago that no user holds a consent or a token of (docs/security.md): open registration stores a row per caller, and one nobody connected serves no one. A client whose
 * user disconnected it is such a row too; the assistant registers again when it next asks. Answers how many.
 */
export async function purgeUnusedClients(db: Db, days: number): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    DELETE FROM oauth_client c
    WHERE c.created_at < now() - make_interval(days => ${days})
      AND NOT EXISTS (SELECT 1 FROM oauth_consent x WHERE x.client_id = c.client_id)
      AND NOT EXISTS (SELECT 1 FROM oauth_access_token t WHERE t.client_id = c.client_id)
      AND NOT EXISTS (SELECT 1 FROM oauth_refresh_token r WHERE r.client_id = c.client_id)
    RETURNING c.id`,
  );
  return rows.length;
}

/** `OAUTH_UNUSED_CLIENT_DAYS` (default 7): the daily purge of clients nobody connected. */
export const oauthPurgeJob = defineJob({
  name: 'oauth.purge-clients',
  payload: z.object({}),
  handler: async (_data, runtime: Runtime) => {
    const days = runtime.config.OAUTH_UNUSED_CLIENT_DAYS;
    const removed = await purgeUnusedClients(runtime.db, days);
    if (removed > 0) runtime.log.info({ removed, days }, 'deleted OAuth clients nobody connected');
  },
});

/** Stores the daily schedule (an upsert: every process may call it; pg-boss sends each occurrence once). */
export async function scheduleOAuthJobs(runtime: Pick<Runtime, 'boss'>): Promise<void> {
  await runtime.boss.schedule(oauthPurgeJob.name, OAUTH_PURGE_CRON, {}, { tz: 'UTC', missed: 'once' });
}
