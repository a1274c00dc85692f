import { formatCount } from '@leadsift/shared';
import { Alert, Box, Button, Skeleton } from '@mui/material';
import type { DecisionState } from '@leadsift/shared';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import { useDecisionsPage, type DecisionSort } from '../api/get-decisions-page';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import type { useDecisionOverrides } from '../hooks/use-decision-overrides';
import { RoleNotice } from '../../workspaces';
import { DecisionsToolbar } from './decisions-toolbar';
import { OfflineModelLabel } from './offline-model-label';

const DecisionsGrid = lazyNamed(() => import('./decisions-grid'), 'DecisionsGrid');

export type DecisionsTabProps = {
  filterId: string;
  columns: string[];
  overrides: ReturnType<typeof useDecisionOverrides>;
  /** Distinct values under the review threshold (ADR 0034): said above the table, with a way to show them. */
  valuesNeedingReview?: number;
  /** Bumped to show the values that need review (the stat card's 'Show them'). */
  showReview?: number;
};

/** docs/product.md#screens Decisions tab: the column filter, search, the Decision filter, and the server-paged table (default 100 a page). */
export function DecisionsTab({ filterId, columns, overrides, valuesNeedingReview = 0, showReview = 0 }: DecisionsTabProps) {
  const [column, setColumn] = useState('');
  const [search, setSearch] = useState('');
  const [state, setState] = useState<DecisionState | ''>('');
  const [sort, setSort] = useState<DecisionSort>('-frequency');
  const [pagination, setPagination] = useState({ page: 0, pageSize: 100 });
  const debouncedSearch = useDebouncedValue(search, 300);
  const query = { column, search: debouncedSearch, state, sort, page: pagination.page + 1, pageSize: pagination.pageSize };
  const page = useDecisionsPage(filterId, query);
  const firstPage = (update: () => void) => {
    update();
    setPagination((current) => ({ ...current, page: 0 }));
  };
  // The stat card's 'Show them': the state filter follows the count of clicks, adjusted while rendering.
  const [shownFor, setShownFor] = useState(showReview);
  if (shownFor !== showReview) {
    setShownFor(showReview);
    if (showReview > 0) firstPage(() => setState('REVIEW'));
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <OfflineModelLabel />
      <RoleNotice />
      {valuesNeedingReview > 0 && (
        <Alert
          severity="warning"
          data-testid="values-needing-review"
          action={
            state !== 'REVIEW' && (
              <Button color="inherit" size="small" onClick={() => firstPage(() => setState('REVIEW'))}>
                Show them
              </Button>
            )
          }
        >
          {formatCount(valuesNeedingReview)} {valuesNeedingReview === 1 ? 'value needs' : 'values need'} review: neither rules nor the model
          decided {valuesNeedingReview === 1 ? 'it' : 'them'} with confidence. Each shows REVIEW until you choose Keep or Exclude; until
          then its rows stay where the guess put them.
        </Alert>
      )}
      <DecisionsToolbar
        columns={columns}
        column={column}
        onColumnChange={(next) => firstPage(() => setColumn(next))}
        search={search}
        onSearchChange={(next) => firstPage(() => setSearch(next))}
        state={state}
        onStateChange={(next) => firstPage(() => setState(next))}
      />
      {overrides.error && (
        <Alert severity="error" role="alert" onClose={overrides.clearError}>
          {overrides.error}
        </Alert>
      )}
      {page.isError && <Alert severity="error">{page.error.message}</Alert>}
      {/* The table takes the window's height (a fixed 640 px box showed 8 of 21 rows); the page scrolls to it. */}
      <Box sx={{ height: 'max(480px, calc(100dvh - 96px))' }} data-testid="decisions-table-box">
        <Suspense fallback={<Skeleton variant="rectangular" height="100%" />}>
          <DecisionsGrid
            rows={page.data?.rows ?? []}
            total={page.data?.total ?? 0}
            loading={page.isFetching}
            paginationModel={pagination}
            onPaginationModelChange={setPagination}
            sort={sort}
            onSortChange={(next) => firstPage(() => setSort(next))}
            decisionOf={overrides.decisionOf}
            onDecide={(row, next) => void overrides.decide(row.column, row.value, next)}
          />
        </Suspense>
      </Box>
    </Box>
  );
}
