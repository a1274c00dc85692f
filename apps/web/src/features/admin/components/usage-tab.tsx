import { adminUsagePeriods, formatUsd, type AdminUsagePeriod, formatCount } from '@leadsift/shared';
import { Alert, Box, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useAdminUsage } from '../api/get-admin-usage';
import { UsageBreakdownCharts } from './usage-breakdown-charts';
import { UsageDailyCharts } from './usage-daily-charts';
import { UsageModelTable } from './usage-model-table';

/** The Admin panel's Usage tab — the installation's credits and model cost, by day, user and model. */
export function UsageTab() {
  const [days, setDays] = useState<AdminUsagePeriod>(30);
  const usage = useAdminUsage(days);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          Usage
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={days}
          onChange={(_e, value: AdminUsagePeriod | null) => value && setDays(value)}
          aria-label="Period"
        >
          {adminUsagePeriods.map((d) => (
            <ToggleButton key={d} value={d}>{`Last ${d} days`}</ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {usage.isPending ? (
        <Skeleton variant="rectangular" height={240} aria-label="Loading usage" />
      ) : usage.isError ? (
        <Alert severity="error">{`Usage could not be loaded: ${usage.error.message}`}</Alert>
      ) : (
        <>
          <Typography color="text.secondary">
            {`${formatCount(usage.data.totals.credits)} credits used · ${formatCount(usage.data.totals.modelCalls)} model calls · ${formatUsd(usage.data.totals.costUsd)} model cost`}
          </Typography>
          {usage.data.unpricedModels.length > 0 && (
            <Alert severity="info">{`No price is known for ${usage.data.unpricedModels.join(', ')}: their tokens are not in any cost (set AI_PRICES).`}</Alert>
          )}
          <UsageDailyCharts usage={usage.data} />
          <UsageBreakdownCharts usage={usage.data} />
          <Box>
            <UsageModelTable models={usage.data.models} />
          </Box>
        </>
      )}
    </Stack>
  );
}
