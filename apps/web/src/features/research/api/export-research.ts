import { api } from '../../../lib/api-client';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download';

export const researchAuthRequired = 'Authentication required. Please sign in again.';

/** docs/product.md#api: the default name when the server sends none. */
export const defaultResearchExportName = (jobId: string, format: 'xlsx' | 'csv' = 'xlsx') => `research-results-${jobId}.${format}`;

/** GET /api/research/jobs/:id/export (?format=csv) → the file and its name; the texts of docs/product.md#messages on failure. */
export async function fetchResearchExport(jobId: string, format: 'xlsx' | 'csv' = 'xlsx'): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await api.get(`/api/research/jobs/${encodeURIComponent(jobId)}/export${format === 'csv' ? '?format=csv' : ''}`);
  } catch (err) {
    throw new Error(`Failed to export results: ${err instanceof Error ? err.message : 'network error'}`, { cause: err });
  }
  if (response.status === 401) throw new Error(researchAuthRequired);
  if (!response.ok) throw new Error(`Failed to export results: status ${response.status}`);
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'), defaultResearchExportName(jobId, format));
  return { blob: await response.blob(), fileName };
}

/** Downloads the job's workbook (or CSV); resolves with the saved name. */
export async function exportResearch(jobId: string, format: 'xlsx' | 'csv' = 'xlsx'): Promise<string> {
  const { blob, fileName } = await fetchResearchExport(jobId, format);
  saveBlob(blob, fileName);
  return fileName;
}
