import { sql } from 'drizzle-orm';
import { auditActions } from '@leadsift/shared';
import { bigserial, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The actions are the API contract's (packages/shared/src/admin.ts): one list for the table's CHECK and the web.
export { auditActions, type AuditAction } from '@leadsift/shared';

/**
 * Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE, migration 0009). Written in the same transaction as
 * the action it records, so a failed action leaves no row. No foreign keys on purpose: the entries of a
 * deleted user (or of a deleted administrator) stay, found by the email kept beside the id.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action', { enum: auditActions }).notNull(),
    targetUserId: text('target_user_id').notNull(),
    targetEmail: text('target_email').notNull(),
    /** The changed fields before and after the action (null for a created or deleted user's missing side). */
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    reason: text('reason'),
    ip: text('ip'),
    /** The workspace a membership, role, limit, invitation or ownership change concerns; null for installation actions. */
    workspaceId: text('workspace_id'),
  },
  (t) => [
    check(
      'admin_audit_action_check',
      sql`${t.action} in ('grant_credits', 'change_tier', 'create_user', 'delete_user', 'change_role', 'disable_user', 'enable_user', 'sign_out_everywhere', 'invite_user', 'resend_invitation', 'copy_invitation_link', 'revoke_invitation', 'send_password_reset', 'copy_reset_link', 'create_api_key', 'revoke_api_key', 'change_model_budget', 'revoke_api_keys', 'oauth_register', 'oauth_consent', 'oauth_disconnect', 'export_demo_requests', 'workspace_create', 'workspace_delete', 'workspace_rename', 'workspace_invite', 'workspace_invite_revoke', 'member_join', 'member_remove', 'member_role', 'member_limit', 'ownership_transfer', 'workspace_tier')`,
    ),
    index('admin_audit_actor_idx').on(t.actorId, t.id),
    index('admin_audit_target_idx').on(t.targetUserId, t.id),
    index('admin_audit_action_idx').on(t.action, t.id),
    index('admin_audit_workspace_idx')
      .on(t.workspaceId, t.id)
      .where(sql`${t.workspaceId} is not null`),
  ],
);

export type AdminAuditRow = typeof adminAudit.$inferSelect;
