import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readError } from '../../../lib/api-client';
import { usageKeys } from '../../usage';
import { filterKeys } from './filter-keys';

export const resumeFailedMessage = 'Failed to resume the job. Please try again.';

/**
 * POST /api/filter/jobs/{id}/resume of a job stopped at its "Stop at" limit (ADR 0044): up to a new limit, or
 * over the rest of the list (null). The server's message on failure (402: not enough credits for the next rows).
 */
export async function resumeAtLimit(filterId: string, creditLimit: number | null): Promise<void> {
  const response = await api
    .post(`/api/filter/jobs/${encodeURIComponent(filterId)}/resume`, creditLimit === null ? {} : { creditLimit })
    .catch(() => null);
  if (!response) throw new Error(resumeFailedMessage);
  if (!response.ok) throw new Error(await readError(response, resumeFailedMessage));
}

export function useResumeAtLimit(filterId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (creditLimit: number | null) => resumeAtLimit(filterId, creditLimit),
    onSettled: () => {
      // Results, progress and Activity History's list live under the List Cleaner's root key.
      void client.invalidateQueries({ queryKey: filterKeys.all });
      void client.invalidateQueries({ queryKey: usageKeys.all });
    },
  });
}
