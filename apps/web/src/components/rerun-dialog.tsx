import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';

export type RerunDialogProps = {
  open: boolean;
  /** The dialog's title and accessible name ('Decide the undecided?'). */
  title: string;
  /** The server's dry run: what it would do and cost (`count` 0: nothing to do); undefined while it is asked. */
  plan: { message: string; count: number } | undefined;
  /** What is left alone and costs nothing. */
  note: string;
  /** The dry run's or the run's failure, as the server said it. */
  error: string | null;
  confirmLabel: string;
  /** The run is under way: its button waits. */
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * Asks before a re-run of what failed (ADR 0066) with the count and the cost the server answered for a dry run,
 * so nothing is spent before the user has seen what it costs.
 */
export function RerunDialog({ open, title, plan, note, error, confirmLabel, busy, onCancel, onConfirm }: RerunDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {plan ? (
          <DialogContentText role="status">{plan.message}</DialogContentText>
        ) : (
          !error && <CircularProgress size={24} aria-label="Counting what to do again" />
        )}
        <DialogContentText variant="body2">{note}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy || !plan || plan.count === 0}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
