import { TICKET_ERRORS, ticketsResponse, type Ticket } from '@leadsift/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketFailure } from './ticket-errors';
import { ticketKeys } from './ticket-keys';

/** GET /api/tickets: every ticket of the team. */
export async function getTickets(): Promise<Ticket[]> {
  const response = await api.get('/api/tickets').catch(() => null);
  if (!response?.ok) throw await ticketFailure(response, TICKET_ERRORS.load);
  const parsed = ticketsResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(TICKET_ERRORS.load);
  return parsed.data.tickets;
}

export function ticketsQueryOptions() {
  return queryOptions({ queryKey: ticketKeys.list, queryFn: getTickets });
}

export function useTickets(enabled = true) {
  return useQuery({ ...ticketsQueryOptions(), enabled });
}
