import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** One row once the first administrator exists: the first-run setup can be claimed exactly once. */
export const setupClaim = pgTable('setup_claim', {
  id: integer('id').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});
