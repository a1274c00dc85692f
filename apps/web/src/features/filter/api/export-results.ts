import { api } from '../../../lib/api-client';

export const defaultExportName = 'ListCleaner-filtered_data.xlsx';
export const noFilterIdMessage = 'No filter ID found. Please run a filter first.';
export const exportFailedMessage = 'Failed to export results. Please try again.';

/** The download name from Content-Disposition: RFC 5987 `filename*` first, then `filename`, else the default. */
export function fileNameFromDisposition(header: string | null, fallback = defaultExportName): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      const name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
      if (name) return name;
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2])?.trim();
  return name || fallback;
}

export class ExportError extends Error {
  override name = 'ExportError';
}

/** GET /api/export/:filterId?format=xlsx → the workbook and its name (SPEC §8 messages on failure). */
export async function fetchExport(filterId: string | null | undefined): Promise<{ blob: Blob; fileName: string }> {
  if (!filterId) throw new ExportError(noFilterIdMessage);
  let response: Response;
  try {
    response = await api.get(`/api/export/${encodeURIComponent(filterId)}?format=xlsx`);
  } catch {
    throw new ExportError(exportFailedMessage);
  }
  if (!response.ok) throw new ExportError(`Export failed with status: ${response.status}`);
  try {
    return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
  } catch {
    throw new ExportError(exportFailedMessage);
  }
}

/** Saves `blob` as `fileName` through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function exportResults(filterId: string | null | undefined): Promise<string> {
  const { blob, fileName } = await fetchExport(filterId);
  saveBlob(blob, fileName);
  return fileName;
}
