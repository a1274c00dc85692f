import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runJobAction, type JobVerb } from '../../../lib/job-action';
import { usageKeys } from '../../usage';
import { researchKeys } from './research-keys';

export type ResearchJobRef = { jobId: string; name: string };

/** POST /api/research/jobs/{id}/pause|resume or DELETE /api/research/jobs/{id}. */
export function runResearchJobAction(verb: JobVerb, job: ResearchJobRef): Promise<void> {
  return runJobAction('/api/research/jobs', verb, { id: job.jobId, name: job.name });
}

/** One mutation per verb; resume and delete change the balance (charges, refunds), so usage refreshes too. */
export function useResearchJobAction(verb: JobVerb) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (job: ResearchJobRef) => runResearchJobAction(verb, job),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: researchKeys.jobs });
      if (verb !== 'pause') void client.invalidateQueries({ queryKey: usageKeys.all });
    },
  });
}
