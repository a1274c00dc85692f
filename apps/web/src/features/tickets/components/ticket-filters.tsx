import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, MenuItem, TextField } from '@mui/material';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '@leadsift/shared';
import { ALL, UNASSIGNED, type TicketFilters as Filters } from '../ticket-view';

type Props = { filters: Filters; assignees: string[]; onChange: (filters: Filters) => void };

/** Status, priority, assignee and free-text filters of the tickets table. */
export function TicketFilters({ filters, assignees, onChange }: Props) {
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => onChange({ ...filters, [key]: value });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '2fr repeat(3, minmax(0, 1fr))' } }}>
      <TextField
        label="Search tickets"
        size="small"
        value={filters.text}
        onChange={(e) => set('text', e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label="Status"
        size="small"
        value={filters.status}
        onChange={(e) => set('status', e.target.value as Filters['status'])}
      >
        <MenuItem value={ALL}>All statuses</MenuItem>
        {TICKET_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Priority"
        size="small"
        value={filters.priority}
        onChange={(e) => set('priority', e.target.value as Filters['priority'])}
      >
        <MenuItem value={ALL}>All priorities</MenuItem>
        {TICKET_PRIORITIES.map((p) => (
          <MenuItem key={p} value={p}>
            {p}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Assignee" size="small" value={filters.assignee} onChange={(e) => set('assignee', e.target.value)}>
        <MenuItem value={ALL}>All assignees</MenuItem>
        <MenuItem value={UNASSIGNED}>Unassigned</MenuItem>
        {assignees.map((a) => (
          <MenuItem key={a} value={a}>
            {a}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
