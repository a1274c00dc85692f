import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type ModelCallOutcome = 'ok' | 'retried' | 'failed';
export type ModelCallKind = 'filter' | 'research' | 'preview' | 'website';

/**
 * Every model call any process made (ADR 0039): who it served and what the provider said it used.
 * Tokens are the provider's own usage figures (0 when a failed call reported none). Money is not
 * stored: it is computed from the price table when shown, so a corrected price corrects the past too.
 */
export const modelCallLog = pgTable(
  'model_call_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    latencyMs: integer('latency_ms').notNull(),
    /** ok: first attempt answered; retried: a later attempt answered; failed: no usable answer. */
    outcome: text('outcome').$type<ModelCallOutcome>().notNull(),
    kind: text('kind').$type<ModelCallKind>(),
    /** The List Cleaner or research job the call served (no foreign key: the log outlives deleted jobs). */
    jobId: text('job_id'),
    userId: text('user_id'),
    /** Distinct values asked (a decision call) or 1 (a website): what "tokens per value" is measured on. */
    items: integer('items').notNull().default(1),
  },
  (t) => [index('model_call_log_job_idx').on(t.jobId), index('model_call_log_created_idx').on(t.createdAt)],
);

/**
 * Research ratings reused (ADR 0039): the model's rating of a website, keyed by a hash of what the model
 * was shown and asked — instructions, web-search setting, the pages' (and search results') text, model.
 * A repeated job on unchanged pages finds its rating here and asks the model nothing.
 */
export const researchRatings = pgTable(
  'research_ratings',
  {
    key: text('key').primaryKey(),
    model: text('model').notNull(),
    /** The model's answer as site-research/rate.ts read it. */
    rating: jsonb('rating').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('research_ratings_created_idx').on(t.createdAt)],
);
