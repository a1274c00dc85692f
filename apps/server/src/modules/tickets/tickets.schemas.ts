import { ticketId } from '@leadsift/shared';
import { z } from 'zod';

export { ticketDeletedResponse, ticketResponse, ticketsResponse } from '@leadsift/shared';

/** The path's ticket id (free text, URL-decoded by Fastify). */
export const ticketParams = z.object({ id: ticketId });

/** For the OpenAPI document only: handlers validate with the shared schemas so the 400 carries their texts. */
const field = (description: string) => z.unknown().optional().describe(description);
const updatableFields = {
  title: field('required on creation; not blank'),
  description: field('text'),
  status: field('Backlog | In Progress | Review | Done (default Backlog)'),
  priority: field('P0 | P1 | P2 | P3 (default P2)'),
  effort: field('XS | S | M | L | XL (default M)'),
  businessValue: field('High | Medium | Low (default Medium)'),
  assignee: field('text'),
  dueDate: field('YYYY-MM-DD, or null / empty to clear'),
  dependencies: field('list of ticket ids (free text)'),
};
export const ticketCreateBodyDoc = z.looseObject({ id: field('free text such as FEAT-001, required and unique'), ...updatableFields });
export const ticketUpdateBodyDoc = z.looseObject(updatableFields);
