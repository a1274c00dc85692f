import { jobResultsPath } from '@leadsift/shared';
import { useDeleteResearchJob, usePauseResearchJob, useResearchJobs, useResumeResearchJob } from '../../research';
import { useRunByPlace, withRunBy } from '../hooks/use-run-by-place';
import { JobsTable } from './jobs-table';
import { ResearchJobRow } from './research-job-row';

const headers = ['List Name', 'Status', 'Created', 'Completion', 'Qualified/Total', 'Avg. Relevance', 'Actions'];

export type ResearchJobsTabProps = {
  onViewResearchResults: (jobId: string) => void;
  /** The job the user has just started (marked 'Just started'). */
  startedJobId?: string | undefined;
};

/** docs/product.md#screens Activity History, Research Agent tab: the jobs table, polled every 5 s (docs/product.md#limits). */
export function ResearchJobsTab({ onViewResearchResults, startedJobId }: ResearchJobsTabProps) {
  const jobs = useResearchJobs();
  const pause = usePauseResearchJob();
  const resume = useResumeResearchJob();
  const runBy = useRunByPlace(jobs.data);
  const remove = useDeleteResearchJob();
  return (
    <JobsTable
      jobs={jobs}
      label="Research Agent jobs"
      emptyText="No research jobs found. Create a new research job to get started."
      headers={withRunBy(headers, runBy)}
      jobId={(job) => job.jobId}
      variables={(job) => ({ jobId: job.jobId, name: job.name })}
      pause={pause}
      resume={resume}
      remove={remove}
      isStarted={(job) => job.jobId === startedJobId}
      renderRow={(job, handlers) => (
        <ResearchJobRow
          job={job}
          runBy={runBy}
          {...handlers}
          onView={(j) => onViewResearchResults(j.jobId)}
          viewHref={jobResultsPath('research', job.jobId)}
        />
      )}
    />
  );
}
