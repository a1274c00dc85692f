import { formatExactCredits, usageKindLabels, usageKinds, type UsageHistory } from '@leadsift/shared';
import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { LazyBarChart } from '../../../components/charts/lazy-charts';
import { shortDay } from '../../../components/charts/short-day';
import { formatDate } from '../../../lib/format-date-time';
import { useUsageHistory } from '../api/get-usage-history';

const kindColors = { listCleaner: '#1976d2', research: '#2e7d32', webSearch: '#ed6c02' } as const;

/** The Usage dialog's charts — credits per day this billing cycle (stacked by kind), and by kind. */
export function UsageHistoryCharts() {
  const history = useUsageHistory(true);
  if (history.isPending) return <Skeleton variant="rectangular" height={200} aria-label="Loading usage history" />;
  if (history.isError) return <Alert severity="warning">Usage history could not be loaded.</Alert>;
  return <Charts history={history.data} />;
}

function Charts({ history }: { history: UsageHistory }) {
  const since = formatDate(history.cycleStart);
  if (history.days.every((d) => usageKinds.every((k) => d[k] === 0)))
    return <Typography color="text.secondary">{`No credits used since ${since}.`}</Typography>;
  const series = usageKinds.map((kind) => ({
    id: kind,
    label: usageKindLabels[kind],
    data: history.days.map((d) => d[kind]),
    stack: 'credits',
    color: kindColors[kind],
  }));
  return (
    <Stack spacing={2}>
      <ChartFigure
        title="Credits used per day"
        description={`This billing cycle, since ${since}. Refunds count on the day they were given back.`}
        height={200}
        table={{
          columns: ['Day', ...usageKinds.map((k) => usageKindLabels[k])],
          rows: history.days.map((d) => [formatDate(d.date), ...usageKinds.map((k) => d[k])]),
        }}
      >
        <LazyBarChart
          disableKeyboardNavigation
          height={200}
          series={series}
          xAxis={[{ scaleType: 'band', data: history.days.map((d) => shortDay(d.date)) }]}
          yAxis={[{ width: 48 }]}
          margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        />
      </ChartFigure>
      <ChartFigure
        title="Credits used by kind"
        description={`${formatExactCredits(history.total)} credits this cycle.`}
        height={140}
        table={{ columns: ['Kind', 'Credits'], rows: usageKinds.map((k) => [usageKindLabels[k], history.byKind[k]]) }}
      >
        <LazyBarChart
          disableKeyboardNavigation
          height={140}
          layout="horizontal"
          hideLegend
          series={[{ id: 'byKind', label: 'Credits', data: usageKinds.map((k) => history.byKind[k]), color: kindColors.listCleaner }]}
          yAxis={[{ scaleType: 'band', data: usageKinds.map((k) => usageKindLabels[k]), width: 96 }]}
          margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
        />
      </ChartFigure>
    </Stack>
  );
}
