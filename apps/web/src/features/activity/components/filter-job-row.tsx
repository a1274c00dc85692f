import DeleteIcon from '@mui/icons-material/Delete';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Stack, TableCell, TableRow } from '@mui/material';
import type { FilterJob } from '../api/get-filter-jobs';
import { completionText, formatDateTime, qualifiedOverTotal } from '../job-format';
import { jobActions } from '../job-status';
import { JobActionButton as Action } from './job-action-button';
import { JobStatusChip } from './job-status-chip';

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
  const actions = jobActions(job.status);
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        {job.name}
      </TableCell>
      <TableCell>
        <JobStatusChip status={job.status} />
      </TableCell>
      <TableCell>{formatDateTime(job.createdAt)}</TableCell>
      <TableCell>{completionText(job)}</TableCell>
      <TableCell>{qualifiedOverTotal(job)}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5}>
          {actions.viewResults && (
            <Action label="View results" target={job.name} onClick={() => onView(job)}>
              <VisibilityIcon fontSize="small" />
            </Action>
          )}
          {actions.pause && (
            <Action label="Pause" target={job.name} onClick={() => onPause(job)} disabled={busy}>
              <PauseIcon fontSize="small" />
            </Action>
          )}
          {actions.resume && (
            <Action label="Resume" target={job.name} onClick={() => onResume(job)} disabled={busy}>
              <PlayArrowIcon fontSize="small" />
            </Action>
          )}
          {actions.delete && (
            <Action label="Delete" target={job.name} onClick={() => onDelete(job)} disabled={busy}>
              <DeleteIcon fontSize="small" />
            </Action>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
