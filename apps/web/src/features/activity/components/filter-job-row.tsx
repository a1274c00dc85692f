import { TableCell, TableRow } from '@mui/material';
import type { FilterJob } from '../api/get-filter-jobs';
import { completionText, qualifiedOverTotal } from '../job-format';
import { JobActionsCell, JobLeadCells } from './job-row-cells';

export type FilterJobRowProps = {
  job: FilterJob;
  busy: boolean;
  onView: (job: FilterJob) => void;
  onPause: (job: FilterJob) => void;
  onResume: (job: FilterJob) => void;
  onDelete: (job: FilterJob) => void;
};

/** One List Cleaner job with the actions its status allows (SPEC §4). */
export function FilterJobRow({ job, busy, onView, onPause, onResume, onDelete }: FilterJobRowProps) {
  return (
    <TableRow hover>
      <JobLeadCells name={job.name} status={job.status} createdAt={job.createdAt} />
      <TableCell>{completionText(job)}</TableCell>
      <TableCell>{qualifiedOverTotal(job)}</TableCell>
      <JobActionsCell
        name={job.name}
        status={job.status}
        busy={busy}
        onView={() => onView(job)}
        onPause={() => onPause(job)}
        onResume={() => onResume(job)}
        onDelete={() => onDelete(job)}
      />
    </TableRow>
  );
}
