import type { TicketBusinessValue, TicketEffort, TicketPriority, TicketStatus } from '@leadsift/shared';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * The Development Tracking Dashboard's tickets (docs/product.md#entities): one list shared by the team's
 * administrators, not owned by a user. The id is the free text the team types (FEAT-001).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<TicketStatus>().notNull().default('Backlog'),
    priority: text('priority').$type<TicketPriority>().notNull().default('P2'),
    effort: text('effort').$type<TicketEffort>().notNull().default('M'),
    businessValue: text('business_value').$type<TicketBusinessValue>().notNull().default('Medium'),
    assignee: text('assignee').notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }),
    dependencies: text('dependencies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dateCreated: date('date_created', { mode: 'string' }).notNull(),
    // Who created it; the ticket stays when that account is deleted.
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_created_idx').on(t.createdAt),
    check('tickets_status_check', sql`${t.status} in ('Backlog', 'In Progress', 'Review', 'Done')`),
    check('tickets_priority_check', sql`${t.priority} in ('P0', 'P1', 'P2', 'P3')`),
    check('tickets_effort_check', sql`${t.effort} in ('XS', 'S', 'M', 'L', 'XL')`),
    check('tickets_business_value_check', sql`${t.businessValue} in ('High', 'Medium', 'Low')`),
  ],
);
