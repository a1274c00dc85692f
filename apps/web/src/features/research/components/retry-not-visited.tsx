import { formatCount } from '@leadsift/shared';
import { useState } from 'react';
import { RerunAction } from '../../../components/rerun-dialog';
import { RoleGate } from '../../workspaces';
import { useRetryPlan, useRetryWebsites } from '../api/retry-websites';

export type RetryNotVisitedProps = { jobId: string; notVisited: number };

/** "Retry websites not visited" (ADR 0066), after a confirmation with the count and the most it can cost. */
export function RetryNotVisited({ jobId, notVisited }: RetryNotVisitedProps) {
  const [open, setOpen] = useState(false);
  const plan = useRetryPlan(jobId, open);
  const run = useRetryWebsites(jobId);
  return (
    <RerunAction
      label="Retry websites not visited"
      description={`Visit the ${formatCount(notVisited)} ${notVisited === 1 ? 'website' : 'websites'} not visited again; only those are charged.`}
      title="Retry websites not visited?"
      note="Websites already rated are not visited again and cost nothing."
      confirmLabel="Retry them"
      plan={{ data: plan.data ? { message: plan.data.message, count: plan.data.websites } : undefined, error: plan.error }}
      run={run}
      open={open}
      onOpenChange={setOpen}
      gate={(button) => <RoleGate>{button}</RoleGate>}
    />
  );
}
