import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { workspaces } from './workspaces.ts';

export type ApiKeyScope = 'read' | 'full';

/**
 * Personal API keys (ADR 0036). Only the SHA-256 of a key and its last four characters are kept; the key
 * itself is shown once. Deleted with their owner (cascade); revoked keys stay listed with `revoked_at`.
 * `rate_window` / `rate_count` are the key's fixed one-minute window for API_KEY_RATE_LIMIT, updated by the
 * same statement that authenticates a request (so the limit holds across web nodes).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Who made it; null once that account is deleted (the row stays in its workspace). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    scope: text('scope').$type<ApiKeyScope>().notNull(),
    keyHash: text('key_hash').notNull(),
    lastFour: text('last_four').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    rateWindow: timestamp('rate_window', { withTimezone: true }),
    rateCount: integer('rate_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('api_keys_hash_idx').on(t.keyHash),
    index('api_keys_workspace_idx').on(t.workspaceId, t.createdAt),
    index('api_keys_user_idx').on(t.userId),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
