import { DEFAULT_TIER_NAME, type StorageUsage, type StoredUpload, type UploadJob } from '@leadsift/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Runtime } from '../../runtime-types.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { filterJobs, profiles, researchJobs, tiers, uploads } from '../../db/schema/index.ts';
import { deleteUpload, getUpload, type UploadDeps } from './uploads.service.ts';

// Stored uploads a user can see, limit and delete (ADR 0033): the list with the jobs built on each,
// the delete that takes those jobs along, the storage quota, and the retention sweep.

const MB = 1024 * 1024;
/** The quota of a user whose tier has no row (an operator's typo): the column's default, 1 GB. */
const FALLBACK_QUOTA_MB = 1024;

/** The job modules are asked through `jobDeletes` (registered in their `<feature>.module.ts`), not imported. */
type FilesDeps = Pick<UploadDeps, 'db' | 'storage'> & Pick<Runtime, 'jobDeletes'>;

/** Bytes of stored files of one user (uploads being read count with what is known of them). */
export async function storageUsed(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploads.sizeBytes}), 0)` })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return Number(row?.bytes ?? 0);
}

/** Bytes stored per user, for the admin users grid (users with nothing stored are absent). */
export async function storageByUser(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ userId: uploads.userId, bytes: sql<string>`sum(${uploads.sizeBytes})` })
    .from(uploads)
    .groupBy(uploads.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.bytes)]));
}

/** The user's quota in bytes, or null when unlimited: `UPLOAD_QUOTA_MB` for everyone, else the tier's. */
export async function storageQuota(db: DbOrTx, config: Pick<Config, 'UPLOAD_QUOTA_MB'>, userId: string): Promise<number | null> {
  if (config.UPLOAD_QUOTA_MB !== undefined) return config.UPLOAD_QUOTA_MB * MB;
  const [profile] = await db.select({ tier: profiles.tier }).from(profiles).where(eq(profiles.id, userId));
  const [row] = await db
    .select({ quota: tiers.storageQuotaMb })
    .from(tiers)
    .where(eq(tiers.name, profile?.tier ?? DEFAULT_TIER_NAME));
  const mb = row?.quota ?? FALLBACK_QUOTA_MB;
  return mb < 0 ? null : mb * MB;
}

export async function storageUsage(db: DbOrTx, config: Pick<Config, 'UPLOAD_QUOTA_MB'>, userId: string): Promise<StorageUsage> {
  const [usedBytes, quotaBytes] = await Promise.all([storageUsed(db, userId), storageQuota(db, config, userId)]);
  return { usedBytes, quotaBytes };
}

type JobOf = UploadJob & { uploadId: string; updatedAt: Date };

/** The user's filter and research jobs built on these uploads, newest first. */
async function jobsOf(db: DbOrTx, userId: string, uploadIds: string[]): Promise<JobOf[]> {
  if (uploadIds.length === 0) return [];
  const [filters, research] = await Promise.all([
    db
      .select({
        id: filterJobs.id,
        name: filterJobs.jobName,
        status: filterJobs.status,
        uploadId: filterJobs.uploadId,
        updatedAt: filterJobs.updatedAt,
        createdAt: filterJobs.createdAt,
      })
      .from(filterJobs)
      .where(and(eq(filterJobs.userId, userId), inArray(filterJobs.uploadId, uploadIds))),
    db
      .select({
        id: researchJobs.id,
        name: researchJobs.name,
        status: researchJobs.status,
        uploadId: researchJobs.uploadId,
        updatedAt: researchJobs.updatedAt,
        createdAt: researchJobs.createdAt,
      })
      .from(researchJobs)
      .where(and(eq(researchJobs.userId, userId), inArray(researchJobs.uploadId, uploadIds))),
  ]);
  return [...filters.map((j) => ({ ...j, kind: 'filter' as const })), ...research.map((j) => ({ ...j, kind: 'research' as const }))]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map(({ createdAt: _created, ...job }) => job);
}

const publicJob = ({ id, kind, name, status }: JobOf): UploadJob => ({ id, kind, name, status });

/** GET /api/uploads: the user's ready uploads, newest first, each with the jobs that use it. */
export async function listStoredUploads(db: Db, userId: string): Promise<StoredUpload[]> {
  const rows = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.status, 'ready')))
    .orderBy(desc(uploads.createdAt));
  const jobs = await jobsOf(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((upload) => {
    const own = jobs.filter((j) => j.uploadId === upload.id);
    const lastUsed = Math.max(upload.createdAt.getTime(), ...own.map((j) => j.updatedAt.getTime()));
    return {
      id: upload.id,
      name: upload.originalName,
      purpose: upload.purpose,
      rowCount: upload.rowCount,
      columnCount: upload.columnCount,
      sizeBytes: upload.sizeBytes,
      createdAt: upload.createdAt.toISOString(),
      lastUsedAt: new Date(lastUsed).toISOString(),
      jobs: own.map(publicJob),
    };
  });
}

export type DeleteOutcome =
  { outcome: 'not-found' } | { outcome: 'in-use'; jobs: UploadJob[] } | { outcome: 'deleted'; jobs: UploadJob[]; refunded: number };

/**
 * Deletes an upload: its rows, its stored file, and (only with `confirm`) the jobs built on it, each as
 * deleting that job does (unfinished work refunded). Without `confirm` an upload that jobs use is kept
 * and they are named. Another user's upload, or an unknown id, is not found.
 */
export async function deleteStoredUpload(deps: FilesDeps, userId: string, uploadId: string, confirm: boolean): Promise<DeleteOutcome> {
  const upload = await getUpload(deps.db, userId, uploadId);
  if (!upload) return { outcome: 'not-found' };
  const jobs = await jobsOf(deps.db, userId, [upload.id]);
  if (jobs.length > 0 && !confirm) return { outcome: 'in-use', jobs: jobs.map(publicJob) };
  let refunded = 0;
  for (const job of jobs) {
    // A job deleted meanwhile (by the user in another tab) is simply gone already.
    const result = await deps.jobDeletes[job.kind](deps.db, userId, job.id).catch(ignoreGone);
    refunded += result?.refunded ?? 0;
  }
  if (!(await deleteUpload(deps, userId, upload.id))) return { outcome: 'not-found' };
  return { outcome: 'deleted', jobs: jobs.map(publicJob), refunded };
}

function ignoreGone(err: unknown): null {
  if ((err as { statusCode?: number }).statusCode === 404) return null;
  throw err;
}

/**
 * `UPLOAD_RETENTION_DAYS`: deletes every upload (with its jobs, as a confirmed delete does) that nothing
 * has used for `days` — created before the cutoff, and no job on it created or changed since; uploads with
 * a job still running or paused are kept. Returns how many went.
 */
export async function sweepExpiredUploads(deps: FilesDeps, days: number, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const recentOrOpen = (table: typeof filterJobs | typeof researchJobs) =>
    sql`exists (select 1 from ${table} j where j.upload_id = ${uploads.id}::text
      and (j.updated_at >= ${cutoff.toISOString()}::timestamptz or j.status in ('created', 'processing', 'paused')))`;
  let removed = 0;
  for (;;) {
    const expired = await deps.db
      .select({ id: uploads.id, userId: uploads.userId })
      .from(uploads)
      .where(
        and(
          eq(uploads.status, 'ready'),
          sql`${uploads.createdAt} < ${cutoff.toISOString()}::timestamptz`,
          sql`not ${recentOrOpen(filterJobs)}`,
          sql`not ${recentOrOpen(researchJobs)}`,
        ),
      )
      .limit(200);
    for (const { id, userId } of expired) {
      if ((await deleteStoredUpload(deps, userId, id, true)).outcome === 'deleted') removed++;
    }
    if (expired.length < 200) return removed;
  }
}

/**
 * Removes stored files that no upload names (a process that died between storing a file and writing its
 * upload row), on whichever store is configured. Files younger than `olderThanMs` are left
 * alone: another process may be storing one right now, its upload row not written yet.
 */
export async function sweepOrphanFiles(deps: FilesDeps, olderThanMs = 60 * 60 * 1000, now = Date.now()): Promise<number> {
  const named = new Set((await deps.db.selectDistinct({ key: uploads.fileKey }).from(uploads)).map((r) => r.key));
  const orphans: string[] = [];
  for await (const file of deps.storage.list()) {
    if (!named.has(file.key) && file.modifiedAt.getTime() < now - olderThanMs) orphans.push(file.key);
  }
  let removed = 0;
  for (const key of orphans) {
    // Named meanwhile (a re-read taking it over is only ever of a file that already had a row): kept.
    const [row] = await deps.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.fileKey, key)).limit(1);
    if (row) continue;
    await deps.storage.delete(key);
    removed++;
  }
  return removed;
}
