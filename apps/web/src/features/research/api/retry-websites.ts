import { retryWebsitesAnswer, type RetryWebsitesAnswer } from '@leadsift/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readError } from '../../../lib/api-client';
import { usageKeys } from '../../usage';
import { researchKeys } from './research-keys';

export const retryFailedMessage = 'Failed to retry the websites not visited. Please try again.';

/**
 * POST /api/research/jobs/{id}/retry (ADR 0066): visits again the websites the job could not visit; `dryRun` only
 * answers how many and the most they can cost. The server's message on failure (402 credits, 409 running).
 */
export async function retryWebsites(jobId: string, dryRun: boolean): Promise<RetryWebsitesAnswer> {
  const response = await api.post(`/api/research/jobs/${encodeURIComponent(jobId)}/retry${dryRun ? '?dryRun=true' : ''}`).catch(() => null);
  if (!response) throw new Error(retryFailedMessage);
  if (!response.ok) throw new Error(await readError(response, retryFailedMessage));
  const parsed = retryWebsitesAnswer.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(retryFailedMessage);
  return parsed.data;
}

/**
 * The dry run, asked when the confirmation opens (never cached). Its key is outside the Research Agent's root, so
 * refreshing the job's data after the run does not ask for it again.
 */
export function useRetryPlan(jobId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['retry-plan', jobId],
    queryFn: () => retryWebsites(jobId, true),
    enabled,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

export function useRetryWebsites(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => retryWebsites(jobId, false),
    onSettled: () => {
      // The job works again: its results and Activity History's list live under the Research Agent's key.
      void client.invalidateQueries({ queryKey: researchKeys.all });
      void client.invalidateQueries({ queryKey: usageKeys.all });
    },
  });
}
