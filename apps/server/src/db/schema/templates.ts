import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { workspaces } from './workspaces.ts';
import type { SavedFilterConfig, SavedOverrides } from '@leadsift/shared';

/** A template: a filter configuration with the user's overrides, reusable on a new upload. */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Who made it; null once that account is deleted (the row stays in its workspace). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isFavorite: boolean('is_favorite').notNull().default(false),
    filterConfig: jsonb('filter_config').$type<SavedFilterConfig>().notNull(),
    overrides: jsonb('overrides').$type<SavedOverrides>().notNull().default({}),
    // No foreign key: the template outlives the job it was saved from.
    sourceFilterId: text('source_filter_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_filters_workspace_idx').on(t.workspaceId, t.isFavorite, t.createdAt), index('saved_filters_user_idx').on(t.userId)],
);
