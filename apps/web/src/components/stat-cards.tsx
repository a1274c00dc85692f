import { formatCount } from '@leadsift/shared';
import { Box, Button, Paper, Typography } from '@mui/material';

export type StatCardsProps = {
  /** 'Total Rows' (List Cleaner) or 'Total Accounts' (Research Agent). */
  totalLabel: string;
  total: number;
  qualified: number;
  disqualified: number;
  /** Research only: websites that could not be visited, so the cards add up (they are never charged). */
  notVisited?: number;
  /** List Cleaner: distinct values nobody decided with confidence (ADR 0058), with a way to show them. */
  review?: { values: number; onShow?: () => void };
};

type Card = { label: string; value: number; color: string; note?: string; action?: { label: string; onClick: () => void } };

/** docs/product.md#screens: the results' counts — {totalLabel}, Qualified, Disqualified (and Research's Not visited, the List Cleaner's Needs review). */
export function StatCards({ totalLabel, total, qualified, disqualified, notVisited, review }: StatCardsProps) {
  const cards: Card[] = [
    { label: totalLabel, value: total, color: 'text.primary' },
    { label: 'Qualified', value: qualified, color: 'success.main' },
    { label: 'Disqualified', value: disqualified, color: 'error.main' },
  ];
  if (notVisited !== undefined) cards.push({ label: 'Not visited', value: notVisited, color: 'text.secondary', note: 'not charged' });
  if (review)
    cards.push({
      label: 'Needs review',
      value: review.values,
      color: review.values > 0 ? 'warning.main' : 'text.secondary',
      note: review.values === 1 ? 'value to decide' : 'values to decide',
      ...(review.onShow && review.values > 0 ? { action: { label: 'Show them', onClick: review.onShow } } : {}),
    });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `repeat(${cards.length}, minmax(0, 1fr))` } }}>
      {cards.map((card) => (
        <Paper key={card.label} variant="outlined" sx={{ p: 2 }} aria-label={card.label} role="group">
          <Typography variant="body2" color="text.secondary">
            {card.label}
          </Typography>
          <Typography variant="h4" component="p" sx={{ color: card.color }}>
            {formatCount(card.value)}
          </Typography>
          {card.note && (
            <Typography variant="caption" color="text.secondary">
              {card.note}
            </Typography>
          )}
          {card.action && (
            <Button size="small" onClick={card.action.onClick} sx={{ ml: 1, py: 0 }}>
              {card.action.label}
            </Button>
          )}
        </Paper>
      ))}
    </Box>
  );
}
