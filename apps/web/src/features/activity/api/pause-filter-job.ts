import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityKeys } from './activity-keys';
import { runJobAction, type JobRef } from './filter-job-action';

/** POST /api/filter/jobs/{id}/pause. */
export function pauseFilterJob(job: JobRef): Promise<void> {
  return runJobAction('pause', job);
}

export function usePauseFilterJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: pauseFilterJob,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: activityKeys.filterJobs });
    },
  });
}
