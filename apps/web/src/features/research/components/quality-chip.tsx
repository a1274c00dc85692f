import type { QualityRanking } from '@leadsift/shared';
import { Chip } from '@mui/material';

const colors: Record<QualityRanking, 'success' | 'primary' | 'default'> = { EXCELLENT: 'success', GOOD: 'primary', ACCEPTABLE: 'default' };

/** SPEC §9: the quality label shows '(+bonus)'. */
export function qualityLabel(ranking: QualityRanking, bonusScore: number | null): string {
  return bonusScore ? `${ranking} (+${bonusScore})` : ranking;
}

export function QualityChip({ ranking, bonusScore }: { ranking: QualityRanking; bonusScore: number | null }) {
  return <Chip size="small" variant="outlined" color={colors[ranking]} label={qualityLabel(ranking, bonusScore)} />;
}
