import type { ResearchJob } from '@leadsift/shared';
import { LinearProgress, TableCell, Typography } from '@mui/material';
import {
  avgRelevanceText,
  researchCompletionText,
  researchOutcomeNote,
  researchQualifiedOverTotal,
  researchStatusShown,
} from '../research-job-format';
import { JobActionsCell, JobLeadCells, JobTableRow, type JobRowProps } from './job-row-cells';

export type ResearchJobRowProps = JobRowProps<ResearchJob>;

/** Why a job stopped ('Out of credits: 37 of 120 websites researched', a failure); nothing for a running job or a bare 'Paused'. */
export function stopNote(job: ResearchJob): string | null {
  if (!job.message || job.status === 'processing' || job.status === 'created') return null;
  return job.message.trim().toLowerCase() === job.status ? null : job.message;
}

/** One research job with its live progress, why it stopped, and the actions its status allows (docs/product.md#states). */
export function ResearchJobRow({ job, ...actions }: ResearchJobRowProps) {
  const running = job.status === 'processing' && job.totalWebsites > 0;
  const note = stopNote(job);
  const outcome = researchOutcomeNote(job);
  return (
    <JobTableRow job={job} onView={actions.onView} started={actions.started}>
      <JobLeadCells job={job} shown={researchStatusShown(job)} started={actions.started} />
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
        {outcome && (
          <Typography variant="caption" color="warning.dark" sx={{ display: 'block' }}>
            {outcome}
          </Typography>
        )}
        {note && (
          <Typography variant="caption" color={job.status === 'failed' ? 'error' : 'warning.dark'} sx={{ display: 'block' }}>
            {note}
          </Typography>
        )}
      </TableCell>
      <TableCell>{researchQualifiedOverTotal(job)}</TableCell>
      <TableCell>{avgRelevanceText(job)}</TableCell>
      <JobActionsCell job={job} {...actions} />
    </JobTableRow>
  );
}
