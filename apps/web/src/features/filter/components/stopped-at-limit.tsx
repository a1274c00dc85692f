import { creditLimitMessage, formatCount } from '@leadsift/shared';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { parseCreditLimit, StopAtField } from '../../usage';
import { RoleGate } from '../../workspaces';
import { useResumeAtLimit } from '../api/resume-at-limit';

export type StoppedAtLimitProps = {
  filterId: string;
  /** The rows the results cover, of the list's. */
  coverage: { rows: number; of: number };
  message: string | null | undefined;
};

const n = formatCount;

/**
 * A job stopped at its "Stop at" limit (ADR 0044): says the results cover the first rows only, and
 * resumes it up to a new limit or over the rest of the list.
 */
export function StoppedAtLimit({ filterId, coverage, message }: StoppedAtLimitProps) {
  const [limit, setLimit] = useState('');
  const resume = useResumeAtLimit(filterId);
  const typed = parseCreditLimit(limit);
  const invalid = limit.trim() !== '' && (typed === null || typed <= coverage.rows);
  const rest = coverage.of - coverage.rows;
  return (
    <Paper variant="outlined" component="section" aria-label="Stopped at your limit" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Alert severity="info" role="status">
        {message ?? creditLimitMessage(coverage.rows, coverage.of)}. These results cover the first <strong>{n(coverage.rows)}</strong> of{' '}
        {n(coverage.of)} rows only.
      </Alert>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <StopAtField
          value={limit}
          onChange={setLimit}
          helperText={`Optional: a new limit above ${n(coverage.rows)} credits. Blank: the rest of the list (${n(rest)} more credits).`}
        />
        <RoleGate>
          <Button
            variant="contained"
            disabled={invalid || resume.isPending}
            onClick={() => resume.mutate(typed, { onSuccess: () => setLimit('') })}
            sx={{ mt: 1 }}
          >
            Resume
          </Button>
        </RoleGate>
      </Box>
      {invalid && typed !== null && (
        <Typography variant="body2" color="error" role="alert">
          The job already covers {n(coverage.rows)} rows: set a limit above {n(coverage.rows)} credits.
        </Typography>
      )}
      {resume.error && (
        <Alert severity="error" role="alert" onClose={() => resume.reset()}>
          {resume.error.message}
        </Alert>
      )}
    </Paper>
  );
}
