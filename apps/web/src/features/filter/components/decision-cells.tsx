import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Menu, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { REVIEW_CONFIDENCE, stateOf, type Decision, type DecisionState } from '@leadsift/shared';
import { actorName, overriddenByText } from '../../../lib/actor-text';
import { useSignedInUserId } from '../../auth/hooks/use-signed-in-user-id';
import type { DecisionRow } from '../api/get-decisions-page';
import { useCanEdit } from '../../workspaces';
import { DecisionChip, StateChip, stateWords } from './decision-chip';

const other = (decision: Decision): Decision => (decision === 'KEEP' ? 'EXCLUDE' : 'KEEP');

/** What rules or the model decided before anyone changed it. */
export function originalDecision(row: Pick<DecisionRow, 'decision' | 'modelDecision' | 'overridden'>): Decision {
  return row.modelDecision ?? (row.overridden ? other(row.decision) : row.decision);
}

/** The row's state as served (ADR 0058): the server's, else read from decision, confidence and override. */
export function servedState(row: Pick<DecisionRow, 'decision' | 'confidence' | 'overridden' | 'state'>): DecisionState {
  return row.state ?? stateOf(row);
}

/** What the value showed before anyone changed it: REVIEW when rules or the model were unsure. */
export function originalState(row: Pick<DecisionRow, 'decision' | 'modelDecision' | 'overridden' | 'confidence'>): DecisionState {
  return row.confidence < REVIEW_CONFIDENCE ? 'REVIEW' : originalDecision(row);
}

export type DecisionCellProps = { row: DecisionRow; shown: DecisionState; onDecide: (next: DecisionState) => void };

/**
 * Who made the override the row shows: null when it is not the server's (none, or a change of this session on
 * top) or the answer does not say (a server older than workspaces); else 'you' or the person's name.
 */
export function useOverrideAuthor(row: DecisionRow, shown: DecisionState): { who: string; tooltip: string } | null {
  const me = useSignedInUserId();
  if (!row.overridden || row.overriddenBy === undefined || shown !== servedState(row)) return null;
  const who = row.overriddenBy !== null && row.overriddenBy.id === me ? 'you' : actorName(row.overriddenBy);
  return { who, tooltip: overriddenByText(row.overriddenBy, row.overriddenAt) };
}

/**
 * The chip: a click flips KEEP ⇄ EXCLUDE, and on REVIEW asks Keep or Exclude. For a changed value: 'Changed by
 * you' (or the teammate's name) with an Undo back to the original (REVIEW again for an unsure one); a saved
 * override says on hover or focus who made it and when. A viewer sees the chip only.
 */
export function DecisionCell({ row, shown, onDecide }: DecisionCellProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const edit = useCanEdit();
  const original = originalState(row);
  const changed = shown !== original;
  const author = useOverrideAuthor(row, shown);
  const changedBy = author?.who ?? 'you';
  const choose = (next: DecisionState) => {
    setAnchor(null);
    onDecide(next);
  };
  if (!edit.allowed)
    return (
      <Box title={edit.reason}>
        <StateChip state={shown} />
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gap: 0.25, justifyItems: 'start' }}>
      <DecisionChip
        decision={shown}
        value={row.value}
        overridden={changed}
        changedBy={changedBy}
        tooltip={author?.tooltip ?? null}
        onToggle={(target) => (shown === 'REVIEW' ? setAnchor(target) : onDecide(shown === 'KEEP' ? 'EXCLUDE' : 'KEEP'))}
      />
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('KEEP')}>Keep {row.value || '(empty)'}</MenuItem>
        <MenuItem onClick={() => choose('EXCLUDE')}>Exclude {row.value || '(empty)'}</MenuItem>
      </Menu>
      {changed && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <Typography variant="caption" sx={{ fontWeight: 600 }}>
            {`Changed by ${changedBy}`}
          </Typography>
          <Button
            size="small"
            startIcon={<UndoIcon fontSize="inherit" />}
            onClick={() => onDecide(original)}
            aria-label={`Undo the change to ${row.value || '(empty)'}: back to ${stateWords(original)}`}
            sx={{ minWidth: 0, py: 0, px: 0.5, fontSize: '0.75rem' }}
          >
            Undo
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** The reason; for a changed value it says whose reason it is: 'Before your change (REVIEW): it mentions none of …'. */
export function ReasonCell({ row, shown }: { row: DecisionRow; shown: DecisionState }) {
  const original = originalState(row);
  if (shown === original) return <>{row.reason}</>;
  return (
    <Typography variant="body2" component="span" color="text.secondary">
      {`Originally ${original}: ${row.reason}`}
    </Typography>
  );
}
