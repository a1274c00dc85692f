import DeleteIcon from '@mui/icons-material/Delete';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ActorRef } from '@leadsift/shared';
import { Chip, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { actorName, runByText } from '../../../lib/actor-text';
import { HeldIconButton } from '../../../components/held-icon-button';
import { formatDateTime } from '../../../lib/format-date-time';
import type { RunByPlace } from '../hooks/use-run-by-place';
import { useCanManageJob } from '../../workspaces';
import { jobActions, type StatusChipColor } from '../job-status';
import { JobStatusChip } from './job-status-chip';

/** A job as its row's cells read it. */
type LeadJob = { name: string; status: string; createdAt: string; createdBy?: ActorRef | undefined };

/**
 * The first cells of every job row: 'List Name' (the row's header), 'Status' (or the `shown` chip) and 'Created'
 * — with 'Run by …' under the date where who ran it is a line rather than a column (`runBy`).
 */
export function JobLeadCells({
  job,
  shown,
  started = false,
  runBy = null,
}: {
  job: LeadJob;
  shown?: { label: string; color: StatusChipColor } | undefined;
  /** The job the user has just started: marked 'Just started' beside its name. */
  started?: boolean | undefined;
  runBy?: RunByPlace | undefined;
}) {
  const { name, status, createdAt } = job;
  const runByLine = runBy === 'line' ? runByText(job.createdBy) : null;
  return (
    <>
      <TableCell component="th" scope="row">
        {name}
        {started && <Chip label="Just started" size="small" color="primary" sx={{ ml: 1 }} />}
      </TableCell>
      <TableCell>
        <JobStatusChip status={status} shown={shown} />
      </TableCell>
      <TableCell>
        {formatDateTime(createdAt)}
        {runByLine && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {runByLine}
          </Typography>
        )}
      </TableCell>
    </>
  );
}

/** The 'Run by' column's cell (a wide screen): the name, 'a deleted account', or '—' when the answer does not say. */
export function RunByCell({ createdBy }: { createdBy: ActorRef | undefined }) {
  return <TableCell>{createdBy === undefined ? '—' : actorName(createdBy)}</TableCell>;
}

/**
 * A job's row: tapping or clicking it anywhere opens its results when it has some (on a phone the row is the
 * biggest target there is); its buttons keep their own actions and the keyboard keeps 'View results'.
 */
export function JobTableRow<J extends { status: string }>({
  job,
  onView,
  started = false,
  children,
}: {
  job: J;
  onView: (job: J) => void;
  /** The job the user has just started: selected and scrolled into view once. */
  started?: boolean | undefined;
  children: ReactNode;
}) {
  const viewable = jobActions(job.status).viewResults;
  const row = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (started) row.current?.scrollIntoView?.({ block: 'nearest' });
  }, [started]);
  return (
    <TableRow
      ref={row}
      hover
      selected={started}
      onClick={viewable ? () => onView(job) : undefined}
      sx={viewable ? { cursor: 'pointer' } : undefined}
    >
      {children}
    </TableRow>
  );
}

/** A job row's props: the job, and the actions its buttons run ('busy' while one is under way). */
export type JobRowProps<J> = {
  job: J;
  busy: boolean;
  onView: (job: J) => void;
  /** The job's results address ('View results' is a link to it). */
  viewHref?: string;
  /** The job the user has just started. */
  started?: boolean;
  onPause: (job: J) => void;
  onResume: (job: J) => void;
  onDelete: (job: J) => void;
};

/** The 'Actions' cell: the buttons the job's status allows (docs/product.md#states); pause, resume and delete wait while `busy`. */
export function JobActionsCell<J extends { name: string; status: string; createdBy?: ActorRef | undefined }>({
  job,
  busy,
  onView,
  viewHref,
  onPause,
  onResume,
  onDelete,
}: JobRowProps<J>) {
  const { name, status } = job;
  const actions = jobActions(status);
  // A viewer, or a member on another's job the workspace does not let them manage, sees the buttons held back
  // with the reason (docs/product.md#workspaces-in-the-app); View stays.
  const note = useCanManageJob(job.createdBy).reason;
  return (
    // A click on a button (or between them) is not a click on the row.
    <TableCell onClick={(event) => event.stopPropagation()}>
      <Stack direction="row" spacing={0.5}>
        {actions.viewResults && (
          <HeldIconButton size="small" title="View results" label={`View results: ${name}`} onClick={() => onView(job)} href={viewHref}>
            <VisibilityIcon fontSize="small" />
          </HeldIconButton>
        )}
        {actions.pause && (
          <HeldIconButton size="small" title="Pause" label={`Pause: ${name}`} onClick={() => onPause(job)} disabled={busy} held={note}>
            <PauseIcon fontSize="small" />
          </HeldIconButton>
        )}
        {actions.resume && (
          <HeldIconButton size="small" title="Resume" label={`Resume: ${name}`} onClick={() => onResume(job)} disabled={busy} held={note}>
            <PlayArrowIcon fontSize="small" />
          </HeldIconButton>
        )}
        {actions.delete && (
          <HeldIconButton size="small" title="Delete" label={`Delete: ${name}`} onClick={() => onDelete(job)} disabled={busy} held={note}>
            <DeleteIcon fontSize="small" />
          </HeldIconButton>
        )}
      </Stack>
    </TableCell>
  );
}
