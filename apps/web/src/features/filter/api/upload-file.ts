import { z } from 'zod';
import { readError } from '../../../lib/api-client';

/** docs/product.md#entities file upload result; `distinctCounts` (column -> distinct values) only when the server sends it. */
export const uploadResult = z.object({
  fileId: z.string(),
  rowCount: z.number().int(),
  columnCount: z.number().int(),
  columns: z.array(z.string()),
  distinctCounts: z.record(z.string(), z.number()).optional(),
  /** Where the table was found (1-based row, rows and blank leading columns skipped) and the first rows. */
  headerRow: z.number().int().optional(),
  skippedRows: z.number().int().optional(),
  skippedColumns: z.number().int().optional(),
  preview: z.array(z.array(z.string())).optional(),
});
export type UploadResult = z.infer<typeof uploadResult>;

export const notCsvMessage = 'Please upload a CSV or Excel file';
export const uploadFailedMessage = 'An error occurred during upload';

/** What the List Cleaner's drop area offers (docs/product.md#validation: .csv, .xlsx, .xls, as the Research Agent's). */
export const listFileAccept =
  '.csv,.xlsx,.xls,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';

const listExtensions = ['.csv', '.xlsx', '.xls'];

/** docs/product.md#validation: a CSV MIME type or a name ending .csv, .xlsx or .xls. */
export function isCsvFile(file: File): boolean {
  const name = file.name.toLowerCase();
  return file.type === 'text/csv' || listExtensions.some((extension) => name.endsWith(extension));
}

/** The upload result in an answer body (POST /api/upload answers it, or streams it last: hooks/use-upload-progress). */
export function parseUploadResult(body: unknown): UploadResult {
  const parsed = uploadResult.safeParse(body);
  if (!parsed.success) throw new Error(uploadFailedMessage);
  return parsed.data;
}

/** The upload result of an answer, or an Error carrying the server's text. */
export async function readUploadAnswer(response: Response): Promise<UploadResult> {
  if (!response.ok) throw new Error(await readError(response, `Upload failed: ${response.statusText || response.status}`));
  const parsed = uploadResult.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(uploadFailedMessage);
  return parsed.data;
}
