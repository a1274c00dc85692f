import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usageKeys } from '../../usage';
import { filterKeys } from '../../filter/api/filter-keys';
import { runJobAction, type JobRef } from '../../../lib/job-action';

/** POST /api/filter/jobs/{id}/resume; a resumed failed job may be charged again, so usage refreshes. */
export function resumeFilterJob(job: JobRef): Promise<void> {
  return runJobAction('/api/filter/jobs', 'resume', job);
}

export function useResumeFilterJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resumeFilterJob,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: filterKeys.jobs });
      void client.invalidateQueries({ queryKey: usageKeys.all });
    },
  });
}
