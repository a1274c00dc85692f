import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import type { StoredReading } from './filter.ts';

export type TemplateDecision = 'KEEP' | 'EXCLUDE';

/** docs/product.md#entities saved filter configuration (the fields a job needs to run again). */
export type SavedFilterConfig = {
  selectedColumns: string[];
  reasoningText: string;
  /** null: the server's default model. */
  model: string | null;
  chunkSize: number;
  logicMode: 'AND' | 'OR';
  /** With each column's reading as the job that the template was saved from read it (ADR 0034). */
  columnConfig: Record<string, { instructions: string; reading?: StoredReading }>;
  temperature?: number;
};

/** docs/product.md#entities saved override format: column -> value -> decision. */
export type SavedFilterOverrides = Record<string, Record<string, TemplateDecision>>;

/** A template: a filter configuration with the user's overrides, reusable on a new upload. */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isFavorite: boolean('is_favorite').notNull().default(false),
    filterConfig: jsonb('filter_config').$type<SavedFilterConfig>().notNull(),
    overrides: jsonb('overrides').$type<SavedFilterOverrides>().notNull().default({}),
    // No foreign key: the template outlives the job it was saved from.
    sourceFilterId: text('source_filter_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_filters_user_idx').on(t.userId, t.isFavorite, t.createdAt)],
);
