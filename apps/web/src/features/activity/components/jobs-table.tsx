import {
  Alert,
  Box,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { Fragment, useState, type ReactNode } from 'react';
import { stickyLastColumnSx } from '../../../components/sticky-actions-column';
import { useJobListError } from '../hooks/use-job-list-error';
import { DeleteJobDialog } from './delete-job-dialog';
import type { JobRowProps } from './job-row-cells';

/** docs/product.md#limits: job list page sizes. */
export const JOB_PAGE_SIZES = [10, 25, 50];

/** The job list query (polled by its hook, docs/product.md#limits). */
export type JobsQuery<J> = { data: J[] | undefined; isPending: boolean; isError: boolean; error: Error | null; errorUpdatedAt: number };

/** A pause, resume or delete mutation; its error message is the banner's text (docs/product.md#messages). */
export type JobMutation<V> = {
  mutate(variables: V, options: { onError: (err: Error) => void; onSettled: () => void }): void;
};

/** What a row needs from the table: whether an action on it is under way, and the actions that go through the table. */
export type JobRowHandlers<J> = Omit<JobRowProps<J>, 'job' | 'onView' | 'viewHref'>;

export type JobsTableProps<J extends { name: string }, V> = {
  jobs: JobsQuery<J>;
  /** The table's accessible name. */
  label: string;
  emptyText: string;
  headers: readonly string[];
  jobId: (job: J) => string;
  /** What the pause, resume and delete mutations are called with. */
  variables: (job: J) => V;
  pause: JobMutation<V>;
  resume: JobMutation<V>;
  remove: JobMutation<V>;
  renderRow: (job: J, handlers: JobRowHandlers<J>) => ReactNode;
  /** The job the user has just started (it is marked and scrolled to). */
  isStarted?: (job: J) => boolean;
};

/**
 * docs/product.md#screens Activity History: one tab's jobs table — 'Loading lists...', the empty text, the error banner,
 * pages of 10/25/50, and delete after confirmation. Both tabs (Research Agent, List Cleaner) use it.
 */
export function JobsTable<J extends { name: string }, V>(props: JobsTableProps<J, V>) {
  const { jobs, label, emptyText, headers, jobId, variables, renderRow, isStarted } = props;
  const banner = useJobListError(jobs);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(JOB_PAGE_SIZES[0]!);
  const [toDelete, setToDelete] = useState<J | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  const run = (mutation: JobMutation<V>, job: J) => {
    const id = jobId(job);
    setBusyIds((ids) => new Set(ids).add(id));
    mutation.mutate(variables(job), {
      onError: (err) => banner.report(err.message),
      onSettled: () => setBusyIds((ids) => new Set([...ids].filter((other) => other !== id))),
    });
  };
  const handleConfirmDelete = () => {
    if (toDelete) run(props.remove, toDelete);
    setToDelete(null);
  };

  const list = jobs.data ?? [];
  const lastPage = Math.max(0, Math.ceil(list.length / pageSize) - 1);
  const current = Math.min(page, lastPage);
  const rows = list.slice(current * pageSize, current * pageSize + pageSize);

  return (
    <Box>
      {banner.message && (
        <Alert severity="error" onClose={banner.clear} sx={{ mb: 2 }}>
          {banner.message}
        </Alert>
      )}
      {jobs.isPending ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 3 }}>
          <CircularProgress size={24} aria-label="Loading lists" />
          <Typography>Loading lists...</Typography>
        </Box>
      ) : list.length === 0 ? (
        !jobs.isError && (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {emptyText}
          </Typography>
        )
      ) : (
        <Paper variant="outlined">
          {/* The Actions column stays at the right edge while the rest scrolls sideways (View, Resume, Delete in reach on a phone). */}
          <TableContainer sx={stickyLastColumnSx}>
            <Table size="small" aria-label={label}>
              <TableHead>
                <TableRow>
                  {headers.map((h) => (
                    <TableCell key={h}>{h}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((job) => (
                  <Fragment key={jobId(job)}>
                    {renderRow(job, {
                      busy: busyIds.has(jobId(job)),
                      started: isStarted?.(job) ?? false,
                      onPause: (j) => run(props.pause, j),
                      onResume: (j) => run(props.resume, j),
                      onDelete: setToDelete,
                    })}
                  </Fragment>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={list.length}
            page={current}
            rowsPerPage={pageSize}
            rowsPerPageOptions={JOB_PAGE_SIZES}
            onPageChange={(_e, next) => setPage(next)}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(0);
            }}
          />
        </Paper>
      )}
      <DeleteJobDialog name={toDelete?.name ?? null} onCancel={() => setToDelete(null)} onConfirm={handleConfirmDelete} />
    </Box>
  );
}
