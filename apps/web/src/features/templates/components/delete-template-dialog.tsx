import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export type DeleteTemplateDialogProps = {
  /** The template to delete; the dialog is open while it is set. */
  name: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

export function DeleteTemplateDialog({ name, deleting, onCancel, onConfirm }: DeleteTemplateDialogProps) {
  return (
    <Dialog open={name !== null} onClose={onCancel} aria-labelledby="delete-template-title">
      <DialogTitle id="delete-template-title">Delete template?</DialogTitle>
      <DialogContent>
        <DialogContentText>{`Are you sure you want to delete "${name ?? ''}"? This cannot be undone.`}</DialogContentText>
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
