import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';

export type DeleteTemplateDialogProps = {
  /** The template to delete; the dialog is open while it is set. */
  name: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

export function DeleteTemplateDialog({ name, deleting, onCancel, onConfirm }: DeleteTemplateDialogProps) {
  return (
    <ConfirmDeleteDialog
      open={name !== null}
      title="Delete template?"
      text={`Are you sure you want to delete "${name ?? ''}"? This cannot be undone.`}
      deleting={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
