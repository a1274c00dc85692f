import { formatCount } from '@leadsift/shared';
import { useState } from 'react';
import { RerunAction } from '../../../components/rerun-dialog';
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
  return (
    <RerunAction
      label="Decide the undecided"
      description={
        values === undefined
          ? 'Ask the model again for the values this job left undecided; only their rows are charged.'
          : `Ask the model again for the ${formatCount(values)} ${values === 1 ? 'value' : 'values'} needing review; only their rows are charged.`
      }
      title="Decide the undecided?"
      note="Values decided by rules, by the model with confidence or by you are not asked again and cost nothing."
      confirmLabel="Decide them"
      plan={{ data: plan.data ? { message: plan.data.message, count: plan.data.values } : undefined, error: plan.error }}
      run={run}
      open={open}
      onOpenChange={setOpen}
      gate={(button) => <RoleGate>{button}</RoleGate>}
    />
  );
}
