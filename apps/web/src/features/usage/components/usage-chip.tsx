import { formatCredits } from '@leadsift/shared';
import TollIcon from '@mui/icons-material/Toll';
import { Chip, Tooltip } from '@mui/material';
import type { ReadySummary } from '../hooks/use-usage-summary';
import { levelChipSx } from './level-colors';

type UsageChipProps = { summary: ReadySummary; onOpenDetails: () => void; pool?: string | null };

/**
 * docs/product.md#screens compact form: remaining credits or 'Unlimited', tooltip '{remaining} credits remaining ({plan})',
 * and whose pool they are in a team workspace ('· Acme Sales — shared credits').
 */
export function UsageChip({ summary, onOpenDetails, pool = null }: UsageChipProps) {
  const remaining = formatCredits(summary.stats.creditsAvailable);
  const title = `${remaining} credits remaining (${summary.planName})${pool ? ` · ${pool}` : ''}`;
  return (
    <Tooltip title={title} enterDelay={100} describeChild>
      <Chip icon={<TollIcon />} label={remaining} size="small" onClick={onOpenDetails} sx={levelChipSx(summary.level)} />
    </Tooltip>
  );
}
