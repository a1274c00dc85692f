import { TableCell } from '@mui/material';
import type { FilterJob } from '../api/get-filter-jobs';
import { completionText, qualifiedOverTotal } from '../job-format';
import type { RunByPlace } from '../hooks/use-run-by-place';
import { JobActionsCell, JobLeadCells, JobTableRow, RunByCell, type JobRowProps } from './job-row-cells';

export type FilterJobRowProps = JobRowProps<FilterJob> & { runBy?: RunByPlace };

/** One List Cleaner job with the actions its status allows (docs/product.md#states). */
export function FilterJobRow({ job, runBy = null, ...actions }: FilterJobRowProps) {
  return (
    <JobTableRow job={job} onView={actions.onView} started={actions.started}>
      <JobLeadCells job={job} started={actions.started} runBy={runBy} />
      <TableCell>{completionText(job)}</TableCell>
      <TableCell>{qualifiedOverTotal(job)}</TableCell>
      {runBy === 'column' && <RunByCell createdBy={job.createdBy} />}
      <JobActionsCell job={job} {...actions} />
    </JobTableRow>
  );
}
