import { Box, Paper, Typography } from '@mui/material';

export type StatCardsProps = {
  /** 'Total Rows' (List Cleaner) or 'Total Accounts' (Research Agent). */
  totalLabel: string;
  total: number;
  qualified: number;
  disqualified: number;
};

/** SPEC §2: the results' three counts — {totalLabel}, Qualified, Disqualified. */
export function StatCards({ totalLabel, total, qualified, disqualified }: StatCardsProps) {
  const cards = [
    { label: totalLabel, value: total, color: 'text.primary' },
    { label: 'Qualified', value: qualified, color: 'success.main' },
    { label: 'Disqualified', value: disqualified, color: 'error.main' },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
      {cards.map((card) => (
        <Paper key={card.label} variant="outlined" sx={{ p: 2 }} aria-label={card.label} role="group">
          <Typography variant="body2" color="text.secondary">
            {card.label}
          </Typography>
          <Typography variant="h4" component="p" sx={{ color: card.color }}>
            {card.value.toLocaleString('en-US')}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
