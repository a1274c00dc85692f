import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The cluster-wide model budget (AI_MAX_IN_FLIGHT, AI_MAX_PER_MINUTE; model/budget.ts): one row per model
 * call of any process. In flight = not released and not expired (a process that died mid-call stops
 * counting at `expires_at`); the last minute's rows count against the per-minute limit.
 */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: text('id').primaryKey(),
    /** host:pid of the process that made the call (for operators looking at the table). */
    holder: text('holder').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('ai_calls_started_at_idx').on(t.startedAt)],
);

/** One row (id 1) once a provider answered 429: no process starts a call before `paused_until`. */
export const aiPause = pgTable('ai_pause', {
  id: integer('id').primaryKey(),
  pausedUntil: timestamp('paused_until', { withTimezone: true }).notNull(),
});
