import { usageLine, type JobUsage } from '@leadsift/shared';
import { Typography } from '@mui/material';

/** "42 model calls · 61,200 tokens · ≈ $0.18 (gpt-4o-mini)" under a job's results (ADR 0039). */
export function CostLine({ usage }: { usage: JobUsage | null | undefined }) {
  if (!usage) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="cost-line">
      {usageLine(usage)}
    </Typography>
  );
}
