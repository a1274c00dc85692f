import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readUploadAnswer, uploadFailedMessage, type UploadResult } from './upload-file';

export type RereadUploadInput = { fileId: string; headerRow: number };

/** POST /api/upload/:fileId/header-row: the stored file read again with another header row (a new fileId). */
export async function rereadUpload({ fileId, headerRow }: RereadUploadInput): Promise<UploadResult> {
  let response: Response;
  try {
    response = await api.post(`/api/upload/${encodeURIComponent(fileId)}/header-row`, { headerRow });
  } catch {
    throw new Error(uploadFailedMessage);
  }
  return readUploadAnswer(response);
}

export function useRereadUpload() {
  return useMutation({ mutationFn: rereadUpload });
}
