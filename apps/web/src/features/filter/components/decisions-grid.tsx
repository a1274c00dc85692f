import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import type { DecisionState } from '@leadsift/shared';
import type { DecisionRow, DecisionSort } from '../api/get-decisions-page';
import { ConfidenceIndicator } from './confidence-indicator';
import { DecisionCell, originalState, ReasonCell, servedState } from './decision-cells';

export const decisionPageSizes = [25, 50, 100, 200];

export type DecisionsGridProps = {
  rows: DecisionRow[];
  total: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sort: DecisionSort;
  onSortChange: (sort: DecisionSort) => void;
  decisionOf: (column: string, value: string, served: DecisionState) => DecisionState;
  onDecide: (row: DecisionRow, next: DecisionState) => void;
};

type GridRow = DecisionRow & { id: string };

function toSortModel(sort: DecisionSort): GridSortModel {
  const field = sort.replace('-', '');
  return [{ field, sort: sort.startsWith('-') ? 'desc' : 'asc' }];
}

function fromSortModel(model: GridSortModel): DecisionSort {
  const first = model[0];
  if (!first?.sort) return '-frequency';
  const field = first.field === 'value' ? 'value' : 'frequency';
  return first.sort === 'desc' ? `-${field}` : field;
}

/** The Decisions table (docs/product.md#screens): server-side pages, Value and Frequency sortable. A lazy chunk with the grid. */
export function DecisionsGrid({
  rows,
  total,
  loading,
  paginationModel,
  onPaginationModelChange,
  sort,
  onSortChange,
  decisionOf,
  onDecide,
}: DecisionsGridProps) {
  const shownOf = (row: DecisionRow) => decisionOf(row.column, row.value, servedState(row));
  const columns: GridColDef<GridRow>[] = [
    { field: 'column', headerName: 'Column', width: 150, sortable: false },
    { field: 'value', headerName: 'Value', flex: 1, minWidth: 160 },
    {
      field: 'decision',
      headerName: 'Decision',
      width: 150,
      sortable: false,
      renderCell: ({ row }) => <DecisionCell row={row} shown={shownOf(row)} onDecide={(next) => onDecide(row, next)} />,
    },
    {
      field: 'reason',
      headerName: 'Reason',
      flex: 2,
      minWidth: 220,
      sortable: false,
      renderCell: ({ row }) => <ReasonCell row={row} shown={shownOf(row)} />,
    },
    {
      field: 'confidence',
      headerName: 'Confidence',
      width: 160,
      sortable: false,
      renderCell: ({ row }) => {
        const shown = shownOf(row);
        // Decided by the user: shown other than it was before anyone changed it (an override clears REVIEW).
        const decidedByYou = shown !== 'REVIEW' && shown !== originalState(row);
        return <ConfidenceIndicator confidence={row.confidence} decidedByYou={decidedByYou} />;
      },
    },
    { field: 'frequency', headerName: 'Frequency', type: 'number', width: 120 },
  ];
  return (
    <DataGrid<GridRow>
      rows={rows.map((row) => ({ ...row, id: `${row.column}|${row.value}` }))}
      columns={columns}
      rowCount={total}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      pageSizeOptions={decisionPageSizes}
      sortModel={toSortModel(sort)}
      onSortModelChange={(model) => onSortChange(fromSortModel(model))}
      sortingOrder={['desc', 'asc']}
      getRowHeight={() => 'auto'}
      // At most 200 rows a page: rendering them all keeps auto row heights exact (and works without layout).
      disableVirtualization
      disableColumnMenu
      disableRowSelectionOnClick
      aria-label="Decisions"
      sx={{ '& .MuiDataGrid-cell': { py: 1, display: 'flex', alignItems: 'center' } }}
    />
  );
}
