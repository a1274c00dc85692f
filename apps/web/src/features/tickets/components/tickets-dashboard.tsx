import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { localIsoDate } from '@leadsift/shared';
import { Suspense, useMemo, useState } from 'react';
import { AdministratorsOnly } from '../../../components/administrators-only';
import { lazyNamed } from '../../../lib/lazy-named';
import { useAuth } from '../../auth/hooks/use-auth';
import { useTickets } from '../api/get-tickets';
import { AdminOnlyError } from '../api/ticket-errors';
import { downloadTicketsCsv } from '../download-csv';
import { useTicketActions } from '../hooks/use-ticket-actions';
import { defaultTicketSort, sortTickets, type TicketSort } from '../ticket-sort';
import { assigneesOf, filterTickets, noFilters, summarize, withOverdue } from '../ticket-view';
import { DeleteTicketDialog } from './delete-ticket-dialog';
import { TicketDialog } from './ticket-dialog';
import { TicketFilters } from './ticket-filters';
import { TicketSummaryCards } from './ticket-summary-cards';

const TicketsGrid = lazyNamed(() => import('./tickets-grid'), 'TicketsGrid');

/** docs/product.md#screens Development Tracking Dashboard: administrators only (the server refuses everyone else too). */
export function TicketsDashboard() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const { data, error, isPending } = useTickets(isAdmin);
  const actions = useTicketActions();
  const [filters, setFilters] = useState(noFilters);
  const [sort, setSort] = useState<TicketSort>(defaultTicketSort);
  const today = localIsoDate();
  const all = useMemo(() => withOverdue(data ?? [], today), [data, today]);
  const shown = useMemo(() => filterTickets(all, filters), [all, filters]);

  const heading = (
    <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
      Development Tracking Dashboard
    </Typography>
  );
  if (!isAdmin || error instanceof AdminOnlyError) {
    return (
      <Box>
        {heading}
        <AdministratorsOnly />
      </Box>
    );
  }

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        {heading}
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={shown.length === 0}
          onClick={() => downloadTicketsCsv(sortTickets(shown, sort))}
        >
          Export CSV
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={actions.openCreate}>
          Add Ticket
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {`Error: ${error.message}`}
        </Alert>
      )}
      {actions.deleteError && (
        <Alert severity="error" onClose={actions.clearDeleteError} sx={{ mb: 2 }}>
          {`Error: ${actions.deleteError}`}
        </Alert>
      )}
      <Stack spacing={2}>
        <TicketSummaryCards summary={summarize(all)} />
        <TicketFilters filters={filters} assignees={assigneesOf(all)} onChange={setFilters} />
        <Suspense fallback={<Skeleton variant="rectangular" height={480} />}>
          <TicketsGrid
            tickets={shown}
            loading={isPending}
            sort={sort}
            onSortChange={setSort}
            onEdit={actions.openEdit}
            onDelete={actions.askDelete}
          />
        </Suspense>
      </Stack>
      {actions.dialog && (
        <TicketDialog
          key={actions.dialog.initial.id}
          mode={actions.dialog.mode}
          initial={actions.dialog.initial}
          saving={actions.saving}
          error={actions.saveError}
          onCancel={actions.close}
          onSubmit={actions.submit}
        />
      )}
      <DeleteTicketDialog
        ticket={actions.toDelete}
        deleting={actions.deleting}
        onCancel={actions.cancelDelete}
        onConfirm={actions.confirmDelete}
      />
    </Box>
  );
}
