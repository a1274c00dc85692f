import { ticketCreateBody, ticketUpdateBody } from '@leadsift/shared';
import { adminOnly } from '../../guards/route-access.ts';
import {
  ticketCreateBodyDoc,
  ticketDeletedResponse,
  ticketParams,
  ticketResponse,
  ticketsResponse,
  ticketUpdateBodyDoc,
} from './tickets.schemas.ts';
import { createTicket, deleteTicket, listTickets, toTicket, updateTicket } from './tickets.service.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';

/** The Development Tracking Dashboard (docs/product.md#api /api/tickets*): administrators only, one list for the team. */
export async function ticketsRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const { db } = runtime;
  // preValidation: a non-administrator is refused (403) before the body or the id is even looked at.
  const tags = ['tickets'];

  app.get(
    '/api/tickets',
    { ...adminOnly, schema: { tags, summary: 'Every ticket, newest first', response: { 200: ticketsResponse } } },
    async () => {
      const rows = await listTickets(db);
      return { success: true as const, tickets: rows.map((row) => toTicket(row)) };
    },
  );

  app.post(
    '/api/tickets',
    { ...adminOnly, schema: { tags, summary: 'Create a ticket', body: ticketCreateBodyDoc, response: { 201: ticketResponse } } },
    async (request, reply) => {
      // Parsed here (not by the route schema) so the 400 carries the shared schema's texts.
      const row = await createTicket(db, request.user.id, ticketCreateBody.parse(request.body ?? {}));
      return reply.status(201).send({ success: true as const, ticket: toTicket(row) });
    },
  );

  app.put(
    '/api/tickets/:id',
    {
      ...adminOnly,
      schema: {
        tags,
        summary: 'Change a ticket (fields left out stay)',
        params: ticketParams,
        body: ticketUpdateBodyDoc,
        response: { 200: ticketResponse },
      },
    },
    async (request) => {
      const row = await updateTicket(db, request.params.id, ticketUpdateBody.parse(request.body ?? {}));
      return { success: true as const, ticket: toTicket(row) };
    },
  );

  app.delete(
    '/api/tickets/:id',
    { ...adminOnly, schema: { tags, summary: 'Delete a ticket', params: ticketParams, response: { 200: ticketDeletedResponse } } },
    async (request) => {
      await deleteTicket(db, request.params.id);
      return { success: true as const };
    },
  );
}
