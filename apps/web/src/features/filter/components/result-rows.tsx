import { formatCount } from '@leadsift/shared';
import { Box, Skeleton, Tab, Tabs } from '@mui/material';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import type { CompletedResults } from '../api/get-filter-results';
import { useResultRows, type RowsView } from '../api/get-result-rows';

const RowsGrid = lazyNamed(() => import('./rows-grid'), 'RowsGrid');

/** docs/product.md#screens: qualified and disqualified rows from the job's kept and excluded data. */
export function ResultRows({ results }: { results: CompletedResults }) {
  const [view, setView] = useState<RowsView>('kept');
  const [pagination, setPagination] = useState({ page: 0, pageSize: 100 });
  const kept = view === 'kept';
  const served = kept ? results.keptData : results.excludedData;
  const total = kept
    ? (results.pagination?.keptTotal ?? results.stats.keptRowCount)
    : (results.pagination?.excludedTotal ?? results.stats.excludedRowCount);
  // Up to 10,000 rows come whole with the results; bigger lists are read a page at a time.
  const serverPaged = served.length < total;
  const page = useResultRows(results.filterId, view, pagination.page + 1, pagination.pageSize, serverPaged);
  const rows = serverPaged ? (page.data ?? []) : served;
  const columns = Object.keys(results.keptData[0] ?? results.excludedData[0] ?? {});
  const label = kept ? 'Qualified rows' : 'Disqualified rows';

  return (
    <Box component="section" aria-label="Rows" sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Tabs
        value={view}
        onChange={(_, next: RowsView) => {
          setView(next);
          setPagination((current) => ({ ...current, page: 0 }));
        }}
        aria-label="Qualified and disqualified rows"
      >
        <Tab value="kept" label={`Qualified rows (${formatCount(results.stats.keptRowCount)})`} />
        <Tab value="excluded" label={`Disqualified rows (${formatCount(results.stats.excludedRowCount)})`} />
      </Tabs>
      <Box sx={{ height: 520 }} role="tabpanel" aria-label={label}>
        <Suspense fallback={<Skeleton variant="rectangular" height={520} />}>
          <RowsGrid
            label={label}
            columns={columns}
            rows={rows}
            total={total}
            serverPaged={serverPaged}
            loading={serverPaged && page.isFetching}
            paginationModel={pagination}
            onPaginationModelChange={setPagination}
          />
        </Suspense>
      </Box>
    </Box>
  );
}
