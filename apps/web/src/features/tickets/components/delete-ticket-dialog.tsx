import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export type DeleteTicketDialogProps = {
  /** The ticket to delete; the dialog is open while it is set. */
  ticket: { id: string; title: string } | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** SPEC §5: deleting a ticket asks for confirmation. */
export function DeleteTicketDialog({ ticket, deleting, onCancel, onConfirm }: DeleteTicketDialogProps) {
  return (
    <Dialog open={ticket !== null} onClose={onCancel} aria-labelledby="delete-ticket-title">
      <DialogTitle id="delete-ticket-title">Delete ticket?</DialogTitle>
      <DialogContent>
        <DialogContentText>{`Are you sure you want to delete ${ticket?.id ?? ''} "${ticket?.title ?? ''}"? This cannot be undone.`}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={deleting}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
