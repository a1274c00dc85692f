import { RESEARCH_UPLOAD_TYPES } from '@leadsift/shared';
import { z } from 'zod';
import { uploadCancelledMessage } from '../../../hooks/use-upload-progress';

/** docs/product.md#entities research upload response. */
export const researchUpload = z.object({ fileId: z.string(), filePath: z.string(), columns: z.array(z.string()) });
export type ResearchUpload = z.infer<typeof researchUpload>;

export const researchUploadUrl = '/api/research/upload';
export const noFileChosenMessage = 'Please select a file first';
export const invalidResponseMessage = 'Server returned an invalid response format';

const accepted = ['.csv', '.xlsx', '.xls'];

/** docs/product.md#validation: the research upload takes .csv, .xlsx and .xls. */
export function isResearchFile(file: File): boolean {
  const name = file.name.toLowerCase();
  return accepted.some((ext) => name.endsWith(ext));
}

/** Sends a multipart form and resolves with the answer's body: `useUploadProgress().upload` (bytes, then rows read). */
export type SendUpload = (url: string, form: FormData, totalBytes: number) => Promise<unknown>;

/**
 * POST /api/research/upload through `send` (the upload with real progress). the texts of docs/product.md#validation:
 * 'Failed to upload file: …' for a refusal, a parse failure or a network failure; 'Server returned an invalid
 * response format' for an answer that is not `{ fileId, filePath, columns }`. A cancelled upload rejects
 * with `uploadCancelledMessage` unchanged (the form says nothing then).
 */
export async function uploadResearchFile(file: File | null | undefined, send: SendUpload): Promise<ResearchUpload> {
  if (!file) throw new Error(noFileChosenMessage);
  if (!isResearchFile(file)) throw new Error(RESEARCH_UPLOAD_TYPES);
  const form = new FormData();
  form.append('file', file);
  let body: unknown;
  try {
    body = await send(researchUploadUrl, form, file.size);
  } catch (err) {
    const message = err instanceof Error ? err.message : 'network error';
    if (message === uploadCancelledMessage) throw err;
    throw new Error(`Failed to upload file: ${message}`, { cause: err });
  }
  const parsed = researchUpload.safeParse(body);
  if (!parsed.success) throw new Error(invalidResponseMessage);
  return parsed.data;
}
