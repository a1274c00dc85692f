import { formatUsd, type AdminUsageHistory, formatCount } from '@leadsift/shared';
import { Box } from '@mui/material';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { LazyBarChart, LazyLineChart } from '../../../components/charts/lazy-charts';
import { shortDay } from '../../../components/charts/short-day';
import { formatDate } from '../../../lib/format-date-time';

const height = 220;
const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } } as const;

/** Credits used and model cost per day of the period, side by side on a wide screen. */
export function UsageDailyCharts({ usage }: { usage: AdminUsageHistory }) {
  const labels = usage.days.map((d) => shortDay(d.date));
  const period = `Last ${usage.periodDays} days (UTC)`;
  return (
    <Box sx={grid}>
      <ChartFigure
        title="Credits used per day"
        description={`${period}, all users, net of refunds.`}
        height={height}
        table={{ columns: ['Day', 'Credits'], rows: usage.days.map((d) => [formatDate(d.date), d.credits]) }}
      >
        <LazyBarChart
          disableKeyboardNavigation
          height={height}
          hideLegend
          series={[{ id: 'credits', label: 'Credits', data: usage.days.map((d) => d.credits), color: '#1976d2' }]}
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={[{ width: 56 }]}
          margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        />
      </ChartFigure>
      <ChartFigure
        title="Model cost per day"
        description={`${period}, USD at today's prices.`}
        height={height}
        table={{
          columns: ['Day', 'Model cost (USD)', 'Tokens'],
          rows: usage.days.map((d) => [formatDate(d.date), formatUsd(d.costUsd), formatCount(d.tokens)]),
        }}
      >
        <LazyLineChart
          disableKeyboardNavigation
          height={height}
          hideLegend
          series={[
            {
              id: 'cost',
              label: 'Model cost (USD)',
              data: usage.days.map((d) => d.costUsd),
              color: '#9c27b0',
              showMark: false,
              area: true,
            },
          ]}
          xAxis={[{ scaleType: 'point', data: labels }]}
          yAxis={[{ width: 56, valueFormatter: (v: number) => `$${v.toFixed(2)}` }]}
          margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        />
      </ChartFigure>
    </Box>
  );
}
