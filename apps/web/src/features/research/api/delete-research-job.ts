import { runResearchJobAction, useResearchJobAction, type ResearchJobRef } from './research-job-action';

/** DELETE /api/research/jobs/{id}; websites never researched are refunded. */
export function deleteResearchJob(job: ResearchJobRef): Promise<void> {
  return runResearchJobAction('delete', job);
}

export function useDeleteResearchJob() {
  return useResearchJobAction('delete');
}
