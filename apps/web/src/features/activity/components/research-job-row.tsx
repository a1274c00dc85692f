import DeleteIcon from '@mui/icons-material/Delete';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ResearchJob } from '@leadsift/shared';
import { LinearProgress, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { formatDateTime } from '../../../lib/format-date-time';
import { jobActions } from '../job-status';
import { avgRelevanceText, researchCompletionText, researchQualifiedOverTotal } from '../research-job-format';
import { JobActionButton as Action } from './job-action-button';
import { JobStatusChip } from './job-status-chip';

export type ResearchJobRowProps = {
  job: ResearchJob;
  busy: boolean;
  onView: (job: ResearchJob) => void;
  onPause: (job: ResearchJob) => void;
  onResume: (job: ResearchJob) => void;
  onDelete: (job: ResearchJob) => void;
};

/** Why a job stopped ('Out of credits: 37 of 120 websites researched', a failure); nothing for a running job or a bare 'Paused'. */
export function stopNote(job: ResearchJob): string | null {
  if (!job.message || job.status === 'processing' || job.status === 'created') return null;
  return job.message.trim().toLowerCase() === job.status ? null : job.message;
}

/** One research job with its live progress, why it stopped, and the actions its status allows (SPEC §4). */
export function ResearchJobRow({ job, busy, onView, onPause, onResume, onDelete }: ResearchJobRowProps) {
  const actions = jobActions(job.status);
  const running = job.status === 'processing' && job.totalWebsites > 0;
  const note = stopNote(job);
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        {job.name}
      </TableCell>
      <TableCell>
        <JobStatusChip status={job.status} />
      </TableCell>
      <TableCell>{formatDateTime(job.createdAt)}</TableCell>
      <TableCell sx={{ minWidth: 160 }}>
        <Typography variant="body2">{researchCompletionText(job)}</Typography>
        {running && (
          <LinearProgress
            variant="determinate"
            value={Math.round((100 * job.processedWebsites) / job.totalWebsites)}
            aria-label={`Progress of ${job.name}`}
            sx={{ mt: 0.5 }}
          />
        )}
        {note && (
          <Typography variant="caption" color={job.status === 'failed' ? 'error' : 'warning.dark'} sx={{ display: 'block' }}>
            {note}
          </Typography>
        )}
      </TableCell>
      <TableCell>{researchQualifiedOverTotal(job)}</TableCell>
      <TableCell>{avgRelevanceText(job)}</TableCell>
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
