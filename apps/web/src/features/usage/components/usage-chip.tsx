import { formatCredits } from '@leadsift/shared';
import TollIcon from '@mui/icons-material/Toll';
import { Chip, Tooltip } from '@mui/material';
import type { ReadySummary } from '../hooks/use-usage-summary';
import { levelChipSx } from './level-colors';

type UsageChipProps = { summary: ReadySummary; onOpenDetails: () => void };

/** docs/product.md#screens compact form: remaining credits or 'Unlimited', tooltip '{remaining} credits remaining ({plan})'. */
export function UsageChip({ summary, onOpenDetails }: UsageChipProps) {
  const remaining = formatCredits(summary.stats.creditsAvailable);
  return (
    <Tooltip title={`${remaining} credits remaining (${summary.planName})`} enterDelay={100} describeChild>
      <Chip icon={<TollIcon />} label={remaining} size="small" onClick={onOpenDetails} sx={levelChipSx(summary.level)} />
    </Tooltip>
  );
}
