import type { QualityRanking } from '@leadsift/shared';
import { Chip, Tooltip } from '@mui/material';

const colors: Record<QualityRanking, 'success' | 'primary' | 'default'> = { EXCELLENT: 'success', GOOD: 'primary', ACCEPTABLE: 'default' };

/** docs/product.md#limits: the quality label shows '(+bonus)'. */
export function qualityLabel(ranking: QualityRanking, bonusScore: number | null): string {
  return bonusScore ? `${ranking} (+${bonusScore})` : ranking;
}

export const QUALITY_HINT = 'Lead quality of a qualified website: EXCELLENT, GOOD or ACCEPTABLE (+ bonus for extra signals)';

/** Shown on qualified websites only: it ranks them against each other (docs/product.md#limits). */
export function QualityChip({ ranking, bonusScore }: { ranking: QualityRanking; bonusScore: number | null }) {
  return (
    <Tooltip title={QUALITY_HINT} describeChild>
      <Chip size="small" variant="outlined" color={colors[ranking]} label={qualityLabel(ranking, bonusScore)} />
    </Tooltip>
  );
}
