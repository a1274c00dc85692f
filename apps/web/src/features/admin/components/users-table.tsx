import { formatBytes, formatExactCredits, type AdminUser } from '@leadsift/shared';
import { Box, Chip } from '@mui/material';
import { stickyActionsColumnSx } from '../../../components/sticky-actions-column';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { formatDate } from '../../../lib/format-date-time';
import type { ReportFeedback } from '../hooks/use-feedback';
import type { LinkToCopy } from './copy-link-dialog';
import { UserRowActions } from './user-row-actions';

type Props = {
  users: AdminUser[];
  loading: boolean;
  search: string;
  onDelete: (user: AdminUser) => void;
  onResult: ReportFeedback;
  /** Shows a reset link to pass on ('Copy reset link'). */
  onLink?: (link: LinkToCopy) => void;
  /** The server sends email: rows offer 'Send password reset' too. */
  email?: boolean;
};

/** Case-insensitive match on email, name, role or tier. */
export function matchesSearch(user: AdminUser, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [user.email, user.name, user.role, user.tier].some((field) => field.toLowerCase().includes(needle));
}

/**
 * docs/product.md#screens 'All Users' (MUI DataGrid): sort and page in the browser, the list is one request. The columns'
 * widths add up to what a 1440 px window leaves the grid (about 1,110 px), so the pinned Actions column covers none there.
 */
export function UsersTable({ users, loading, search, onDelete, onResult, onLink = () => {}, email = false }: Props) {
  const columns: GridColDef<AdminUser>[] = [
    { field: 'email', headerName: 'Email', flex: 1.4, minWidth: 170 },
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 100 },
    {
      field: 'role',
      headerName: 'Role',
      width: 130,
      renderCell: ({ row }) => (
        <>
          {row.role === 'admin' ? <Chip size="small" color="primary" label="admin" /> : row.role}
          {row.disabled && <Chip size="small" color="warning" label="disabled" sx={{ ml: 0.5 }} />}
        </>
      ),
    },
    { field: 'tier', headerName: 'Tier', width: 100 },
    {
      field: 'credits_available',
      headerName: 'Credits available',
      type: 'number',
      width: 130,
      // Unlimited (-1) sorts above every number.
      sortComparator: (a: number, b: number) => (a === -1 ? Infinity : a) - (b === -1 ? Infinity : b),
      valueFormatter: (value: number) => formatExactCredits(value),
    },
    { field: 'credits_used_this_month', headerName: 'Used this month', type: 'number', width: 125 },
    { field: 'bonus_credits', headerName: 'Bonus', type: 'number', width: 80 },
    {
      field: 'storage_used_bytes',
      headerName: 'Storage',
      type: 'number',
      width: 90,
      valueFormatter: (value: number) => formatBytes(value),
    },
    { field: 'month_reset_date', headerName: 'Next reset', width: 110, valueFormatter: (value: string) => formatDate(value.slice(0, 10)) },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 70,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => <UserRowActions user={row} onDelete={onDelete} onResult={onResult} onLink={onLink} email={email} />,
    },
  ];
  return (
    <Box sx={stickyActionsColumnSx()}>
      <DataGrid<AdminUser>
        rows={users.filter((u) => matchesSearch(u, search))}
        columns={columns}
        loading={loading}
        autoHeight
        disableRowSelectionOnClick
        disableVirtualization
        pageSizeOptions={[10, 25, 50, 100]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } }, sorting: { sortModel: [{ field: 'email', sort: 'asc' }] } }}
        aria-label="All users"
      />
    </Box>
  );
}
