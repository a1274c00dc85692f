import { and, eq } from 'drizzle-orm';
import { filterJobs, uploads } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-error.ts';
import type { WorkspaceCaller } from '../../runtime-types.ts';
import { ingestStored } from './upload-ingest.ts';
import { fileInUse, forgetColumns, getUpload, type Ingested, type UploadDeps } from './uploads.service.ts';

export const rereadMessages = {
  usedByJob: 'This list has already been filtered; upload it again to read it with another header row',
};

/**
 * Reads a stored upload again with another header row, without uploading it again. The rows go into a
 * new upload (a new id: nothing cached under the old one can be stale on any node) that takes over the
 * stored file; the old upload is removed. A list a job has used keeps its rows (409).
 */
export async function rereadUpload(
  deps: UploadDeps,
  caller: WorkspaceCaller,
  uploadId: string,
  headerRow: number,
): Promise<Ingested | null> {
  const workspaceId = caller.workspace.id;
  const old = await getUpload(deps.db, workspaceId, uploadId);
  if (!old) return null;
  const [used] = await deps.db
    .select({ id: filterJobs.id })
    .from(filterJobs)
    .where(and(eq(filterJobs.workspaceId, workspaceId), eq(filterJobs.uploadId, uploadId)))
    .limit(1);
  if (used) throw conflict(rereadMessages.usedByJob);
  const { fileKey, format, sizeBytes, originalName } = old;
  // A re-read costs what the first read did: it takes an ingest slot the same way.
  const release = await deps.slots?.acquire(caller.userId);
  let ingested: Ingested;
  try {
    ingested = await ingestStored(deps, caller, old.purpose, { fileKey, format, sizeBytes, originalName }, headerRow);
  } finally {
    release?.();
  }
  const [removed] = await deps.db
    .delete(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.workspaceId, workspaceId)))
    .returning({ id: uploads.id });
  forgetColumns(uploadId);
  if (!removed) {
    // Deleted (or read again) meanwhile: this copy goes too, and the file stays with whoever holds it.
    await deps.db.delete(uploads).where(eq(uploads.id, ingested.upload.id));
    if (!(await fileInUse(deps.db, old.fileKey))) await deps.storage.delete(old.fileKey);
    return null;
  }
  return ingested;
}
