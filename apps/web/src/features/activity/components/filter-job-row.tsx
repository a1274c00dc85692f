import { TableCell } from '@mui/material';
import type { FilterJob } from '../api/get-filter-jobs';
import { completionText, qualifiedOverTotal } from '../job-format';
import { JobActionsCell, JobLeadCells, JobTableRow, type JobRowProps } from './job-row-cells';

export type FilterJobRowProps = JobRowProps<FilterJob>;

/** One List Cleaner job with the actions its status allows (docs/product.md#states). */
export function FilterJobRow({ job, ...actions }: FilterJobRowProps) {
  return (
    <JobTableRow job={job} onView={actions.onView} started={actions.started}>
      <JobLeadCells job={job} started={actions.started} />
      <TableCell>{completionText(job)}</TableCell>
      <TableCell>{qualifiedOverTotal(job)}</TableCell>
      <JobActionsCell job={job} {...actions} />
    </JobTableRow>
  );
}
