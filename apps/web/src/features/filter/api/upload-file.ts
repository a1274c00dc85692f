import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { errorBody } from './filter-schemas';

/** SPEC §3 file upload result; `distinctCounts` (column -> distinct values) only when the server sends it. */
export const uploadResult = z.object({
  fileId: z.string(),
  rowCount: z.number().int(),
  columnCount: z.number().int(),
  columns: z.array(z.string()),
  distinctCounts: z.record(z.string(), z.number()).optional(),
  /** Issue 15: where the table was found (1-based row, rows and blank leading columns skipped) and the first rows. */
  headerRow: z.number().int().optional(),
  skippedRows: z.number().int().optional(),
  skippedColumns: z.number().int().optional(),
  preview: z.array(z.array(z.string())).optional(),
});
export type UploadResult = z.infer<typeof uploadResult>;

export const notCsvMessage = 'Please upload a CSV file.';
export const uploadFailedMessage = 'An error occurred during upload';

/** SPEC §5: a CSV MIME type or a name ending .csv. */
export function isCsvFile(file: File): boolean {
  return file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
}

/** POST /api/upload (multipart field `file`); errors carry SPEC §8's texts. */
export async function uploadFile(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await api.post('/api/upload', form);
  } catch {
    throw new Error(uploadFailedMessage);
  }
  return readUploadAnswer(response);
}

/** The upload result of an answer, or an Error carrying the server's text. */
export async function readUploadAnswer(response: Response): Promise<UploadResult> {
  if (!response.ok) {
    const body = errorBody.safeParse(await response.json().catch(() => null));
    throw new Error(body.success ? body.data.error : `Upload failed: ${response.statusText || response.status}`);
  }
  const parsed = uploadResult.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(uploadFailedMessage);
  return parsed.data;
}

export function useUploadFile() {
  return useMutation({ mutationFn: uploadFile });
}
