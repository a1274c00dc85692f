import type { ResearchJob } from '@leadsift/shared';
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
import { useDeleteResearchJob, usePauseResearchJob, useResearchJobs, useResumeResearchJob } from '../../research';
import { useJobListError } from '../hooks/use-job-list-error';
import { DeleteJobDialog } from './delete-job-dialog';
import { JOB_PAGE_SIZES } from './filter-jobs-tab';
import { ResearchJobRow } from './research-job-row';

const headers = ['List Name', 'Status', 'Created', 'Completion', 'Qualified/Total', 'Avg. Relevance', 'Actions'];

export type ResearchJobsTabProps = { onViewResearchResults: (jobId: string) => void };

/** SPEC §2 Activity History, Research Agent tab: the jobs table, polled every 5 s (SPEC §9). */
export function ResearchJobsTab({ onViewResearchResults }: ResearchJobsTabProps) {
  const jobs = useResearchJobs();
  const banner = useJobListError(jobs);
  const pause = usePauseResearchJob();
  const resume = useResumeResearchJob();
  const remove = useDeleteResearchJob();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(JOB_PAGE_SIZES[0]!);
  const [toDelete, setToDelete] = useState<ResearchJob | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  const run = (mutate: typeof pause.mutate, job: ResearchJob) => {
    setBusyIds((ids) => new Set(ids).add(job.jobId));
    mutate(
      { jobId: job.jobId, name: job.name },
      {
        onError: (err) => banner.report(err.message),
        onSettled: () => setBusyIds((ids) => new Set([...ids].filter((id) => id !== job.jobId))),
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
            No research jobs found. Create a new research job to get started.
          </Typography>
        )
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label="Research Agent jobs">
              <TableHead>
                <TableRow>
                  {headers.map((h) => (
                    <TableCell key={h}>{h}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((job) => (
                  <ResearchJobRow
                    key={job.jobId}
                    job={job}
                    busy={busyIds.has(job.jobId)}
                    onView={(j) => onViewResearchResults(j.jobId)}
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
