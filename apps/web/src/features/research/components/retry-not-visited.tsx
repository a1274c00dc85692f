import { formatCount } from '@leadsift/shared';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { RerunDialog } from '../../../components/rerun-dialog';
import { RoleGate } from '../../workspaces';
import { useRetryPlan, useRetryWebsites } from '../api/retry-websites';

export type RetryNotVisitedProps = { jobId: string; notVisited: number };

/** "Retry websites not visited" (ADR 0066), after a confirmation with the count and the most it can cost. */
export function RetryNotVisited({ jobId, notVisited }: RetryNotVisitedProps) {
  const [open, setOpen] = useState(false);
  const plan = useRetryPlan(jobId, open);
  const run = useRetryWebsites(jobId);
  const close = () => {
    setOpen(false);
    run.reset();
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <RoleGate>
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Retry websites not visited
        </Button>
      </RoleGate>
      <Typography variant="body2" color="text.secondary">
        {`Visit the ${formatCount(notVisited)} ${notVisited === 1 ? 'website' : 'websites'} not visited again; only those are charged.`}
      </Typography>
      <RerunDialog
        open={open}
        title="Retry websites not visited?"
        plan={plan.data ? { message: plan.data.message, count: plan.data.websites } : undefined}
        note="Websites already rated are not visited again and cost nothing."
        error={run.error?.message ?? plan.error?.message ?? null}
        confirmLabel="Retry them"
        busy={run.isPending}
        onCancel={close}
        onConfirm={() => run.mutate(undefined, { onSuccess: close })}
      />
    </Box>
  );
}
