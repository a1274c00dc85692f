import { TICKET_ERRORS, ticketResponse, type Ticket, type TicketUpdateInput } from '@leadsift/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketFailure } from './ticket-errors';
import { ticketKeys } from './ticket-keys';

export type UpdateTicketInput = { id: string; changes: TicketUpdateInput };

/** PUT /api/tickets/{id}: the ticket's fields without its id. */
export async function updateTicket({ id, changes }: UpdateTicketInput): Promise<Ticket> {
  const response = await api.put(`/api/tickets/${encodeURIComponent(id)}`, changes).catch(() => null);
  if (!response?.ok) throw await ticketFailure(response, TICKET_ERRORS.update);
  const parsed = ticketResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(TICKET_ERRORS.update);
  return parsed.data.ticket;
}

export function useUpdateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTicket,
    onSuccess: (updated) => {
      client.setQueryData<Ticket[]>(ticketKeys.list, (list) => list?.map((t) => (t.id === updated.id ? updated : t)));
      void client.invalidateQueries({ queryKey: ticketKeys.list });
    },
  });
}
