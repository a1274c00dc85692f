import { TICKET_ERRORS, ticketResponse, type Ticket, type TicketCreateInput } from '@leadsift/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketFailure } from './ticket-errors';
import { ticketKeys } from './ticket-keys';

/** POST /api/tickets (docs/product.md#api sends dateCreated too; the server sets its own). */
export async function createTicket(input: TicketCreateInput & { dateCreated?: string }): Promise<Ticket> {
  const response = await api.post('/api/tickets', input).catch(() => null);
  if (!response?.ok) throw await ticketFailure(response, TICKET_ERRORS.create);
  const parsed = ticketResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(TICKET_ERRORS.create);
  return parsed.data.ticket;
}

export function useCreateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (created) => {
      client.setQueryData<Ticket[]>(ticketKeys.list, (list) => (list ? [created, ...list] : list));
      void client.invalidateQueries({ queryKey: ticketKeys.list });
    },
  });
}
