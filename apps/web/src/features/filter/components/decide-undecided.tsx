import { formatCount } from '@leadsift/shared';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { RerunDialog } from '../../../components/rerun-dialog';
import { RoleGate } from '../../workspaces';
import { useAiStatus } from '../api/get-ai-status';
import { useRedecideJob, useRedecidePlan } from '../api/redecide-job';

export type DecideUndecidedProps = {
  filterId: string;
  /** Values needing review (a finished job); undefined for a failed job, whose count the dry run gives. */
  values?: number | undefined;
};

/**
 * "Decide the undecided" (ADR 0066): asks the model again for the values it left undecided or for review, after a
 * confirmation with the count and the credits. Not offered by the offline matcher (it would answer the same) or
 * when every value is decided.
 */
export function DecideUndecided({ filterId, values }: DecideUndecidedProps) {
  const [open, setOpen] = useState(false);
  const ai = useAiStatus();
  const plan = useRedecidePlan(filterId, open);
  const run = useRedecideJob(filterId);
  if (!ai.data || ai.data.offline || values === 0) return null;
  const close = () => {
    setOpen(false);
    run.reset();
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <RoleGate>
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Decide the undecided
        </Button>
      </RoleGate>
      <Typography variant="body2" color="text.secondary">
        {values === undefined
          ? 'Ask the model again for the values this job left undecided; only their rows are charged.'
          : `Ask the model again for the ${formatCount(values)} ${values === 1 ? 'value' : 'values'} needing review; only their rows are charged.`}
      </Typography>
      <RerunDialog
        open={open}
        title="Decide the undecided?"
        plan={plan.data ? { message: plan.data.message, count: plan.data.values } : undefined}
        note="Values decided by rules, by the model with confidence or by you are not asked again and cost nothing."
        error={run.error?.message ?? plan.error?.message ?? null}
        confirmLabel="Decide them"
        busy={run.isPending}
        onCancel={close}
        onConfirm={() => run.mutate(undefined, { onSuccess: close })}
      />
    </Box>
  );
}
