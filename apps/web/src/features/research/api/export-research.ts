import { api } from '../../../lib/api-client';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download';

export const researchAuthRequired = 'Authentication required. Please sign in again.';

/** SPEC §7: the default name when the server sends none. */
export const defaultResearchExportName = (jobId: string) => `research-results-${jobId}.xlsx`;

/** GET /api/research/jobs/:id/export → the workbook and its name; SPEC §8 texts on failure. */
export async function fetchResearchExport(jobId: string): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await api.get(`/api/research/jobs/${encodeURIComponent(jobId)}/export`);
  } catch (err) {
    throw new Error(`Failed to export results: ${err instanceof Error ? err.message : 'network error'}`, { cause: err });
  }
  if (response.status === 401) throw new Error(researchAuthRequired);
  if (!response.ok) throw new Error(`Failed to export results: status ${response.status}`);
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'), defaultResearchExportName(jobId));
  return { blob: await response.blob(), fileName };
}

/** Downloads the job's workbook; resolves with the saved name. */
export async function exportResearch(jobId: string): Promise<string> {
  const { blob, fileName } = await fetchResearchExport(jobId);
  saveBlob(blob, fileName);
  return fileName;
}
