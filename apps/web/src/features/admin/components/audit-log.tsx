import { AUDIT_PAGE_SIZES, auditActionLabels, auditActions, describeChange, type AuditAction, type AuditEntry } from '@leadsift/shared';
import { Alert, Box, FormControl, InputLabel, MenuItem, Select, TextField } from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { formatDateTime } from '../../../lib/format-date-time';
import { useAuditLog } from '../api/get-audit-log';

const columns: GridColDef<AuditEntry>[] = [
  { field: 'createdAt', headerName: 'Time', width: 180, valueFormatter: (value: string) => formatDateTime(value) },
  { field: 'actorEmail', headerName: 'Administrator', flex: 1, minWidth: 180 },
  { field: 'action', headerName: 'Action', width: 170, valueFormatter: (value: AuditAction) => auditActionLabels[value] },
  { field: 'targetEmail', headerName: 'User', flex: 1, minWidth: 180 },
  { field: 'change', headerName: 'Before → after', flex: 1.5, minWidth: 220, valueGetter: (_value, row) => describeChange(row) },
  { field: 'reason', headerName: 'Reason', flex: 1, minWidth: 140 },
  { field: 'ip', headerName: 'IP', width: 130 },
];

/** The 'Audit log' tab: newest first, paged on the server, filtered by administrator, user and action. */
export function AuditLog() {
  const [actor, setActor] = useState('');
  const [target, setTarget] = useState('');
  const [action, setAction] = useState<AuditAction | ''>('');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  // Typed filters ask the server once typing pauses, not on every key.
  const actorFilter = useDebouncedValue(actor, 300);
  const targetFilter = useDebouncedValue(target, 300);
  const log = useAuditLog({
    page: pagination.page + 1,
    pageSize: pagination.pageSize,
    actor: actorFilter,
    target: targetFilter,
    ...(action ? { action } : {}),
  });
  const firstPage = (update: () => void) => {
    update();
    setPagination((p) => ({ ...p, page: 0 }));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          label="Administrator"
          placeholder="email or id"
          value={actor}
          onChange={(e) => firstPage(() => setActor(e.target.value))}
        />
        <TextField label="User" placeholder="email or id" value={target} onChange={(e) => firstPage(() => setTarget(e.target.value))} />
        <FormControl sx={{ minWidth: 220 }}>
          <InputLabel id="audit-action-label">Action</InputLabel>
          <Select
            labelId="audit-action-label"
            id="audit-action"
            label="Action"
            value={action}
            onChange={(e) => firstPage(() => setAction(e.target.value))}
          >
            <MenuItem value="">All actions</MenuItem>
            {auditActions.map((a) => (
              <MenuItem key={a} value={a}>
                {auditActionLabels[a]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Box>
      {log.error && <Alert severity="error">Failed to load the audit log: {log.error.message}</Alert>}
      <DataGrid<AuditEntry>
        rows={log.data?.data ?? []}
        columns={columns}
        rowCount={log.data?.total ?? 0}
        loading={log.isFetching}
        paginationMode="server"
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        pageSizeOptions={[...AUDIT_PAGE_SIZES]}
        disableColumnSorting
        disableRowSelectionOnClick
        autoHeight
        aria-label="Audit log"
      />
    </Box>
  );
}
