import { Button, CircularProgress, DialogActions } from '@mui/material';

type Props = { label: string; pending: boolean; onSave: () => void; onCancel: () => void };

/** A form dialog's Cancel and Save buttons, both disabled while the save runs (with a spinner on Save). */
export function SaveCancelActions({ label, pending, onSave, onCancel }: Props) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button
        variant="contained"
        onClick={onSave}
        disabled={pending}
        startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {label}
      </Button>
    </DialogActions>
  );
}
