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
import { useState } from 'react';
import { useDeleteFilterJob } from '../api/delete-filter-job';
import type { FilterJob } from '../api/get-filter-jobs';
import { useFilterJobs } from '../api/get-filter-jobs';
import { usePauseFilterJob } from '../api/pause-filter-job';
import { useResumeFilterJob } from '../api/resume-filter-job';
import { useJobListError } from '../hooks/use-job-list-error';
import { DeleteJobDialog } from './delete-job-dialog';
import { FilterJobRow } from './filter-job-row';

/** SPEC §9: job list page sizes. */
export const JOB_PAGE_SIZES = [10, 25, 50];
const headers = ['List Name', 'Status', 'Created', 'Completion', 'Qualified/Total', 'Actions'];

export type FilterJobsTabProps = { onViewFilterResults: (filterId: string) => void };

/** SPEC §2 Activity History, List Cleaner tab: the jobs table, polled every 5 s. */
export function FilterJobsTab({ onViewFilterResults }: FilterJobsTabProps) {
  const jobs = useFilterJobs();
  const banner = useJobListError(jobs);
  const pause = usePauseFilterJob();
  const resume = useResumeFilterJob();
  const remove = useDeleteFilterJob();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(JOB_PAGE_SIZES[0]!);
  const [toDelete, setToDelete] = useState<FilterJob | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  const run = (mutate: typeof pause.mutate, job: FilterJob) => {
    setBusyIds((ids) => new Set(ids).add(job.id));
    mutate(
      { id: job.id, name: job.name },
      {
        onError: (err) => banner.report(err.message),
        onSettled: () => setBusyIds((ids) => new Set([...ids].filter((id) => id !== job.id))),
      },
    );
  };
  const handleConfirmDelete = () => {
    if (toDelete) run(remove.mutate, toDelete);
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
            No list cleaner jobs found. Create a new list to get started.
          </Typography>
        )
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label="List Cleaner jobs">
              <TableHead>
                <TableRow>
                  {headers.map((h) => (
                    <TableCell key={h}>{h}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((job) => (
                  <FilterJobRow
                    key={job.id}
                    job={job}
                    busy={busyIds.has(job.id)}
                    onView={(j) => onViewFilterResults(j.filterId ?? j.id)}
                    onPause={(j) => run(pause.mutate, j)}
                    onResume={(j) => run(resume.mutate, j)}
                    onDelete={setToDelete}
                  />
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
