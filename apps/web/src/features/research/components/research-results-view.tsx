import { formatCount } from '@leadsift/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Paper, Tab, Tabs, TablePagination, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { ExportButtons } from '../../../components/export-buttons';
import { StatCards } from '../../../components/stat-cards';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useExport } from '../../../hooks/use-export';
import { runByText } from '../../../lib/actor-text';
import { formatDateTime } from '../../../lib/format-date-time';
import { exportResearch } from '../api/export-research';
import { ResearchResultsError, useResearchResults, type ResearchResultsSort, type ResearchResultsTab } from '../api/get-research-results';
import { CostLine } from '../../usage';
import { OfflineRaterNote } from './offline-rater-note';
import { ResearchResultsToolbar } from './research-results-toolbar';
import { RetryNotVisited } from './retry-not-visited';
import { WebsiteResult } from './website-result';

/** docs/product.md#limits: research results page sizes, 25 by default. */
export const RESEARCH_PAGE_SIZES = [10, 25, 50, 100];

const tabs: { value: ResearchResultsTab; label: string }[] = [
  { value: 'qualified', label: 'Qualified' },
  { value: 'disqualified', label: 'Disqualified' },
  { value: 'not_visited', label: 'Not visited' },
  { value: 'all', label: 'All Decisions' },
];

const statusNote: Record<string, string> = {
  created: 'This research is queued: results appear here as each website is finished.',
  processing: 'This research is running: results appear here as each website is finished.',
  paused: 'This research is paused. Resume it from Activity History to finish the remaining websites.',
  failed: 'This research stopped before every website was finished.',
};

export type ResearchResultsViewProps = {
  jobId: string;
  onBack: () => void;
  /** When given, a job the server does not know (404: deleted, or another user's) is handed back instead of shown as an error. */
  onJobNotFound?: () => void;
};

/** docs/product.md#screens 'Research results view'. */
export function ResearchResultsView({ jobId, onBack, onJobNotFound }: ResearchResultsViewProps) {
  // Null until the user picks a tab: the results open on Qualified, or on All Decisions when nothing qualified.
  const [picked, setPicked] = useState<ResearchResultsTab | null>(null);
  const [opening, setOpening] = useState<ResearchResultsTab>('qualified');
  const tab = picked ?? opening;
  const [sort, setSort] = useState<ResearchResultsSort>('quality');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const debouncedSearch = useDebouncedValue(search, 300);
  const results = useResearchResults(jobId, { tab, sort, search: debouncedSearch, page: page + 1, pageSize });
  const exporter = useExport(() => exportResearch(jobId), 'Failed to export results: unknown error');
  const data = results.data;
  const notFound = results.error instanceof ResearchResultsError && results.error.status === 404;
  useEffect(() => {
    if (notFound) onJobNotFound?.();
  }, [notFound, onJobNotFound]);
  const runBy = data ? runByText(data.createdBy) : null;
  if (picked === null && opening === 'qualified' && data && !results.isPlaceholderData && data.qualified === 0) setOpening('all');

  const handleTab = (next: ResearchResultsTab) => {
    setPicked(next);
    // 'Decision' is offered on the All tab only.
    if (next !== 'all' && sort === 'decision') setSort('quality');
    setPage(0);
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          Back to Lists
        </Button>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {data?.name || 'Research results'}
          </Typography>
          {runBy && (
            <Typography variant="body2" color="text.secondary">
              {runBy}
            </Typography>
          )}
        </Box>
        <ExportButtons onExport={(format) => void exporter.exportNow(() => exportResearch(jobId, format))} exporting={exporter.exporting} />
      </Box>
      {exporter.error && (
        <Alert severity="error" role="alert" onClose={exporter.clearError}>
          {exporter.error}
        </Alert>
      )}
      {results.isPending && <CircularProgress aria-label="Loading results" sx={{ justifySelf: 'center' }} />}
      {results.isError && (
        <Alert severity="error" role="alert">
          {results.error.message}
        </Alert>
      )}
      {data && (
        <>
          {data.outcome === 'not_visited' && (
            <Alert severity="warning" role="status" data-testid="not-visited-outcome">
              {`Not visited: ${data.outcomeMessage ?? 'no website could be visited'}. Nothing was charged.`}
            </Alert>
          )}
          {statusNote[data.status] && (
            <Alert severity={data.status === 'failed' ? 'error' : 'info'} role="status">
              {statusNote[data.status]}
            </Alert>
          )}
          {data.offline && <OfflineRaterNote />}
          <CostLine usage={data.usage} />
          {data.reused && data.reused.count > 0 && data.reused.since && (
            <Typography variant="body2" color="text.secondary" data-testid="reused-note">
              {`${formatCount(data.reused.count)} ${data.reused.count === 1 ? 'rating' : 'ratings'} reused from a run on ${formatDateTime(data.reused.since)} — no model call, no credits.`}
            </Typography>
          )}
          <StatCards
            totalLabel="Total Accounts"
            total={data.totalAccounts}
            qualified={data.qualified}
            disqualified={data.disqualified}
            notVisited={data.notVisited}
          />
          {data.notVisited > 0 && (data.status === 'completed' || data.status === 'failed') && (
            <RetryNotVisited jobId={jobId} notVisited={data.notVisited} />
          )}
          {data.totalAccounts === 0 ? (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography variant="h6" component="p">
                No Results Available
              </Typography>
            </Paper>
          ) : (
            <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
              <Tabs
                value={tab}
                onChange={(_e, next: ResearchResultsTab) => handleTab(next)}
                aria-label="Research results"
                variant="scrollable"
                allowScrollButtonsMobile
              >
                {tabs.map((t) => (
                  <Tab key={t.value} value={t.value} label={t.label} />
                ))}
              </Tabs>
              <ResearchResultsToolbar
                tab={tab}
                sort={sort}
                onSortChange={(next) => {
                  setSort(next);
                  setPage(0);
                }}
                search={search}
                onSearchChange={(next) => {
                  setSearch(next);
                  setPage(0);
                }}
              />
              <Box sx={{ display: 'grid', gap: 1.5, opacity: results.isPlaceholderData ? 0.6 : 1 }} aria-busy={results.isFetching}>
                {data.websites.length === 0 ? (
                  <Typography color="text.secondary" sx={{ p: 2 }}>
                    {debouncedSearch.trim() ? 'No websites match your search.' : 'No websites in this tab yet.'}
                  </Typography>
                ) : (
                  data.websites.map((w) => <WebsiteResult key={w.url} website={w} showDecision={tab === 'all'} />)
                )}
              </Box>
              <TablePagination
                component="div"
                count={data.total}
                page={Math.min(page, Math.max(0, Math.ceil(data.total / pageSize) - 1))}
                rowsPerPage={pageSize}
                rowsPerPageOptions={RESEARCH_PAGE_SIZES}
                onPageChange={(_e, next) => setPage(next)}
                onRowsPerPageChange={(event) => {
                  setPageSize(Number(event.target.value));
                  setPage(0);
                }}
              />
            </Paper>
          )}
          <Typography variant="caption" color="text.secondary" component="footer">
            {`Job ID: ${data.jobId} · ${data.completedAt ? `Completed ${formatDateTime(data.completedAt)}` : 'Not completed yet'}`}
          </Typography>
        </>
      )}
    </Box>
  );
}
