import { formatUsd, type AdminUsageHistory } from '@leadsift/shared';
import { Box, Typography } from '@mui/material';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { LazyBarChart } from '../../../components/charts/lazy-charts';

const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } } as const;
const barHeight = (rows: number) => 40 + Math.max(rows, 1) * 28;
const usd = (v: number | null) => (v === null ? 'price unknown' : formatUsd(v));

/** The top 10 users by credits and every model by cost over the period. */
export function UsageBreakdownCharts({ usage }: { usage: AdminUsageHistory }) {
  const users = usage.topUsers;
  const models = usage.models;
  const period = `last ${usage.periodDays} days`;
  return (
    <Box sx={grid}>
      {users.length === 0 ? (
        <Typography color="text.secondary">{`No user used credits or models in the ${period}.`}</Typography>
      ) : (
        <ChartFigure
          title="Top users by credits used"
          description={`The ${users.length === 1 ? 'user' : `${users.length} users`} with the most credits used in the ${period}.`}
          height={barHeight(users.length)}
          table={{
            columns: ['User', 'Credits', 'Model calls', 'Model cost (USD)'],
            rows: users.map((u) => [u.label, u.credits, u.modelCalls, usd(u.costUsd)]),
          }}
        >
          <LazyBarChart
            disableKeyboardNavigation
            height={barHeight(users.length)}
            layout="horizontal"
            hideLegend
            series={[{ id: 'userCredits', label: 'Credits', data: users.map((u) => u.credits), color: '#1976d2' }]}
            yAxis={[{ scaleType: 'band', data: users.map((u) => u.label), width: 140 }]}
            margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
          />
        </ChartFigure>
      )}
      {models.length === 0 ? (
        <Typography color="text.secondary">{`No model calls in the ${period}.`}</Typography>
      ) : (
        <ChartFigure
          title="Model cost by model"
          description={`USD at today's prices, ${period}; a model without a price shows 0 here and "price unknown" in the table.`}
          height={barHeight(models.length)}
          table={{ columns: ['Model', 'Model cost (USD)'], rows: models.map((m) => [m.model, usd(m.costUsd)]) }}
        >
          <LazyBarChart
            disableKeyboardNavigation
            height={barHeight(models.length)}
            layout="horizontal"
            hideLegend
            series={[{ id: 'modelCost', label: 'Model cost (USD)', data: models.map((m) => m.costUsd ?? 0), color: '#9c27b0' }]}
            yAxis={[{ scaleType: 'band', data: models.map((m) => m.model), width: 140 }]}
            xAxis={[{ valueFormatter: (v: number) => `$${v.toFixed(2)}` }]}
            margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
          />
        </ChartFigure>
      )}
    </Box>
  );
}
