import { jobResultsPath } from '@leadsift/shared';
import { useDeleteFilterJob } from '../api/delete-filter-job';
import { useFilterJobs } from '../api/get-filter-jobs';
import { usePauseFilterJob } from '../api/pause-filter-job';
import { useResumeFilterJob } from '../api/resume-filter-job';
import { FilterJobRow } from './filter-job-row';
import { useRunByPlace, withRunBy } from '../hooks/use-run-by-place';
import { JobsTable } from './jobs-table';

const headers = ['List Name', 'Status', 'Created', 'Completion', 'Qualified/Total', 'Actions'];

export type FilterJobsTabProps = {
  onViewFilterResults: (filterId: string) => void;
  /** The job the user has just started (marked 'Just started'). */
  startedJobId?: string | undefined;
};

/** docs/product.md#screens Activity History, List Cleaner tab: the jobs table, polled every 5 s. */
export function FilterJobsTab({ onViewFilterResults, startedJobId }: FilterJobsTabProps) {
  const jobs = useFilterJobs();
  const pause = usePauseFilterJob();
  const resume = useResumeFilterJob();
  const runBy = useRunByPlace(jobs.data);
  const remove = useDeleteFilterJob();
  return (
    <JobsTable
      jobs={jobs}
      label="List Cleaner jobs"
      emptyText="No list cleaner jobs found. Create a new list to get started."
      headers={withRunBy(headers, runBy)}
      jobId={(job) => job.id}
      variables={(job) => ({ id: job.id, name: job.name })}
      pause={pause}
      resume={resume}
      remove={remove}
      isStarted={(job) => startedJobId !== undefined && (job.filterId ?? job.id) === startedJobId}
      renderRow={(job, handlers) => (
        <FilterJobRow
          job={job}
          runBy={runBy}
          {...handlers}
          onView={(j) => onViewFilterResults(j.filterId ?? j.id)}
          viewHref={jobResultsPath('filter', job.filterId ?? job.id)}
        />
      )}
    />
  );
}
