import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Demo requests from the login page; kept even when forwarding to DEMO_WEBHOOK_URL fails. */
export const demoRequests = pgTable(
  'demo_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    pageUri: text('page_uri'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    forwardAttempts: integer('forward_attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When an administrator first listed it (Admin → Demo requests); null while it is new. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [index('demo_requests_created_idx').on(t.createdAt)],
);
