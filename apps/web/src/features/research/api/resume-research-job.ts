import { runResearchJobAction, useResearchJobAction, type ResearchJobRef } from './research-job-action';

/** POST /api/research/jobs/{id}/resume. */
export function resumeResearchJob(job: ResearchJobRef): Promise<void> {
  return runResearchJobAction('resume', job);
}

export function useResumeResearchJob() {
  return useResearchJobAction('resume');
}
