import { formatCredits } from '@leadsift/shared';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Box, Card, CardContent, Chip, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { ReadySummary } from '../hooks/use-usage-summary';
import { levelBarSx } from './level-colors';
import { UsageWarningText } from './usage-warning-text';

export function UsageCardFrame({ children, onOpenDetails }: { children: ReactNode; onOpenDetails?: () => void }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Usage & Credits
          </Typography>
          {onOpenDetails && (
            <Tooltip title="Usage details">
              <IconButton size="small" onClick={onOpenDetails} aria-label="Usage details">
                <InfoOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** docs/product.md#screens full form: remaining line, plan chip, progress bar, caption 'used / total (percent%)'. */
export function UsageCardBody({ summary, pool = null }: { summary: ReadySummary; pool?: string | null }) {
  const { stats, percent, level, unlimited } = summary;
  return (
    <Stack spacing={1}>
      {pool && (
        <Typography variant="body2" color="text.secondary">
          {pool}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="p">
          {unlimited ? 'Unlimited credits' : `${formatCredits(stats.creditsAvailable)} credits remaining`}
        </Typography>
        <Chip label={summary.planName} size="small" variant="outlined" />
      </Stack>
      <Box>
        <LinearProgress variant="determinate" value={Math.min(percent, 100)} aria-label="Credits used" sx={levelBarSx(level)} />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {`${formatCredits(stats.creditsUsed)} / ${formatCredits(stats.creditsTotal)} (${percent}%)`}
      </Typography>
      <UsageWarningText level={level} />
    </Stack>
  );
}
