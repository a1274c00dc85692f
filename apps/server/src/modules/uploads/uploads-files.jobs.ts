import { z } from 'zod';
import { defineJob } from '../../jobs/queue.ts';
import type { Runtime } from '../../runtime-types.ts';
import { sweepExpiredUploads } from './uploads-files.service.ts';

/** Daily at 00:45 UTC (after credits.reset). */
export const UPLOADS_RETENTION_CRON = '45 0 * * *';

/** `UPLOAD_RETENTION_DAYS`: deletes uploads nothing has used for that many days (nothing when unset). */
export const uploadsRetentionJob = defineJob({
  name: 'uploads.retention',
  payload: z.object({}),
  handler: async (_data, runtime: Runtime) => {
    const days = runtime.config.UPLOAD_RETENTION_DAYS;
    if (days === undefined) return;
    const removed = await sweepExpiredUploads(runtime, days);
    if (removed > 0) runtime.log.info({ removed, days }, 'deleted uploads past their retention');
  },
});

/** Stores the daily schedule (an upsert: every process may call it; pg-boss sends each occurrence once). */
export async function scheduleUploadJobs(runtime: Pick<Runtime, 'boss'>): Promise<void> {
  await runtime.boss.schedule(uploadsRetentionJob.name, UPLOADS_RETENTION_CRON, {}, { tz: 'UTC', missed: 'once' });
}
