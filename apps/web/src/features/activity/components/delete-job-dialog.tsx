import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';

export type DeleteJobDialogProps = {
  /** The list to delete; the dialog is open while it is set. */
  name: string | null;
  onCancel: () => void;
  onConfirm: () => void;
};

export function DeleteJobDialog({ name, onCancel, onConfirm }: DeleteJobDialogProps) {
  return (
    <ConfirmDeleteDialog
      open={name !== null}
      title="Delete list?"
      text={`Are you sure you want to delete "${name ?? ''}"? Its results will be removed. This cannot be undone.`}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
