import { Chip } from '@mui/material';
import type { Decision } from '@leadsift/shared';

export type DecisionChipProps = { decision: Decision; value: string; overridden?: boolean; onToggle: () => void };

/** docs/product.md#states: a click flips KEEP ⇄ EXCLUDE. */
export function DecisionChip({ decision, value, overridden = false, onToggle }: DecisionChipProps) {
  return (
    <Chip
      label={decision}
      color={decision === 'KEEP' ? 'success' : 'error'}
      variant={overridden ? 'outlined' : 'filled'}
      size="small"
      onClick={onToggle}
      aria-label={`${decision} for ${value || '(empty)'}${overridden ? ' (changed by you)' : ''}. Click to change.`}
    />
  );
}
