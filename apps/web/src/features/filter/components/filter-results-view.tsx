import { Alert, Box, CircularProgress } from '@mui/material';
import { useEffect } from 'react';
import { ProcessingOverlay } from '../../../components/processing-overlay';
import { runByText } from '../../../lib/actor-text';
import { useFilterJob } from '../hooks/use-filter-job';
import { jobNotFoundMessage } from '../hooks/use-stale-job-check';
import { useTemplateOverridesCatchUp } from '../hooks/use-template-overrides-catch-up';
import { CompletedResultsView } from './completed-results';
import { DecideUndecided } from './decide-undecided';
import { ResultsHeader } from './results-header';

export type FilterResultsViewProps = {
  filterId: string;
  /** 'Back to Lists' */
  onBack: () => void;
  /** When given, a job the server does not know is handed back (the wizard returns to its criteria step). */
  onJobNotFound?: () => void;
};

const stoppedText: Record<string, string> = {
  paused: 'This list is paused. Resume it from Activity History to finish the decisions.',
  failed: 'This list failed before all decisions were made.',
};

/** docs/product.md#screens 'Filter results view' of one job, with the progress overlay while it processes (docs/product.md#states). */
export function FilterResultsView({ filterId, onBack, onJobNotFound }: FilterResultsViewProps) {
  const job = useFilterJob(filterId);
  useTemplateOverridesCatchUp(filterId, job.phase === 'completed');
  const notFound = job.phase === 'not_found';
  useEffect(() => {
    if (notFound) onJobNotFound?.();
  }, [notFound, onJobNotFound]);

  if (job.phase === 'completed') return <CompletedResultsView results={job.results} onBack={onBack} />;

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <ResultsHeader
        title="Results"
        runBy={job.phase === 'processing' || job.phase === 'stopped' ? runByText(job.createdBy) : null}
        onBack={onBack}
      />
      {job.phase === 'loading' && <CircularProgress aria-label="Loading results" sx={{ justifySelf: 'center' }} />}
      {job.phase === 'not_found' && (
        <Alert severity="error" role="alert">
          {jobNotFoundMessage}
        </Alert>
      )}
      {job.phase === 'error' && (
        <Alert severity="error" role="alert">
          {job.message}
        </Alert>
      )}
      {job.phase === 'stopped' && (
        <Alert severity={job.status === 'failed' ? 'error' : 'info'} role="status">
          {stoppedText[job.status] ?? `This list is ${job.status}.`}
          {job.message ? ` ${job.message}` : ''}
        </Alert>
      )}
      {job.phase === 'stopped' && job.status === 'failed' && <DecideUndecided filterId={filterId} />}
      <ProcessingOverlay
        loading={job.phase === 'processing'}
        title="Filter Processing"
        progress={job.phase === 'processing' ? (job.progress?.progress ?? 0) : 0}
        message={job.phase === 'processing' ? job.progress?.message || 'Processing...' : undefined}
      />
    </Box>
  );
}
