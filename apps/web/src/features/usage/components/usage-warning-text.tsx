import type { WarningLevel } from '@leadsift/shared';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Stack, Typography } from '@mui/material';
import { levelTextSx } from './level-colors';

/** docs/product.md#screens: critical shows a warning icon and 'Credits running low!'; low shows 'Consider monitoring usage'. */
export function UsageWarningText({ level }: { level: WarningLevel }) {
  if (level === 'none') return null;
  return (
    <Stack direction="row" spacing={0.5} sx={[{ alignItems: 'center' }, levelTextSx(level)]}>
      {level === 'critical' && <WarningAmberIcon fontSize="small" aria-hidden />}
      <Typography variant="body2" sx={{ fontWeight: 500, color: 'inherit' }}>
        {level === 'critical' ? 'Credits running low!' : 'Consider monitoring usage'}
      </Typography>
    </Stack>
  );
}
