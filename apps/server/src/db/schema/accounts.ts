import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { workspaces } from './workspaces.ts';

/**
 * Invitations (ADR 0035): an administrator invites an email address with a tier and a role; the invitee
 * opens a link (valid 7 days, usable once) and chooses a name and a password. Only the SHA-256 of the
 * link's token is kept. The row stays after acceptance or revocation (who invited whom, and when).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    tier: text('tier').notNull(),
    role: text('role').$type<'admin' | 'user'>().notNull().default('user'),
    tokenHash: text('token_hash').notNull(),
    // The inviting administrator; the invitation stays (without them) when that account is deleted.
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    invitedByEmail: text('invited_by_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: text('accepted_user_id').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_idx').on(t.tokenHash),
    // At most one open invitation per address (accepted or revoked ones do not count).
    uniqueIndex('invitations_open_email_idx')
      .on(t.email)
      .where(sql`${t.acceptedAt} IS NULL AND ${t.revokedAt} IS NULL`),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;

/**
 * Notifications (ADR 0035), newest first per user. `inApp` false = recorded (so "once per billing cycle"
 * holds) but hidden from the bell, because the user turned that kind off in the app.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    /** The workspace the notice is about (a job's, a credit pool's), so the app can switch to it; null for the rest. */
    workspaceId: text('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    inApp: boolean('in_app').notNull().default(true),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL AND ${t.inApp}`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/** Per user: which notification kinds go by email and which to the bell; missing = the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Record<string, { email: boolean; inApp: boolean }>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sessions ended by disabling their user (ADR 0037): the SHA-256 of each session token, so a request still
 * carrying one is told "Your account is disabled" instead of a bare 401. Deleted when the user is enabled
 * again (and with the user).
 */
export const disabledSession = pgTable(
  'disabled_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('disabled_session_user_id_idx').on(t.userId)],
);
