import { z } from 'zod';

// Stored uploads a user can see, limit and delete (ADR 0033): GET /api/uploads, DELETE /api/uploads/:id
// and the storage quota's message. The server builds its answers with these schemas and the web parses them.

const units = ['KB', 'MB', 'GB', 'TB'] as const;

/** "512 B", "1.5 KB", "4.8 GB", "5 GB" (1 KB = 1024 bytes; one decimal, none when it is 0). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} ${units[unit]}`;
}

/** Rows an XLSX sheet holds under its header (Excel's 1,048,576, header included); longer tables go on on 'Name (2)', …. */
export const xlsxRowsPerSheet = 1_048_575;

/** Sheets a table of `rows` rows takes in an XLSX export (ADR 0041): the UI offers CSV when it is more than one. */
export function xlsxSheetsFor(rows: number): number {
  return Math.max(1, Math.ceil(rows / xlsxRowsPerSheet));
}

/** The refusal of an upload that would pass the quota (413). */
export function quotaExceededMessage(usedBytes: number, quotaBytes: number): string {
  return `Your files use ${formatBytes(usedBytes)} of ${formatBytes(quotaBytes)} — delete old lists in Files`;
}

/** A job built on an upload: deleting the upload deletes it too. */
export const uploadJob = z.object({
  id: z.string(),
  kind: z.enum(['filter', 'research']),
  name: z.string(),
  status: z.string(),
});
export type UploadJob = z.infer<typeof uploadJob>;

export const storedUpload = z.object({
  id: z.string(),
  name: z.string(),
  /** What it was uploaded for: a List Cleaner list or a Research Agent source. */
  purpose: z.enum(['filter', 'research']),
  rowCount: z.number().int(),
  columnCount: z.number().int(),
  /** The stored file's size (what counts towards the quota). */
  sizeBytes: z.number().int(),
  createdAt: z.string(),
  /** The newest of its creation and its jobs' last activity (retention counts from it). */
  lastUsedAt: z.string(),
  jobs: z.array(uploadJob),
});
export type StoredUpload = z.infer<typeof storedUpload>;

/** Bytes stored and the user's quota (null = unlimited). */
export const storageUsage = z.object({ usedBytes: z.number().int(), quotaBytes: z.number().int().nullable() });
export type StorageUsage = z.infer<typeof storageUsage>;

export const uploadsResponse = z.object({ uploads: z.array(storedUpload), storage: storageUsage });
export type UploadsResponse = z.infer<typeof uploadsResponse>;

export const deleteUploadResponse = z.object({
  deleted: z.literal(true),
  /** The jobs deleted with it. */
  jobs: z.array(uploadJob),
  /** Credits given back for those jobs' unfinished work (as deleting each job does). */
  refunded: z.number().int(),
});
export type DeleteUploadResponse = z.infer<typeof deleteUploadResponse>;

/** 409 of a DELETE without `?confirm=1` on an upload that jobs use: which jobs would go with it. */
export const uploadInUseResponse = z.object({ error: z.string(), jobs: z.array(uploadJob) });
export type UploadInUseResponse = z.infer<typeof uploadInUseResponse>;

export function uploadInUseMessage(jobs: number): string {
  return `${jobs === 1 ? 'A job uses' : `${jobs} jobs use`} this file; deleting it deletes ${jobs === 1 ? 'that job' : 'them'} too. Confirm with ?confirm=1`;
}

/** "1.2 MB of 1 GB", or "1.2 MB — unlimited": what a user's files take of their quota. */
export function storageUsageText({ usedBytes, quotaBytes }: StorageUsage): string {
  return quotaBytes === null ? `${formatBytes(usedBytes)} — unlimited` : `${formatBytes(usedBytes)} of ${formatBytes(quotaBytes)}`;
}
