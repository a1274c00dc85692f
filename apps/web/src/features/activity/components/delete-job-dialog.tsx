import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export type DeleteJobDialogProps = {
  /** The list to delete; the dialog is open while it is set. */
  name: string | null;
  onCancel: () => void;
  onConfirm: () => void;
};

export function DeleteJobDialog({ name, onCancel, onConfirm }: DeleteJobDialogProps) {
  return (
    <Dialog open={name !== null} onClose={onCancel} aria-labelledby="delete-job-title">
      <DialogTitle id="delete-job-title">Delete list?</DialogTitle>
      <DialogContent>
        <DialogContentText>{`Are you sure you want to delete "${name ?? ''}"? Its results will be removed. This cannot be undone.`}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
