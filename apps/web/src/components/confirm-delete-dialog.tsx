import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';

export type ConfirmDeleteDialogProps = {
  open: boolean;
  /** The dialog's title and accessible name ('Delete ticket?'). */
  title: string;
  /** The question that names what goes. */
  text: string;
  /** While the delete is under way its button waits. */
  deleting?: boolean;
  /** The red button's label ('Delete'; 'Revoke', 'Remove' …). */
  confirmLabel?: string;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before anything is deleted or revoked: Cancel, or a red Delete (or `confirmLabel`). */
export function ConfirmDeleteDialog({
  open,
  title,
  text,
  deleting = false,
  confirmLabel = 'Delete',
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={deleting}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
