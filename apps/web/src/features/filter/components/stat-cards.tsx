import { Box, Paper, Typography } from '@mui/material';
import type { FilterStats } from '../api/filter-schemas';

const cards = [
  { key: 'totalRows', label: 'Total Rows', color: 'text.primary' },
  { key: 'keptRowCount', label: 'Qualified', color: 'success.main' },
  { key: 'excludedRowCount', label: 'Disqualified', color: 'error.main' },
] as const;

/** SPEC §2: Total Rows, Qualified, Disqualified. */
export function StatCards({ stats }: { stats: FilterStats }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
      {cards.map((card) => (
        <Paper key={card.key} variant="outlined" sx={{ p: 2 }} aria-label={card.label} role="group">
          <Typography variant="body2" color="text.secondary">
            {card.label}
          </Typography>
          <Typography variant="h4" component="p" sx={{ color: card.color }} data-testid={`stat-${card.key}`}>
            {stats[card.key].toLocaleString('en-US')}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
