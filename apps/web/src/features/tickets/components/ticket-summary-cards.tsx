import { Box, Paper, Typography } from '@mui/material';
import type { TicketSummary } from '../ticket-view';

const cards = [
  { key: 'total', label: 'Total Tickets', color: 'text.primary' },
  { key: 'inProgress', label: 'In Progress', color: 'info.main' },
  { key: 'highPriority', label: 'High Priority (P0/P1)', color: 'warning.main' },
  { key: 'overdue', label: 'Overdue', color: 'error.main' },
] as const;

/** docs/product.md#screens: Total Tickets, In Progress, High Priority (P0/P1), Overdue. */
export function TicketSummaryCards({ summary }: { summary: TicketSummary }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      {cards.map((card) => (
        <Paper key={card.key} variant="outlined" sx={{ p: 2 }} role="group" aria-label={card.label}>
          <Typography variant="body2" color="text.secondary">
            {card.label}
          </Typography>
          <Typography variant="h4" component="p" sx={{ color: card.color }}>
            {summary[card.key]}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
