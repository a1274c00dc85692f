import { jobResultsPath, type AutomationRun } from '@leadsift/shared';
import { Alert, Chip, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format-date-time';
import { useAutomationRuns } from '../api/automations';

const statusColor = { running: 'info', completed: 'success', unchanged: 'default', failed: 'error' } as const;
const triggerText = { push: 'Pushed rows', schedule: 'Schedule', manual: 'Run now' } as const;

function RunItem({ run }: { run: AutomationRun }) {
  return (
    <ListItem divider disableGutters>
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography component="span" variant="body2">
              {formatDateTime(run.createdAt)} · {triggerText[run.trigger]}
            </Typography>
            <Chip size="small" label={run.status} color={statusColor[run.status]} />
          </Stack>
        }
        secondary={
          <>
            {run.summary}
            {run.jobId && run.jobKind && run.jobStatus && (
              <>
                {' · '}
                <Link component={RouterLink} to={jobResultsPath(run.jobKind, run.jobId)}>
                  Job ({run.jobStatus})
                </Link>
              </>
            )}
          </>
        }
        slotProps={{ secondary: { sx: { wordBreak: 'break-word' } } }}
      />
    </ListItem>
  );
}

/** An automation's runs, newest first: what was new, what was free, the job each started, why one failed. */
export function AutomationRuns({ automationId }: { automationId: string }) {
  const { data, error } = useAutomationRuns(automationId);
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) return null;
  if (data.length === 0)
    return (
      <Typography variant="body2" sx={{ mt: 1 }}>
        No runs yet.
      </Typography>
    );
  return (
    <List dense aria-label="Runs" sx={{ mt: 1 }}>
      {data.map((run) => (
        <RunItem key={run.id} run={run} />
      ))}
    </List>
  );
}
