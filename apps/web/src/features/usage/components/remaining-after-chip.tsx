import { formatCount, remainingAfterSeverity, type RemainingAfterSeverity } from '@leadsift/shared';
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
 * A shortfall says how many credits are missing ('Short by 813 credits'), never a negative 'Remaining after: -813'.
 */
export function remainingAfterLabel(remainingAfter: number | null): string {
  if (remainingAfter === null) return 'Remaining after: Unlimited';
  if (remainingAfter < 0) return `Short by ${formatCount(-remainingAfter)} ${remainingAfter === -1 ? 'credit' : 'credits'}`;
  return `Remaining after: ${formatCount(remainingAfter)}`;
}

export function RemainingAfterChip({ remainingAfter, size = 'small' }: RemainingAfterChipProps) {
  return <Chip label={remainingAfterLabel(remainingAfter)} color={chipColor[remainingAfterSeverity(remainingAfter)]} size={size} />;
}
