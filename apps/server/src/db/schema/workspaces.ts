import { sql } from 'drizzle-orm';
import { inviteRoles, workspaceRoles, type InviteRole, type WorkspaceRole } from '@leadsift/shared';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { tiers } from './tiers.ts';

/**
 * Workspaces (ADR 0067): what a team shares — files, jobs, templates, research, automations, webhooks, API keys and one
 * credit pool under the workspace's plan tier. Every user has a personal workspace whose id is the user's id (migration
 * 0032 made one for every existing user), which cannot be deleted, left or shared.
 */
export const workspaces = pgTable('workspaces', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  personal: boolean('personal').notNull().default(false),
  tier: text('tier')
    .notNull()
    .references(() => tiers.name),
  /** Whether members may pause, resume and delete jobs other members ran (owners and admins always may). */
  membersManageAllJobs: boolean('members_manage_all_jobs').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who belongs to a workspace and with what role; a workspace always keeps at least one owner. */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').$type<WorkspaceRole>().notNull(),
    /** Credits this member may spend per month in this workspace; null = no limit. */
    monthlyCreditLimit: integer('monthly_credit_limit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index('workspace_members_user_idx').on(t.userId),
    check('workspace_members_role_check', sql.raw(`role in (${workspaceRoles.map((r) => `'${r}'`).join(', ')})`)),
    check('workspace_members_limit_check', sql`${t.monthlyCreditLimit} is null or ${t.monthlyCreditLimit} >= 0`),
  ],
);

/**
 * An invitation into a workspace with a role, by link (valid 7 days, usable once; only the token's SHA-256 is kept).
 * The row stays after acceptance or revocation.
 */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<InviteRole>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('workspace_invitations_token_hash_idx').on(t.tokenHash),
    index('workspace_invitations_workspace_idx').on(t.workspaceId, t.createdAt),
    check('workspace_invitations_role_check', sql.raw(`role in (${inviteRoles.map((r) => `'${r}'`).join(', ')})`)),
  ],
);

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type WorkspaceMemberRow = typeof workspaceMembers.$inferSelect;
export type WorkspaceInvitationRow = typeof workspaceInvitations.$inferSelect;
