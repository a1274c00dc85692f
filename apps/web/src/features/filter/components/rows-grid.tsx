import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import type { ResultRow } from '../api/get-filter-results';

export type RowsGridProps = {
  label: string;
  columns: string[];
  rows: ResultRow[];
  /** rows in the whole list (server-side pages when larger than `rows`) */
  total: number;
  serverPaged: boolean;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Qualified or disqualified rows of the list. Fields are positional: column names may hold any character. */
export function RowsGrid({ label, columns, rows, total, serverPaged, loading, paginationModel, onPaginationModelChange }: RowsGridProps) {
  const gridColumns: GridColDef[] = columns.map((name, i) => ({
    field: `c${i}`,
    headerName: name,
    minWidth: 140,
    flex: 1,
    sortable: false,
  }));
  const offset = serverPaged ? paginationModel.page * paginationModel.pageSize : 0;
  const gridRows = rows.map((row, index) => ({
    id: offset + index,
    ...Object.fromEntries(columns.map((name, i) => [`c${i}`, text(row[name])])),
  }));
  return (
    <DataGrid
      rows={gridRows}
      columns={gridColumns}
      rowCount={serverPaged ? total : undefined}
      paginationMode={serverPaged ? 'server' : 'client'}
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      pageSizeOptions={[25, 50, 100, 200]}
      loading={loading}
      disableColumnMenu
      disableRowSelectionOnClick
      density="compact"
      aria-label={label}
    />
  );
}
