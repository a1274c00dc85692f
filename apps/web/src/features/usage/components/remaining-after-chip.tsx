import { remainingAfterSeverity, type RemainingAfterSeverity } from '@leadsift/shared';
import { Chip } from '@mui/material';

const chipColor: Record<RemainingAfterSeverity, 'success' | 'warning' | 'error'> = { ok: 'success', warning: 'warning', error: 'error' };

export type RemainingAfterChipProps = {
  /** Credits left once the job is charged (may be negative); null when the user's credits are unlimited. */
  remainingAfter: number | null;
  size?: 'small' | 'medium';
};

/**
 * docs/product.md#states: warning colour under 100, error at 0 or below. The exact figure is shown (not formatCredits)
 * because a job either fits or not by a few credits, and a shortfall of exactly 1 must not read 'Unlimited'.
 */
export function RemainingAfterChip({ remainingAfter, size = 'small' }: RemainingAfterChipProps) {
  const label = remainingAfter === null ? 'Unlimited' : remainingAfter.toLocaleString('en-US');
  return <Chip label={`Remaining after: ${label}`} color={chipColor[remainingAfterSeverity(remainingAfter)]} size={size} />;
}
