import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircle';
import HelpOutlineIcon from '@mui/icons-material/Help';
import { Chip, Tooltip } from '@mui/material';
import type { DecisionState } from '@leadsift/shared';

/** Each state's chip (ADR 0058): its own colour, icon and word, so "unsure" never looks like a decision. */
export const stateLook: Record<DecisionState, { label: string; color: 'success' | 'error' | 'warning'; icon: typeof BlockIcon }> = {
  KEEP: { label: 'KEEP', color: 'success', icon: CheckCircleOutlineIcon },
  EXCLUDE: { label: 'EXCLUDE', color: 'error', icon: BlockIcon },
  REVIEW: { label: 'REVIEW', color: 'warning', icon: HelpOutlineIcon },
};

/** What the chip is read as: its word, and for REVIEW what it means ('REVIEW (needs review)'). */
export function stateWords(state: DecisionState): string {
  return state === 'REVIEW' ? 'REVIEW (needs review)' : state;
}

/** A state shown, not changed (the Preview). */
export function StateChip({ state }: { state: DecisionState }) {
  const look = stateLook[state];
  const Icon = look.icon;
  return <Chip size="small" label={look.label} color={look.color} icon={<Icon />} />;
}

export type DecisionChipProps = {
  decision: DecisionState;
  value: string;
  overridden?: boolean;
  /** Who changed it, as the label says it ('you', 'Bob'). */
  changedBy?: string;
  /** Shown on hover and keyboard focus ('Overridden by Bob, Jan 15, 2026, 10:05 AM'), and the chip's description while shown. */
  tooltip?: string | null;
  onToggle: (anchor: HTMLElement) => void;
};

/** docs/product.md#states: a click flips KEEP ⇄ EXCLUDE; on REVIEW it asks which (ADR 0058). */
export function DecisionChip({ decision, value, overridden = false, changedBy = 'you', tooltip = null, onToggle }: DecisionChipProps) {
  const look = stateLook[decision];
  const Icon = look.icon;
  const action = decision === 'REVIEW' ? 'Click to decide.' : 'Click to change.';
  const chip = (
    <Chip
      label={look.label}
      color={look.color}
      icon={<Icon />}
      variant={overridden ? 'outlined' : 'filled'}
      size="small"
      onClick={(event) => onToggle(event.currentTarget)}
      aria-label={`${stateWords(decision)} for ${value || '(empty)'}${overridden ? ` (changed by ${changedBy})` : ''}. ${action}`}
    />
  );
  // describeChild: the chip keeps its own name; the tooltip describes it while shown (a chip is focusable, so keyboards open it too).
  return tooltip ? (
    <Tooltip title={tooltip} describeChild enterDelay={300}>
      {chip}
    </Tooltip>
  ) : (
    chip
  );
}
