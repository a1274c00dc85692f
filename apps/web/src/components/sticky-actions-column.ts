import type { SxProps, Theme } from '@mui/material';

/** The pinned column's edge: a line and a soft shadow, so a column passing under it reads as scrolled, not cut. */
const pinnedEdge = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderLeft: 1,
  borderLeftColor: 'divider',
  boxShadow: '-6px 0 6px -4px rgba(0, 0, 0, 0.25)',
} as const;

/**
 * Keeps a DataGrid's Actions column at the right edge while the other columns scroll sideways (ADR 0037).
 * Column pinning is an MUI X Pro feature; the community grid gets the same effect from `position: sticky` on
 * the column's header and cells. Put it on a box around the grid, and give the grid
 * `disableColumnVirtualization` (or `disableVirtualization`) so the column is rendered while off-screen.
 * Size the columns to fit a desktop window (1440 px less the side navigation) where they can: the pinned
 * column lies over whatever column reaches the grid's right edge (ADR 0063).
 */
export function stickyActionsColumnSx(field = 'actions'): SxProps<Theme> {
  const selector = `& .MuiDataGrid-cell[data-field="${field}"], & .MuiDataGrid-columnHeader[data-field="${field}"]`;
  // The last header's resize handle reaches a few px past the grid's edge: on a pinned column it only adds a sideways scroll.
  const handle = `& .MuiDataGrid-columnHeader[data-field="${field}"] .MuiDataGrid-columnSeparator`;
  return { minWidth: 0, [selector]: pinnedEdge, [handle]: { display: 'none' } };
}

/**
 * The same for a plain MUI Table: on its TableContainer (which scrolls sideways), the last cell of every row —
 * the row's buttons — stays at the container's right edge, so they are in reach on a phone without scrolling.
 */
export const stickyLastColumnSx: SxProps<Theme> = {
  '& tr > :last-child': pinnedEdge,
};
