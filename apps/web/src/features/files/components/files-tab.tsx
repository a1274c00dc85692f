import { formatBytes, formatCount, type StoredUpload } from '@leadsift/shared';
import { plural } from '../../../lib/plural';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format-date-time';
import { UploadInUseError, useDeleteUpload } from '../api/delete-upload';
import { useUploads } from '../api/get-uploads';
import { RoleGate } from '../../workspaces';
import { DeleteFileDialog, type FileToDelete } from './delete-file-dialog';
import { StorageSummary } from './storage-summary';

const kindLabel = { filter: 'List Cleaner', research: 'Research Agent' } as const;

/**
 * Activity History's Files tab (ADR 0033): the caller's uploads with what they hold, what they take of the
 * storage quota and the jobs built on each; Delete asks first, naming those jobs. One column of cards, so
 * it fits a 390 px screen without scrolling sideways.
 */
export function FilesTab() {
  const files = useUploads();
  const remove = useDeleteUpload();
  const [toDelete, setToDelete] = useState<FileToDelete | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const confirm = (file: FileToDelete) => {
    setToDelete(null);
    setError(null);
    setNotice(null);
    remove.mutate(file, {
      onSuccess: ({ jobs, refunded }) => {
        const withJobs = jobs.length === 0 ? '' : ` and ${jobs.length === 1 ? 'its job' : `its ${jobs.length} jobs`}`;
        const credits = refunded > 0 ? ` ${refunded} credits were refunded.` : '';
        setNotice(`Deleted "${file.name}"${withJobs}.${credits}`);
      },
      // A job started on the file meanwhile: ask again, naming the jobs as they are now.
      onError: (err) => (err instanceof UploadInUseError ? setToDelete({ ...file, jobs: err.jobs }) : setError(err.message)),
    });
  };

  const data = files.data;
  return (
    <Box>
      {(error ?? (files.isError ? files.error?.message : null)) && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 2 }}>
          {error ?? files.error?.message}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {files.isPending ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 3 }}>
          <CircularProgress size={24} aria-label="Loading files" />
          <Typography>Loading files...</Typography>
        </Box>
      ) : data ? (
        <>
          <StorageSummary storage={data.storage} />
          {data.uploads.length === 0 ? (
            <Typography sx={{ p: 3 }} color="text.secondary">
              No files yet. Files you upload to the List Cleaner or the Research Agent appear here.
            </Typography>
          ) : (
            <Stack component="ul" spacing={1.5} aria-label="Your files" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {data.uploads.map((file) => (
                <FileCard
                  key={file.id}
                  file={file}
                  busy={remove.isPending && remove.variables?.id === file.id}
                  onDelete={() => setToDelete(file)}
                />
              ))}
            </Stack>
          )}
        </>
      ) : null}
      <DeleteFileDialog file={toDelete} onCancel={() => setToDelete(null)} onConfirm={confirm} />
    </Box>
  );
}

function FileCard({ file, busy, onDelete }: { file: StoredUpload; busy: boolean; onDelete: () => void }) {
  const rows = `${formatCount(file.rowCount)} ${file.rowCount === 1 ? 'row' : 'rows'}`;
  const columns = plural(file.columnCount, 'column');
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-label={file.name}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {file.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${rows} × ${columns} · ${formatBytes(file.sizeBytes)} · Uploaded ${formatDateTime(file.createdAt)}`}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {file.jobs.length === 0
              ? 'Not used by any job'
              : `Used by: ${file.jobs.map((job) => `${job.name} (${kindLabel[job.kind]})`).join(', ')}`}
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          {/* A viewer sees Delete held back with the reason; the server refuses it too. */}
          <RoleGate>
            <Button color="error" variant="outlined" onClick={onDelete} disabled={busy} aria-label={`Delete ${file.name}`}>
              Delete
            </Button>
          </RoleGate>
        </Box>
      </Stack>
    </Paper>
  );
}
