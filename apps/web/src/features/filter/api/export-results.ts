import type { CsvRows } from '../../../components/export-buttons';
import { api } from '../../../lib/api-client';
import { fileNameFromDisposition as nameFromDisposition, saveBlob } from '../../../lib/download';

export { saveBlob };

export const defaultExportName = 'ListCleaner-filtered_data.xlsx';
export const noFilterIdMessage = 'No filter ID found. Please run a filter first.';
export const exportFailedMessage = 'Failed to export results. Please try again.';

/** The download name from Content-Disposition, else the List Cleaner's default. */
export function fileNameFromDisposition(header: string | null, fallback = defaultExportName): string {
  return nameFromDisposition(header, fallback);
}

export class ExportError extends Error {
  override name = 'ExportError';
}

/**
 * GET /api/export/:filterId?format=xlsx (or csv, with `rows` qualified / disqualified / all) → the file and its name
 * (the messages of docs/product.md#messages on failure).
 */
export async function fetchExport(
  filterId: string | null | undefined,
  format: 'xlsx' | 'csv' = 'xlsx',
  rows?: CsvRows,
): Promise<{ blob: Blob; fileName: string }> {
  if (!filterId) throw new ExportError(noFilterIdMessage);
  let response: Response;
  try {
    const which = format === 'csv' && rows && rows !== 'qualified' ? `&rows=${rows}` : '';
    response = await api.get(`/api/export/${encodeURIComponent(filterId)}?format=${format}${which}`);
  } catch {
    throw new ExportError(exportFailedMessage);
  }
  if (!response.ok) throw new ExportError(`Export failed with status: ${response.status}`);
  try {
    const fallback = format === 'csv' ? defaultExportName.replace(/\.xlsx$/, '.csv') : defaultExportName;
    return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), fallback) };
  } catch {
    throw new ExportError(exportFailedMessage);
  }
}

export async function exportResults(filterId: string | null | undefined, format: 'xlsx' | 'csv' = 'xlsx', rows?: CsvRows): Promise<string> {
  const { blob, fileName } = await fetchExport(filterId, format, rows);
  saveBlob(blob, fileName);
  return fileName;
}
