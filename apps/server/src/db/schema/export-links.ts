import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { workspaces } from './workspaces.ts';

export type ExportLinkKind = 'filter' | 'research';
export type ExportLinkFormat = 'xlsx' | 'csv';

/**
 * Short-lived, one-use download links to a finished job's export (ADR 0040): what an AI assistant
 * hands its user instead of a file. Only the SHA-256 of the link's token is kept; `used_at` is set by the
 * one statement that claims the link, so a second download (on any web node) finds it used.
 */
export const exportLinks = pgTable(
  'export_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Who made it; null once that account is deleted (the row stays in its workspace). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind').$type<ExportLinkKind>().notNull(),
    jobId: text('job_id').notNull(),
    format: text('format').$type<ExportLinkFormat>().notNull().default('xlsx'),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('export_links_token_idx').on(t.tokenHash),
    index('export_links_expiry_idx').on(t.expiresAt),
    index('export_links_workspace_idx').on(t.workspaceId),
    index('export_links_user_idx').on(t.userId),
  ],
);

export type ExportLinkRow = typeof exportLinks.$inferSelect;
