import { TICKET_ERRORS, type Ticket } from '@leadsift/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketFailure } from './ticket-errors';
import { ticketKeys } from './ticket-keys';

/** DELETE /api/tickets/{id}. */
export async function deleteTicket(id: string): Promise<void> {
  const response = await api.delete(`/api/tickets/${encodeURIComponent(id)}`).catch(() => null);
  if (!response?.ok) throw await ticketFailure(response, TICKET_ERRORS.delete);
}

export function useDeleteTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTicket,
    onSuccess: (_data, id) => {
      client.setQueryData<Ticket[]>(ticketKeys.list, (list) => list?.filter((t) => t.id !== id));
      void client.invalidateQueries({ queryKey: ticketKeys.list });
    },
  });
}
