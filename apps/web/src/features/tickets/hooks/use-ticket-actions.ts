import { localIsoDate } from '@leadsift/shared';
import { useState } from 'react';
import { useCreateTicket } from '../api/create-ticket';
import { useDeleteTicket } from '../api/delete-ticket';
import { useUpdateTicket } from '../api/update-ticket';
import { emptyTicketForm, formOf, toRequest, type TicketForm } from '../ticket-form';
import type { TicketView } from '../ticket-view';

export type TicketDialogState = { mode: 'create'; initial: TicketForm } | { mode: 'edit'; initial: TicketForm } | null;

/** The add/edit dialog and the delete confirmation, with their mutations and docs/product.md#messages errors. */
export function useTicketActions() {
  const create = useCreateTicket();
  const update = useUpdateTicket();
  const remove = useDeleteTicket();
  const [dialog, setDialog] = useState<TicketDialogState>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<TicketView | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const open = (state: NonNullable<TicketDialogState>) => {
    setSaveError(null);
    setDialog(state);
  };
  const close = () => setDialog(null);
  const onError = (err: Error) => setSaveError(err.message);

  const submit = (form: TicketForm) => {
    if (!dialog) return;
    setSaveError(null);
    const { id, dateCreated, ...changes } = toRequest(form, localIsoDate());
    if (dialog.mode === 'create') create.mutate({ id, dateCreated, ...changes }, { onSuccess: close, onError });
    else update.mutate({ id: dialog.initial.id, changes }, { onSuccess: close, onError });
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    setDeleteError(null);
    remove.mutate(toDelete.id, {
      onError: (err) => setDeleteError(err.message),
      onSettled: () => setToDelete(null),
    });
  };

  return {
    dialog,
    saving: create.isPending || update.isPending,
    saveError,
    openCreate: () => open({ mode: 'create', initial: emptyTicketForm }),
    openEdit: (ticket: TicketView) => open({ mode: 'edit', initial: formOf(ticket) }),
    close,
    submit,
    toDelete,
    deleting: remove.isPending,
    askDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete,
    deleteError,
    clearDeleteError: () => setDeleteError(null),
  };
}
