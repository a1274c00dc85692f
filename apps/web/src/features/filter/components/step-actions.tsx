import { Box, Button, CircularProgress } from '@mui/material';
import { RoleGate } from '../../workspaces';

export type StepActionsProps = {
  onPrevious: () => void;
  onReset: () => void;
  onNext: () => void;
  nextLabel: string;
  nextDisabled?: boolean;
  busy?: boolean;
  /** The forward button starts work (Run): held back from a viewer, with the reason (docs/product.md#workspaces-in-the-app). */
  gated?: boolean;
};

/** 'Previous', 'Reset' and the forward button of steps 2 and 3. */
export function StepActions({
  onPrevious,
  onReset,
  onNext,
  nextLabel,
  nextDisabled = false,
  busy = false,
  gated = false,
}: StepActionsProps) {
  const next = (
    <Button
      variant="contained"
      onClick={onNext}
      disabled={nextDisabled || busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
    >
      {nextLabel}
    </Button>
  );
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Button onClick={onPrevious} disabled={busy}>
        Previous
      </Button>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button color="error" onClick={onReset} disabled={busy}>
          Reset
        </Button>
        {gated ? <RoleGate>{next}</RoleGate> : next}
      </Box>
    </Box>
  );
}
