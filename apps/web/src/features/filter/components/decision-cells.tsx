import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Typography } from '@mui/material';
import type { Decision } from '@leadsift/shared';
import type { DecisionRow } from '../api/get-decisions-page';
import { DecisionChip } from './decision-chip';

const other = (decision: Decision): Decision => (decision === 'KEEP' ? 'EXCLUDE' : 'KEEP');

/** What rules or the model decided before anyone changed it. */
export function originalDecision(row: Pick<DecisionRow, 'decision' | 'modelDecision' | 'overridden'>): Decision {
  return row.modelDecision ?? (row.overridden ? other(row.decision) : row.decision);
}

export type DecisionCellProps = { row: DecisionRow; shown: Decision; onToggle: () => void };

/** The chip, and for a value the user changed: 'Changed by you' with an Undo back to the original decision. */
export function DecisionCell({ row, shown, onToggle }: DecisionCellProps) {
  const changed = shown !== originalDecision(row);
  return (
    <Box sx={{ display: 'grid', gap: 0.25, justifyItems: 'start' }}>
      <DecisionChip decision={shown} value={row.value} overridden={changed} onToggle={onToggle} />
      {changed && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <Typography variant="caption" sx={{ fontWeight: 600 }}>
            Changed by you
          </Typography>
          <Button
            size="small"
            startIcon={<UndoIcon fontSize="inherit" />}
            onClick={onToggle}
            aria-label={`Undo the change to ${row.value || '(empty)'}: back to ${originalDecision(row)}`}
            sx={{ minWidth: 0, py: 0, px: 0.5, fontSize: '0.75rem' }}
          >
            Undo
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** The reason; for a changed value it says whose reason it is: 'Originally EXCLUDE: no keep term found'. */
export function ReasonCell({ row, shown }: { row: DecisionRow; shown: Decision }) {
  const original = originalDecision(row);
  if (shown === original) return <>{row.reason}</>;
  return (
    <Typography variant="body2" component="span" color="text.secondary">
      {`Originally ${original}: ${row.reason}`}
    </Typography>
  );
}
