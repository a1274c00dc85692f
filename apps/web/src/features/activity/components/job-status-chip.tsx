import { Chip } from '@mui/material';
import { statusChip } from '../job-status';

export function JobStatusChip({ status }: { status: string }) {
  const { label, color } = statusChip(status);
  return <Chip size="small" label={label} color={color} variant={color === 'default' ? 'outlined' : 'filled'} />;
}
