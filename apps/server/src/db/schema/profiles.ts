import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * docs/product.md#entities: one profile per user, looked up by the user's id. The plan tier is not here: it is the
 * workspace's (ADR 0067; a user's own is their personal workspace's, whose id is theirs).
 */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  displayName: text('display_name'),
  avatarUrl: text('avatar_url'),
  /** The workspace the user last switched to (a session's requests default to it); null = the personal one. */
  lastWorkspaceId: text('last_workspace_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
