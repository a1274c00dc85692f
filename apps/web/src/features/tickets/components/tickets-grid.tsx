import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Chip, IconButton, Tooltip } from '@mui/material';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { EFFORT_LABELS, formatTicketScore } from '@leadsift/shared';
import { stickyActionsColumnSx } from '../../../components/sticky-actions-column';
import { isTicketSortField, ticketValueComparators, type TicketSort, type TicketSortField } from '../ticket-sort';
import type { TicketView } from '../ticket-view';
import { formatDate } from '../../../lib/format-date-time';
import { overdueRowSx } from './overdue-row-sx';

export type TicketsGridProps = {
  tickets: TicketView[];
  loading: boolean;
  sort: TicketSort;
  onSortChange: (sort: TicketSort) => void;
  onEdit: (ticket: TicketView) => void;
  onDelete: (ticket: TicketView) => void;
};

const sortable = (field: TicketSortField) => ({ field, sortComparator: ticketValueComparators[field] });

function toSortModel(sort: TicketSort): GridSortModel {
  return sort ? [{ field: sort.field, sort: sort.direction }] : [];
}

function fromSortModel(model: GridSortModel): TicketSort {
  const first = model[0];
  return first?.sort && isTicketSortField(first.field) ? { field: first.field, direction: first.sort } : null;
}

/** The tickets table (docs/product.md#screens): every column sortable, score to 2 decimals, overdue rows in red. A lazy chunk with the grid. */
export function TicketsGrid({ tickets, loading, sort, onSortChange, onEdit, onDelete }: TicketsGridProps) {
  const columns: GridColDef<TicketView>[] = [
    { ...sortable('id'), headerName: 'ID', width: 120 },
    { ...sortable('title'), headerName: 'Title', flex: 2, minWidth: 200 },
    { ...sortable('status'), headerName: 'Status', width: 120 },
    { ...sortable('priority'), headerName: 'Priority', width: 95 },
    {
      ...sortable('effort'),
      headerName: 'Effort',
      width: 130,
      valueFormatter: (value: keyof typeof EFFORT_LABELS) => `${value} · ${EFFORT_LABELS[value]}`,
    },
    { ...sortable('businessValue'), headerName: 'Value', width: 95 },
    { ...sortable('score'), headerName: 'Score', type: 'number', width: 90, valueFormatter: (value: number) => formatTicketScore(value) },
    { ...sortable('assignee'), headerName: 'Assignee', width: 130 },
    {
      ...sortable('dueDate'),
      headerName: 'Due Date',
      width: 170,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {formatDate(row.dueDate)}
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
    { ...sortable('dateCreated'), headerName: 'Created', width: 120, valueFormatter: (value: string) => formatDate(value) },
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
    <Box sx={stickyActionsColumnSx()}>
      <DataGrid<TicketView>
        rows={tickets}
        columns={columns}
        loading={loading}
        getRowClassName={({ row }) => (row.overdue ? 'ticket-overdue' : '')}
        sortModel={toSortModel(sort)}
        onSortModelChange={(model) => onSortChange(fromSortModel(model))}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[10, 25, 50, 100]}
        sortingOrder={['desc', 'asc']}
        // At most 100 rows a page: rendering them all keeps the table usable without layout (tests) and in print.
        disableVirtualization
        disableColumnMenu
        disableRowSelectionOnClick
        aria-label="Tickets"
        sx={(theme) => overdueRowSx(theme.palette.error.main, theme.palette.mode)}
      />
    </Box>
  );
}
