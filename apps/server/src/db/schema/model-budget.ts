import { bigint, date, doublePrecision, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tokens per calendar month (UTC) and model, kept up to date by the call recorder beside each
 * model_call_log row (ADR 0042): the monthly budget's check reads a handful of rows, never the whole log.
 * Money is computed from the price table when read, as everywhere else.
 */
export const modelSpendMonth = pgTable(
  'model_spend_month',
  {
    /** The month's first day (UTC). */
    month: date('month').notNull(),
    model: text('model').notNull(),
    inputTokens: bigint('input_tokens', { mode: 'number' }).notNull().default(0),
    outputTokens: bigint('output_tokens', { mode: 'number' }).notNull().default(0),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.model] })],
);

/**
 * The installation's monthly model budget (one row, id 1). `saved_at` null: nothing saved in the Admin
 * panel, and AI_MONTHLY_BUDGET_USD / AI_MONTHLY_BUDGET_TOKENS apply. Once saved, the stored limits win
 * (null = no limit of that kind). `notified_month`: the month the administrators were last told it was used up.
 */
export const modelBudget = pgTable('model_budget', {
  id: integer('id').primaryKey(),
  budgetUsd: doublePrecision('budget_usd'),
  budgetTokens: bigint('budget_tokens', { mode: 'number' }),
  savedAt: timestamp('saved_at', { withTimezone: true }),
  savedBy: text('saved_by'),
  notifiedMonth: date('notified_month'),
});
