import { DEMO_REQUEST_PAGE_SIZES, type DemoRequestEntry } from '@leadsift/shared';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Chip, Link, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../../lib/format-date-time';
import { adminKeys } from '../api/admin-keys';
import { exportDemoRequests, markDemoRequestsSeen, useDemoRequests } from '../api/demo-requests';
import type { ReportFeedback } from '../hooks/use-feedback';

const columns: GridColDef<DemoRequestEntry>[] = [
  { field: 'createdAt', headerName: 'Received', width: 190, valueFormatter: (value: string) => formatDateTime(value) },
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 160,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    renderCell: ({ row, value }) => (
      <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', height: '100%' }}>
        {value as string}
        {row.seenAt === null && <Chip size="small" color="secondary" label="New" />}
      </Box>
    ),
  },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    minWidth: 200,
    renderCell: ({ value }) => <Link href={`mailto:${value as string}`}>{value as string}</Link>,
  },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
  {
    field: 'forwardedAt',
    headerName: 'Forwarded',
    width: 190,
    valueFormatter: (value: string | null) => (value ? formatDateTime(value) : 'not forwarded'),
  },
];

/**
 * Admin → Demo requests: what people sent with the login page's "Request a personalised demo" form, newest
 * first, paged on the server. Opening it marks the requests received so far as seen (the badge clears); the
 * ones that were new keep their "New" chip while the list stays open.
 */
export function DemoRequestsTab({ onResult }: { onResult: ReportFeedback }) {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [exporting, setExporting] = useState(false);
  const list = useDemoRequests(pagination.page + 1, pagination.pageSize);
  const queryClient = useQueryClient();
  const marked = useRef(false);
  const loaded = list.isSuccess;

  useEffect(() => {
    if (!loaded || marked.current) return;
    marked.current = true;
    void markDemoRequestsSeen()
      .then(() => queryClient.invalidateQueries({ queryKey: adminKeys.demoRequestsUnseen }))
      .catch(() => {
        // The badge stays until the next visit; the list itself is shown either way.
      });
  }, [loaded, queryClient]);

  const onExport = async () => {
    setExporting(true);
    try {
      onResult('success', `Saved ${await exportDemoRequests()}`);
    } catch (err) {
      onResult('error', err instanceof Error ? err.message : 'Failed to export demo requests');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          Requests sent with “Request a personalised demo” on the sign-in page, newest first.
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void onExport()}
          disabled={exporting || (list.data?.total ?? 0) === 0}
        >
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </Box>
      {list.error && <Alert severity="error">Failed to load demo requests: {list.error.message}</Alert>}
      {list.data?.total === 0 && <Alert severity="info">No demo request yet.</Alert>}
      <DataGrid<DemoRequestEntry>
        rows={list.data?.data ?? []}
        columns={columns}
        rowCount={list.data?.total ?? 0}
        loading={list.isFetching}
        paginationMode="server"
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        pageSizeOptions={[...DEMO_REQUEST_PAGE_SIZES]}
        disableColumnSorting
        disableRowSelectionOnClick
        autoHeight
        aria-label="Demo requests"
      />
    </Box>
  );
}
