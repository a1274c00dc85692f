import type { ResearchJob } from '@leadsift/shared';
import { LinearProgress, TableCell, Typography } from '@mui/material';
import {
  avgRelevanceText,
  researchCompletionText,
  researchOutcomeNote,
  researchQualifiedOverTotal,
  researchStatusShown,
} from '../research-job-format';
import type { RunByPlace } from '../hooks/use-run-by-place';
import { JobActionsCell, JobLeadCells, JobTableRow, RunByCell, type JobRowProps } from './job-row-cells';

export type ResearchJobRowProps = JobRowProps<ResearchJob> & { runBy?: RunByPlace };

/** Why a job stopped ('Out of credits: 37 of 120 websites researched', a failure); nothing for a running job or a bare 'Paused'. */
export function stopNote(job: ResearchJob): string | null {
  if (!job.message || job.status === 'processing' || job.status === 'created') return null;
  return job.message.trim().toLowerCase() === job.status ? null : job.message;
}

/** One research job with its live progress, why it stopped, and the actions its status allows (docs/product.md#states). */
export function ResearchJobRow({ job, runBy = null, ...actions }: ResearchJobRowProps) {
  const running = job.status === 'processing' && job.totalWebsites > 0;
  const note = stopNote(job);
  const outcome = researchOutcomeNote(job);
  return (
    <JobTableRow job={job} onView={actions.onView} started={actions.started}>
      <JobLeadCells job={job} shown={researchStatusShown(job)} started={actions.started} runBy={runBy} />
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
      {runBy === 'column' && <RunByCell createdBy={job.createdBy} />}
      <JobActionsCell job={job} {...actions} />
    </JobTableRow>
  );
}
