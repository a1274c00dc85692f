import { RESEARCH_UPLOAD_TYPES } from '@leadsift/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api, readError } from '../../../lib/api-client';

/** SPEC §3 research upload response. */
export const researchUpload = z.object({ fileId: z.string(), filePath: z.string(), columns: z.array(z.string()) });
export type ResearchUpload = z.infer<typeof researchUpload>;

export const noFileChosenMessage = 'Please select a file first';
export const invalidResponseMessage = 'Server returned an invalid response format';

const accepted = ['.csv', '.xlsx', '.xls'];

/** SPEC §5: the research upload takes .csv, .xlsx and .xls. */
export function isResearchFile(file: File): boolean {
  const name = file.name.toLowerCase();
  return accepted.some((ext) => name.endsWith(ext));
}

/** SPEC §5 texts: 'Failed to upload file: …' for a refusal or a network failure. */
export async function uploadResearchFile(file: File | null | undefined): Promise<ResearchUpload> {
  if (!file) throw new Error(noFileChosenMessage);
  if (!isResearchFile(file)) throw new Error(RESEARCH_UPLOAD_TYPES);
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await api.post('/api/research/upload', form);
  } catch (err) {
    throw new Error(`Failed to upload file: ${err instanceof Error ? err.message : 'network error'}`, { cause: err });
  }
  if (!response.ok) {
    throw new Error(`Failed to upload file: ${await readError(response, response.statusText || String(response.status))}`);
  }
  const parsed = researchUpload.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(invalidResponseMessage);
  return parsed.data;
}

export function useUploadResearchFile() {
  return useMutation({ mutationFn: uploadResearchFile });
}
