import DeleteIcon from '@mui/icons-material/Delete';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Stack, TableCell } from '@mui/material';
import { formatDateTime } from '../../../lib/format-date-time';
import { jobActions } from '../job-status';
import { JobActionButton as Action } from './job-action-button';
import { JobStatusChip } from './job-status-chip';

/** The first cells of every job row: 'List Name' (the row's header), 'Status' and 'Created'. */
export function JobLeadCells({ name, status, createdAt }: { name: string; status: string; createdAt: string }) {
  return (
    <>
      <TableCell component="th" scope="row">
        {name}
      </TableCell>
      <TableCell>
        <JobStatusChip status={status} />
      </TableCell>
      <TableCell>{formatDateTime(createdAt)}</TableCell>
    </>
  );
}

export type JobActionsCellProps = {
  name: string;
  status: string;
  /** An action on this job is under way: pause, resume and delete wait for it. */
  busy: boolean;
  onView: () => void;
  onPause: () => void;
  onResume: () => void;
  onDelete: () => void;
};

/** The 'Actions' cell: the buttons the job's status allows (SPEC §4). */
export function JobActionsCell({ name, status, busy, onView, onPause, onResume, onDelete }: JobActionsCellProps) {
  const actions = jobActions(status);
  return (
    <TableCell>
      <Stack direction="row" spacing={0.5}>
        {actions.viewResults && (
          <Action label="View results" target={name} onClick={onView}>
            <VisibilityIcon fontSize="small" />
          </Action>
        )}
        {actions.pause && (
          <Action label="Pause" target={name} onClick={onPause} disabled={busy}>
            <PauseIcon fontSize="small" />
          </Action>
        )}
        {actions.resume && (
          <Action label="Resume" target={name} onClick={onResume} disabled={busy}>
            <PlayArrowIcon fontSize="small" />
          </Action>
        )}
        {actions.delete && (
          <Action label="Delete" target={name} onClick={onDelete} disabled={busy}>
            <DeleteIcon fontSize="small" />
          </Action>
        )}
      </Stack>
    </TableCell>
  );
}
