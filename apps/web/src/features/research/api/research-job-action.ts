import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usageKeys } from '../../usage';
import { researchKeys } from './research-keys';

export type ResearchJobRef = { jobId: string; name: string };
export type ResearchJobVerb = 'pause' | 'resume' | 'delete';

/** docs/product.md#messages: 'Failed to pause job: {name}. Please try again.' (likewise resume and delete). */
export function researchActionFailed(verb: ResearchJobVerb, name: string): string {
  return `Failed to ${verb} job: ${name}. Please try again.`;
}

/** POST /api/research/jobs/{id}/pause|resume or DELETE /api/research/jobs/{id}. */
export async function runResearchJobAction(verb: ResearchJobVerb, job: ResearchJobRef): Promise<void> {
  const path = `/api/research/jobs/${encodeURIComponent(job.jobId)}`;
  const request = verb === 'delete' ? api.delete(path) : api.post(`${path}/${verb}`);
  const response = await request.catch(() => null);
  if (!response?.ok) throw new Error(researchActionFailed(verb, job.name));
}

/** One mutation per verb; resume and delete change the balance (charges, refunds), so usage refreshes too. */
export function useResearchJobAction(verb: ResearchJobVerb) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (job: ResearchJobRef) => runResearchJobAction(verb, job),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: researchKeys.jobs });
      if (verb !== 'pause') void client.invalidateQueries({ queryKey: usageKeys.all });
    },
  });
}
