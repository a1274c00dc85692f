import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Box, Chip, IconButton, Tooltip, useMediaQuery } from '@mui/material';
import {
  ColumnsPanelTrigger,
  DataGrid,
  Toolbar,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useState } from 'react';
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

/**
 * All twelve columns need about 1,330 px; a 1440 px window leaves the grid 1,150 beside the side navigation
 * (ADR 0063). Below this window width, Dependencies and Created start hidden (the Columns button shows them), so
 * nothing passes under the pinned Actions column. A choice made in the Columns panel is kept.
 */
const ALL_COLUMNS_FROM = '(min-width: 1600px)';
const NARROW_HIDDEN: GridColumnVisibilityModel = { dependencies: false, dateCreated: false };

function TicketsToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger size="small" startIcon={<ViewColumnIcon fontSize="small" />}>
        Columns
      </ColumnsPanelTrigger>
    </Toolbar>
  );
}

function toSortModel(sort: TicketSort): GridSortModel {
  return sort ? [{ field: sort.field, sort: sort.direction }] : [];
}

function fromSortModel(model: GridSortModel): TicketSort {
  const first = model[0];
  return first?.sort && isTicketSortField(first.field) ? { field: first.field, direction: first.sort } : null;
}

/** The tickets table (docs/product.md#screens): every column sortable, score to 2 decimals, overdue rows in red. A lazy chunk with the grid. */
export function TicketsGrid({ tickets, loading, sort, onSortChange, onEdit, onDelete }: TicketsGridProps) {
  const wide = useMediaQuery(ALL_COLUMNS_FROM);
  const [chosenColumns, setChosenColumns] = useState<GridColumnVisibilityModel | null>(null);
  const columns: GridColDef<TicketView>[] = [
    { ...sortable('id'), headerName: 'ID', width: 95 },
    { ...sortable('title'), headerName: 'Title', flex: 1, minWidth: 140 },
    { ...sortable('status'), headerName: 'Status', width: 105 },
    { ...sortable('priority'), headerName: 'Priority', width: 90 },
    {
      ...sortable('effort'),
      headerName: 'Effort',
      width: 120,
      valueFormatter: (value: keyof typeof EFFORT_LABELS) => `${value} · ${EFFORT_LABELS[value]}`,
    },
    { ...sortable('businessValue'), headerName: 'Value', width: 85 },
    { ...sortable('score'), headerName: 'Score', type: 'number', width: 80, valueFormatter: (value: number) => formatTicketScore(value) },
    { ...sortable('assignee'), headerName: 'Assignee', width: 120 },
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
      width: 140,
      sortable: false,
      valueFormatter: (value: string[]) => value.join(', '),
    },
    { ...sortable('dateCreated'), headerName: 'Created', width: 115, valueFormatter: (value: string) => formatDate(value) },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 96,
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
        columnVisibilityModel={chosenColumns ?? (wide ? {} : NARROW_HIDDEN)}
        onColumnVisibilityModelChange={setChosenColumns}
        showToolbar
        slots={{ toolbar: TicketsToolbar }}
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
