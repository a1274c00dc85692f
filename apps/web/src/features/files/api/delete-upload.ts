import { deleteUploadResponse, uploadInUseResponse, type DeleteUploadResponse, type UploadJob } from '@leadsift/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readError } from '../../../lib/api-client';
import { filterKeys } from '../../filter/api/filter-keys';
import { researchKeys } from '../../research';
import { usageKeys } from '../../usage';
import { filesKeys } from './get-uploads';

export type DeleteUploadVariables = { id: string; name: string; /** The user confirmed deleting these jobs with it. */ jobs: UploadJob[] };

/** Jobs started on the file since the list was loaded: the user is asked again, naming them. */
export class UploadInUseError extends Error {
  readonly jobs: UploadJob[];
  constructor(message: string, jobs: UploadJob[]) {
    super(message);
    this.jobs = jobs;
  }
}

export const deleteFileFailed = (name: string) => `Failed to delete file: ${name}. Please try again.`;

/** DELETE /api/uploads/{id}; `?confirm=1` only when the user was shown the jobs that go with it. */
export async function deleteUpload({ id, name, jobs }: DeleteUploadVariables): Promise<DeleteUploadResponse> {
  const query = jobs.length > 0 ? '?confirm=1' : '';
  const response = await api.delete(`/api/uploads/${encodeURIComponent(id)}${query}`).catch(() => null);
  if (!response) throw new Error(deleteFileFailed(name));
  if (response.status === 409) {
    const body = uploadInUseResponse.safeParse(await response.json().catch(() => null));
    if (body.success) throw new UploadInUseError(body.data.error, body.data.jobs);
  }
  // A refusal the server explains (400) is shown as it says; anything else gets the plain retry text.
  if (!response.ok) throw new Error(response.status === 400 ? await readError(response, deleteFileFailed(name)) : deleteFileFailed(name));
  return deleteUploadResponse.parse(await response.json());
}

/** Deleting a file deletes its jobs and may refund credits: the job lists and usage refresh too. */
export function useDeleteUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUpload,
    onSettled: () => {
      for (const queryKey of [filesKeys.all, filterKeys.jobs, researchKeys.jobs, usageKeys.all])
        void client.invalidateQueries({ queryKey });
    },
  });
}
