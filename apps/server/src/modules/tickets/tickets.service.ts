import {
  isTicketOverdue,
  TICKET_ID_TAKEN,
  TICKET_NOT_FOUND,
  ticketScore,
  type Ticket,
  type TicketCreateBody,
  type TicketUpdateBody,
} from '@leadsift/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tickets } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';

export type TicketRow = typeof tickets.$inferSelect;

/** The server's calendar day (UTC), for dateCreated and the overdue flag of its answers. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** docs/product.md#entities ticket with the score of docs/product.md#limits and whether it is overdue on `today`. */
export function toTicket(row: TicketRow, today: string = utcToday()): Ticket {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    priority: row.priority,
    effort: row.effort,
    businessValue: row.businessValue,
    assignee: row.assignee,
    dueDate: row.dueDate,
    dependencies: row.dependencies,
    dateCreated: row.dateCreated,
    score: ticketScore(row),
    overdue: isTicketOverdue(row, today),
  };
}

/** Every ticket, newest first (the team's one list; the dashboard sorts and filters it). */
export async function listTickets(db: Db): Promise<TicketRow[]> {
  return db.select().from(tickets).orderBy(desc(tickets.createdAt), tickets.id).limit(10_000);
}

/** One insert; a taken id answers 409 without a read-then-write race. */
export async function createTicket(db: Db, createdBy: string, body: TicketCreateBody): Promise<TicketRow> {
  const [row] = await db
    .insert(tickets)
    .values({ ...body, createdBy, dateCreated: utcToday() })
    .onConflictDoNothing({ target: tickets.id })
    .returning();
  if (!row) throw conflict(TICKET_ID_TAKEN);
  return row;
}

/** Changes only the fields given; the id and dateCreated never change. */
export async function updateTicket(db: Db, id: string, body: TicketUpdateBody): Promise<TicketRow> {
  const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  const [row] = await db
    .update(tickets)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(tickets.id, id))
    .returning();
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return row;
}

export async function deleteTicket(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(tickets).where(eq(tickets.id, id)).returning({ id: tickets.id });
  if (deleted.length === 0) throw notFound(TICKET_NOT_FOUND);
}
