import type { AutomationItem } from '@leadsift/shared';
import { Alert, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useCanEdit } from '../../workspaces';
import { useDeleteAutomation, useRunAutomationNow, useUpdateAutomation } from '../api/automations';
import { AutomationRuns } from './automation-runs';

const sourceText = (a: AutomationItem) =>
  a.source.type === 'push'
    ? `Pushed rows (key lsp_…${a.pushKeyLastFour ?? ''}), run ${a.debounceSeconds} s after the last push`
    : a.source.type === 'url'
      ? `File at ${a.source.url}`
      : 'Kept rows of a List Cleaner job';

/** One automation: what it judges, where its rows come from, when it runs, its last runs and its buttons. */
export function AutomationCard({ automation: a }: { automation: AutomationItem }) {
  const [showRuns, setShowRuns] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const run = useRunAutomationNow();
  // A viewer reads the automation and its runs; changing it waits for the member role (the page says why).
  const readOnly = !useCanEdit().allowed;
  const update = useUpdateAutomation();
  const remove = useDeleteAutomation();
  const error = run.error ?? update.error ?? remove.error;
  const paused = a.status === 'paused';
  return (
    <Paper variant="outlined" component="article" aria-label={`Automation ${a.name}`} sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, wordBreak: 'break-word' }}>
          {a.name}
        </Typography>
        <Chip size="small" label={paused ? 'Paused' : 'Active'} color={paused ? 'warning' : 'success'} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {a.kind === 'filter' ? `Template: ${a.templateName ?? 'deleted'}` : `Research of the column ${a.research?.columnName ?? ''}`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {sourceText(a)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {a.schedule ? a.schedule.description : 'No schedule'}
        {a.creditLimit ? ` · at most ${a.creditLimit.toLocaleString('en-US')} credits a run` : ''}
        {a.pendingRows > 0 ? ` · ${a.pendingRows.toLocaleString('en-US')} rows waiting` : ''}
      </Typography>
      {a.lastRun && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Last run: {a.lastRun.summary}
        </Typography>
      )}
      {paused && a.pausedReason && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {a.pausedReason}
        </Alert>
      )}
      {!paused && a.lastError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          The last run failed: {a.lastError}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error.message}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="contained" disabled={readOnly || run.isPending} onClick={() => run.mutate(a.id)}>
          Run now
        </Button>
        <Button size="small" disabled={readOnly || update.isPending} onClick={() => update.mutate({ id: a.id, paused: !paused })}>
          {paused ? 'Resume' : 'Pause'}
        </Button>
        <Button size="small" onClick={() => setShowRuns((v) => !v)} aria-expanded={showRuns}>
          {showRuns ? 'Hide runs' : 'Runs'}
        </Button>
        <Button size="small" color="error" disabled={readOnly} onClick={() => setDeleting(true)}>
          Delete
        </Button>
      </Stack>
      {run.isSuccess && (
        <Typography variant="body2" role="status" sx={{ mt: 1 }}>
          Run queued.
        </Typography>
      )}
      {showRuns && <AutomationRuns automationId={a.id} />}
      <ConfirmDeleteDialog
        open={deleting}
        title="Delete automation?"
        text={`Delete "${a.name}"? Its schedule and push key stop working; the jobs it started stay in Activity History.`}
        deleting={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => remove.mutate(a.id, { onSettled: () => setDeleting(false) })}
      />
    </Paper>
  );
}
