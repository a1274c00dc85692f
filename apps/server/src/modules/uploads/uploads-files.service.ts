import { DEFAULT_TIER_NAME, type StorageUsage, type StoredUpload, type UploadJob } from '@leadsift/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Runtime, WorkspaceCaller } from '../../runtime-types.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { filterJobs, researchJobs, tiers, uploads, workspaces } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/http-error.ts';
import { mayManageJobOf } from '../membership/membership.service.ts';
import { deleteUpload, getUpload, type UploadDeps } from './uploads.service.ts';

// Stored uploads of a workspace (ADR 0033, ADR 0067): the list with the jobs built on each, the delete that takes
// those jobs along, the storage quota (the workspace's, under its tier), and the retention sweep.

const MB = 1024 * 1024;
/** The quota of a user whose tier has no row (an operator's typo): the column's default, 1 GB. */
const FALLBACK_QUOTA_MB = 1024;

/** The job modules are asked through `jobDeletes` (registered in their `<feature>.module.ts`), not imported. */
type FilesDeps = Pick<UploadDeps, 'db' | 'storage'> & Pick<Runtime, 'jobDeletes'>;

/** Bytes of stored files of one workspace (uploads being read count with what is known of them). */
export async function storageUsed(db: DbOrTx, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploads.sizeBytes}), 0)` })
    .from(uploads)
    .where(eq(uploads.workspaceId, workspaceId));
  return Number(row?.bytes ?? 0);
}

/**
 * Bytes stored per workspace, for the admin users grid (a user's own is their personal workspace, whose id is
 * theirs; workspaces with nothing stored are absent).
 */
export async function storageByWorkspace(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ workspaceId: uploads.workspaceId, bytes: sql<string>`sum(${uploads.sizeBytes})` })
    .from(uploads)
    .groupBy(uploads.workspaceId);
  return new Map(rows.map((r) => [r.workspaceId, Number(r.bytes)]));
}

/** The workspace's quota in bytes, or null when unlimited: `UPLOAD_QUOTA_MB` for everyone, else its tier's. */
export async function storageQuota(db: DbOrTx, config: Pick<Config, 'UPLOAD_QUOTA_MB'>, workspaceId: string): Promise<number | null> {
  if (config.UPLOAD_QUOTA_MB !== undefined) return config.UPLOAD_QUOTA_MB * MB;
  const [workspace] = await db.select({ tier: workspaces.tier }).from(workspaces).where(eq(workspaces.id, workspaceId));
  const [row] = await db
    .select({ quota: tiers.storageQuotaMb })
    .from(tiers)
    .where(eq(tiers.name, workspace?.tier ?? DEFAULT_TIER_NAME));
  const mb = row?.quota ?? FALLBACK_QUOTA_MB;
  return mb < 0 ? null : mb * MB;
}

export async function storageUsage(db: DbOrTx, config: Pick<Config, 'UPLOAD_QUOTA_MB'>, workspaceId: string): Promise<StorageUsage> {
  const [usedBytes, quotaBytes] = await Promise.all([storageUsed(db, workspaceId), storageQuota(db, config, workspaceId)]);
  return { usedBytes, quotaBytes };
}

type JobOf = UploadJob & { uploadId: string; updatedAt: Date; userId: string | null };

/** The workspace's filter and research jobs built on these uploads, newest first. */
async function jobsOf(db: DbOrTx, workspaceId: string, uploadIds: string[]): Promise<JobOf[]> {
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
        userId: filterJobs.userId,
      })
      .from(filterJobs)
      .where(and(eq(filterJobs.workspaceId, workspaceId), inArray(filterJobs.uploadId, uploadIds))),
    db
      .select({
        id: researchJobs.id,
        name: researchJobs.name,
        status: researchJobs.status,
        uploadId: researchJobs.uploadId,
        updatedAt: researchJobs.updatedAt,
        createdAt: researchJobs.createdAt,
        userId: researchJobs.userId,
      })
      .from(researchJobs)
      .where(and(eq(researchJobs.workspaceId, workspaceId), inArray(researchJobs.uploadId, uploadIds))),
  ]);
  return [...filters.map((j) => ({ ...j, kind: 'filter' as const })), ...research.map((j) => ({ ...j, kind: 'research' as const }))]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map(({ createdAt: _created, ...job }) => job);
}

const publicJob = ({ id, kind, name, status }: JobOf): UploadJob => ({ id, kind, name, status });

/** The query of the workspace's ready uploads, newest first (index uploads_workspace_created_idx; a test EXPLAINs it). */
export const workspaceUploadsQuery = (db: Db, workspaceId: string) =>
  db
    .select()
    .from(uploads)
    .where(and(eq(uploads.workspaceId, workspaceId), eq(uploads.status, 'ready')))
    .orderBy(desc(uploads.createdAt));

/** GET /api/uploads: the workspace's ready uploads, newest first, each with the jobs that use it. */
export async function listStoredUploads(db: Db, workspaceId: string): Promise<StoredUpload[]> {
  const rows = await workspaceUploadsQuery(db, workspaceId);
  const jobs = await jobsOf(
    db,
    workspaceId,
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
 * and they are named. Another workspace's upload, or an unknown id, is not found. A caller who may not delete
 * the upload or one of those jobs (another member's, ADR 0067) is refused before anything goes; the retention
 * sweep passes no caller.
 */
export async function deleteStoredUpload(
  deps: FilesDeps,
  workspaceId: string,
  uploadId: string,
  confirm: boolean,
  caller: WorkspaceCaller | null,
): Promise<DeleteOutcome> {
  const upload = await getUpload(deps.db, workspaceId, uploadId);
  if (!upload) return { outcome: 'not-found' };
  const jobs = await jobsOf(deps.db, workspaceId, [upload.id]);
  if (jobs.length > 0 && !confirm) return { outcome: 'in-use', jobs: jobs.map(publicJob) };
  if (caller && ![upload.userId, ...jobs.map((j) => j.userId)].every((maker) => mayManageJobOf(caller, maker))) {
    throw forbidden(
      `Only the member who uploaded this file and ran its jobs, or an owner or admin of ${caller.workspace.name}, can delete it.`,
    );
  }
  let refunded = 0;
  for (const job of jobs) {
    // A job deleted meanwhile (by the user in another tab) is simply gone already.
    const result = await deps.jobDeletes[job.kind](deps.db, workspaceId, job.id, caller).catch(ignoreGone);
    refunded += result?.refunded ?? 0;
  }
  if (!(await deleteUpload(deps, workspaceId, upload.id))) return { outcome: 'not-found' };
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
      .select({ id: uploads.id, workspaceId: uploads.workspaceId })
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
    for (const { id, workspaceId } of expired) {
      if ((await deleteStoredUpload(deps, workspaceId, id, true, null)).outcome === 'deleted') removed++;
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
