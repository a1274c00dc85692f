import { Chip } from '@mui/material';
import { statusChip, type StatusChipColor } from '../job-status';

/** A job's status chip; `shown` replaces the status's own label and colour ('Not visited' on a completed research job). */
export function JobStatusChip({ status, shown }: { status: string; shown?: { label: string; color: StatusChipColor } | undefined }) {
  const { label, color } = shown ?? statusChip(status);
  return <Chip size="small" label={label} color={color} variant={color === 'default' ? 'outlined' : 'filled'} />;
}
