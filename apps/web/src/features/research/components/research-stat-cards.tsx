import { Box, Paper, Typography } from '@mui/material';

export type ResearchStats = { totalAccounts: number; qualified: number; disqualified: number };

const cards = [
  { key: 'totalAccounts', label: 'Total Accounts', color: 'text.primary' },
  { key: 'qualified', label: 'Qualified', color: 'success.main' },
  { key: 'disqualified', label: 'Disqualified', color: 'error.main' },
] as const;

/** SPEC §2: Total Accounts, Qualified, Disqualified. */
export function ResearchStatCards({ stats }: { stats: ResearchStats }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
      {cards.map((card) => (
        <Paper key={card.key} variant="outlined" sx={{ p: 2 }} aria-label={card.label} role="group">
          <Typography variant="body2" color="text.secondary">
            {card.label}
          </Typography>
          <Typography variant="h4" component="p" sx={{ color: card.color }}>
            {stats[card.key].toLocaleString('en-US')}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
