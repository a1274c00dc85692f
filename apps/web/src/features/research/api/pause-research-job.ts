import { runResearchJobAction, useResearchJobAction, type ResearchJobRef } from './research-job-action';

/** POST /api/research/jobs/{id}/pause. */
export function pauseResearchJob(job: ResearchJobRef): Promise<void> {
  return runResearchJobAction('pause', job);
}

export function usePauseResearchJob() {
  return useResearchJobAction('pause');
}
