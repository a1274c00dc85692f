import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId, type ReactElement, type ReactNode } from 'react';

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

export type RerunActionProps = {
  /** The button's label ('Decide the undecided'). */
  label: string;
  /** The line beside the button: what the re-run does and what it charges. */
  description: string;
  title: string;
  note: string;
  confirmLabel: string;
  /** The server's dry run, asked while the dialog is open. */
  plan: { data?: { message: string; count: number } | undefined; error: Error | null };
  /** The re-run itself. */
  run: {
    mutate: (variables: undefined, options: { onSuccess: () => void }) => void;
    reset: () => void;
    isPending: boolean;
    error: Error | null;
  };
  /** Tells the caller whether the dialog is open (its dry run is asked only then). */
  onOpenChange: (open: boolean) => void;
  open: boolean;
  /** Wraps the button (a feature's role gate: a viewer sees it disabled, with the reason). */
  gate?: (button: ReactElement<{ disabled?: boolean }>) => ReactNode;
};

/** A re-run's button, its one-line description and the confirmation with the dry run's count and cost (ADR 0066). */
export function RerunAction({ label, description, title, note, confirmLabel, plan, run, open, onOpenChange, gate }: RerunActionProps) {
  const close = () => {
    onOpenChange(false);
    run.reset();
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {(gate ?? ((button) => button))(
        <Button variant="outlined" onClick={() => onOpenChange(true)}>
          {label}
        </Button>,
      )}
      <Typography variant="body2" color="text.secondary">
        {description}
      </Typography>
      <RerunDialog
        open={open}
        title={title}
        plan={plan.data}
        note={note}
        error={run.error?.message ?? plan.error?.message ?? null}
        confirmLabel={confirmLabel}
        busy={run.isPending}
        onCancel={close}
        onConfirm={() => run.mutate(undefined, { onSuccess: close })}
      />
    </Box>
  );
}
