import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Chip, IconButton, Tooltip } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { EFFORT_LABELS, EFFORT_WEIGHTS, formatTicketScore, PRIORITY_WEIGHTS, TICKET_STATUSES, VALUE_WEIGHTS } from '@leadsift/shared';
import type { TicketView } from '../ticket-view';

export type TicketsGridProps = {
  tickets: TicketView[];
  loading: boolean;
  onEdit: (ticket: TicketView) => void;
  onDelete: (ticket: TicketView) => void;
};

const statusOrder = (s: string) => TICKET_STATUSES.indexOf(s as (typeof TICKET_STATUSES)[number]);

/** The tickets table (SPEC §2): every column sortable, score to 2 decimals, overdue rows in red. A lazy chunk with the grid. */
export function TicketsGrid({ tickets, loading, onEdit, onDelete }: TicketsGridProps) {
  const columns: GridColDef<TicketView>[] = [
    { field: 'id', headerName: 'ID', width: 120 },
    { field: 'title', headerName: 'Title', flex: 2, minWidth: 200 },
    { field: 'status', headerName: 'Status', width: 120, sortComparator: (a, b) => statusOrder(a) - statusOrder(b) },
    {
      field: 'priority',
      headerName: 'Priority',
      width: 95,
      // By SPEC §9 weight: descending puts P0 first.
      sortComparator: (a: keyof typeof PRIORITY_WEIGHTS, b: keyof typeof PRIORITY_WEIGHTS) => PRIORITY_WEIGHTS[a] - PRIORITY_WEIGHTS[b],
    },
    {
      field: 'effort',
      headerName: 'Effort',
      width: 130,
      valueFormatter: (value: keyof typeof EFFORT_LABELS) => `${value} · ${EFFORT_LABELS[value]}`,
      // By size: ascending runs XS → XL (SPEC's weights run the other way).
      sortComparator: (a: keyof typeof EFFORT_WEIGHTS, b: keyof typeof EFFORT_WEIGHTS) => EFFORT_WEIGHTS[b] - EFFORT_WEIGHTS[a],
    },
    {
      field: 'businessValue',
      headerName: 'Value',
      width: 95,
      sortComparator: (a: keyof typeof VALUE_WEIGHTS, b: keyof typeof VALUE_WEIGHTS) => VALUE_WEIGHTS[a] - VALUE_WEIGHTS[b],
    },
    { field: 'score', headerName: 'Score', type: 'number', width: 90, valueFormatter: (value: number) => formatTicketScore(value) },
    { field: 'assignee', headerName: 'Assignee', width: 130 },
    {
      field: 'dueDate',
      headerName: 'Due Date',
      width: 170,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {row.dueDate ?? ''}
          {row.overdue && <Chip label="Overdue" color="error" size="small" />}
        </Box>
      ),
    },
    {
      field: 'dependencies',
      headerName: 'Dependencies',
      width: 150,
      sortable: false,
      valueFormatter: (value: string[]) => value.join(', '),
    },
    { field: 'dateCreated', headerName: 'Created', width: 110 },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <>
          <Tooltip title="Edit">
            <IconButton size="small" aria-label={`Edit ${row.id}`} onClick={() => onEdit(row)}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton size="small" aria-label={`Delete ${row.id}`} onClick={() => onDelete(row)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];
  return (
    <DataGrid<TicketView>
      rows={tickets}
      columns={columns}
      loading={loading}
      getRowClassName={({ row }) => (row.overdue ? 'ticket-overdue' : '')}
      initialState={{ sorting: { sortModel: [{ field: 'score', sort: 'desc' }] }, pagination: { paginationModel: { pageSize: 25 } } }}
      pageSizeOptions={[10, 25, 50, 100]}
      sortingOrder={['desc', 'asc']}
      // At most 100 rows a page: rendering them all keeps the table usable without layout (tests) and in print.
      disableVirtualization
      disableColumnMenu
      disableRowSelectionOnClick
      aria-label="Tickets"
      sx={(theme) => ({
        '& .ticket-overdue': { bgcolor: alpha(theme.palette.error.main, 0.12) },
        '& .ticket-overdue:hover': { bgcolor: alpha(theme.palette.error.main, 0.2) },
      })}
    />
  );
}
