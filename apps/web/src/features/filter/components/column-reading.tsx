import { readingLabel, type ColumnReading as Reading } from '@leadsift/shared';
import { Box, Button, Typography } from '@mui/material';

export type ColumnReadingProps = {
  column: string;
  reading: Reading | undefined;
  offline: boolean;
  busy?: boolean;
  /** Ask the model to restate the instructions (one call for the column). */
  onAsk?: () => void;
  /** Replace the instructions with the model's restatement, so what runs is what the user read. */
  onUse?: (restatement: string) => void;
};

/** "Read as: keep countries in the EU — 27 members (rules)" under a column's instructions (ADR 0034). */
export function ColumnReading({ column, reading, offline, busy = false, onAsk, onUse }: ColumnReadingProps) {
  if (!reading) return null;
  const canAsk = reading.source === 'none' && !reading.asked && !offline && onAsk;
  return (
    <Box
      component="span"
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}
      data-testid={`reading-${column}`}
    >
      <Typography component="span" variant="body2" color={reading.source === 'none' ? 'text.secondary' : 'text.primary'}>
        {readingLabel(reading, !offline)}
      </Typography>
      {reading.source === 'model' && reading.restatement && onUse && (
        <Button size="small" onClick={() => onUse(reading.restatement!)} title={`Replace the instructions with: ${reading.restatement}`}>
          Use this reading
        </Button>
      )}
      {canAsk && (
        <Button
          size="small"
          onClick={onAsk}
          disabled={busy}
          title="One model call for this column; the rules then decide what the reading settles"
        >
          {busy ? 'Asking the model…' : 'Ask the model to read it'}
        </Button>
      )}
    </Box>
  );
}
