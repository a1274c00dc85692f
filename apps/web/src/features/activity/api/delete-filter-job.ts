import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usageKeys } from '../../usage';
import { filterKeys } from '../../filter/api/filter-keys';
import { runJobAction, type JobRef } from '../../../lib/job-action';

/** DELETE /api/filter/jobs/{id}; the undecided rows are refunded, so usage refreshes. */
export function deleteFilterJob(job: JobRef): Promise<void> {
  return runJobAction('/api/filter/jobs', 'delete', job);
}

export function useDeleteFilterJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteFilterJob,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: filterKeys.jobs });
      void client.invalidateQueries({ queryKey: usageKeys.all });
    },
  });
}
