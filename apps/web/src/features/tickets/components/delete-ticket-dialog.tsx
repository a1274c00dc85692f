import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';

export type DeleteTicketDialogProps = {
  /** The ticket to delete; the dialog is open while it is set. */
  ticket: { id: string; title: string } | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** docs/product.md#validation: deleting a ticket asks for confirmation. */
export function DeleteTicketDialog({ ticket, deleting, onCancel, onConfirm }: DeleteTicketDialogProps) {
  return (
    <ConfirmDeleteDialog
      open={ticket !== null}
      title="Delete ticket?"
      text={`Are you sure you want to delete ${ticket?.id ?? ''} "${ticket?.title ?? ''}"? This cannot be undone.`}
      deleting={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
