import type { SxProps, Theme } from '@mui/material';

/**
 * Keeps a DataGrid's Actions column at the right edge while the other columns scroll sideways (ADR 0037).
 * Column pinning is an MUI X Pro feature; the community grid gets the same effect from `position: sticky` on
 * the column's header and cells. Put it on a box around the grid, and give the grid
 * `disableColumnVirtualization` (or `disableVirtualization`) so the column is rendered while off-screen.
 */
export function stickyActionsColumnSx(field = 'actions'): SxProps<Theme> {
  const selector = `& .MuiDataGrid-cell[data-field="${field}"], & .MuiDataGrid-columnHeader[data-field="${field}"]`;
  return {
    minWidth: 0,
    [selector]: {
      position: 'sticky',
      right: 0,
      zIndex: 1,
      bgcolor: 'background.paper',
      borderLeft: 1,
      borderLeftColor: 'divider',
    },
  };
}
