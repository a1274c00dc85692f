import { useMutation, useQueryClient } from '@tanstack/react-query';
import { filterKeys } from '../../filter/api/filter-keys';
import { runJobAction, type JobRef } from '../../../lib/job-action';

/** POST /api/filter/jobs/{id}/pause. */
export function pauseFilterJob(job: JobRef): Promise<void> {
  return runJobAction('/api/filter/jobs', 'pause', job);
}

export function usePauseFilterJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: pauseFilterJob,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: filterKeys.jobs });
    },
  });
}
