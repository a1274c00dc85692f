import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exportLinks, type ExportLinkFormat, type ExportLinkKind, type ExportLinkRow } from '../../db/schema/index.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';
import { base62, hashApiKey } from '../../lib/api-key-format.ts';
import { getOwnJob } from '../filter/filter.service.ts';
import { getOwnResearchJob } from '../research/research.service.ts';
import type { WorkspaceCaller } from '../../runtime-types.ts';

/** How long a link works (it also stops working after its first download). */
export const EXPORT_LINK_TTL_MS = 15 * 60_000;
const TOKEN_PREFIX = 'lse_';

export const exportLinkGoneMessage =
  'This download link was already used or has expired. Ask for a new one (get_export_link, or POST /api/export-links).';

export type CreatedExportLink = { url: string; expiresAt: string; kind: ExportLinkKind; jobId: string; format: ExportLinkFormat };

/**
 * A one-use link to the export of one of the workspace's finished jobs: checks the workspace and completion as the
 * export route does (another workspace's job → 404), stores only the token's SHA-256.
 */
export async function createExportLink(
  db: Db,
  baseUrl: string,
  caller: WorkspaceCaller,
  target: { kind: ExportLinkKind; jobId: string; format?: ExportLinkFormat },
  now = new Date(),
): Promise<CreatedExportLink> {
  const workspaceId = caller.workspace.id;
  if (target.kind === 'filter') {
    const job = await getOwnJob(db, workspaceId, target.jobId);
    if (job.status !== 'completed') throw conflict('The job has not completed yet');
  } else {
    const job = await getOwnResearchJob(db, workspaceId, target.jobId);
    if (job.status !== 'completed') throw conflict('The research job has not completed yet');
  }
  const token = TOKEN_PREFIX + base62(randomBytes(32), 43);
  const expiresAt = new Date(now.getTime() + EXPORT_LINK_TTL_MS);
  const format = target.format ?? 'xlsx';
  const userId = caller.userId;
  await db
    .insert(exportLinks)
    .values({ workspaceId, userId, kind: target.kind, jobId: target.jobId, format, tokenHash: hashApiKey(token), expiresAt });
  // Links made before this one that lapsed are of no use to anyone: dropped here rather than by a timer.
  await db
    .delete(exportLinks)
    .where(and(eq(exportLinks.workspaceId, workspaceId), or(lt(exportLinks.expiresAt, now), isNotNull(exportLinks.usedAt))));
  return {
    url: new URL(`/api/export-links/${token}`, baseUrl).toString(),
    expiresAt: expiresAt.toISOString(),
    kind: target.kind,
    jobId: target.jobId,
    format,
  };
}

/**
 * Claims a link with one conditional UPDATE (unused, not expired): exactly one download wins, on whichever
 * web node. An unknown token, a used or an expired link answers 410.
 */
export async function claimExportLink(db: Db, token: string): Promise<ExportLinkRow> {
  const [row] = await db
    .update(exportLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(exportLinks.tokenHash, hashApiKey(token)), isNull(exportLinks.usedAt), gt(exportLinks.expiresAt, new Date())))
    .returning();
  if (!row) throw new HttpError(410, exportLinkGoneMessage);
  return row;
}
