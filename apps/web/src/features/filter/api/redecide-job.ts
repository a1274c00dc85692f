import { redecideAnswer, type RedecideAnswer } from '@leadsift/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readError } from '../../../lib/api-client';
import { usageKeys } from '../../usage';
import { filterKeys } from './filter-keys';

export const redecideFailedMessage = 'Failed to decide the undecided values. Please try again.';

/**
 * POST /api/filter/jobs/{id}/redecide (ADR 0066): asks the model again for the job's undecided values; `dryRun`
 * only answers how many and what they cost. The server's message on failure (402 credits, 409 running or no model).
 */
export async function redecideJob(filterId: string, dryRun: boolean): Promise<RedecideAnswer> {
  const response = await api
    .post(`/api/filter/jobs/${encodeURIComponent(filterId)}/redecide${dryRun ? '?dryRun=true' : ''}`)
    .catch(() => null);
  if (!response) throw new Error(redecideFailedMessage);
  if (!response.ok) throw new Error(await readError(response, redecideFailedMessage));
  const parsed = redecideAnswer.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(redecideFailedMessage);
  return parsed.data;
}

/**
 * The dry run, asked when the confirmation opens (never cached: the values change as the user decides some). Its key
 * is outside the List Cleaner's root, so refreshing the job's data after the run does not ask for it again.
 */
export function useRedecidePlan(filterId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['redecide-plan', filterId],
    queryFn: () => redecideJob(filterId, true),
    enabled,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

export function useRedecideJob(filterId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => redecideJob(filterId, false),
    onSettled: () => {
      // The job is processing again: results, progress and Activity History's list live under the List Cleaner's key.
      void client.invalidateQueries({ queryKey: filterKeys.all });
      void client.invalidateQueries({ queryKey: usageKeys.all });
    },
  });
}
