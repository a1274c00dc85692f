import { z } from 'zod';

/** docs/product.md#entities admin user record (plus name, role, creation time and the disabled flag). Credit counts: -1 = unlimited. */
export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  tier: z.string(),
  credits_available: z.number().int(),
  credits_used_this_month: z.number().int(),
  bonus_credits: z.number().int(),
  month_reset_date: z.string(),
  created_at: z.string(),
  /** Sign-in disabled by an administrator (better-auth's ban). */
  disabled: z.boolean(),
  /** Bytes of uploads the user has stored (ADR 0032). */
  storage_used_bytes: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUsersResponse = z.object({ success: z.literal(true), data: z.array(adminUser) });

/** Every administrator action the audit log records (ADR 0018). */
export const auditActions = [
  'grant_credits',
  'change_tier',
  'create_user',
  'delete_user',
  'change_role',
  'disable_user',
  'enable_user',
  'sign_out_everywhere',
  'invite_user',
  'resend_invitation',
  'copy_invitation_link',
  'revoke_invitation',
  'send_password_reset',
  'copy_reset_link',
  'create_api_key',
  'revoke_api_key',
  'change_model_budget',
  'revoke_api_keys',
  'oauth_register',
  'oauth_consent',
  'oauth_disconnect',
  'export_demo_requests',
  'workspace_create',
  'workspace_delete',
  'workspace_rename',
  'workspace_invite',
  'workspace_invite_revoke',
  'member_join',
  'member_remove',
  'member_role',
  'member_limit',
  'ownership_transfer',
  'workspace_tier',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  grant_credits: 'Grant credits',
  change_tier: 'Change tier',
  create_user: 'Create user',
  delete_user: 'Delete user',
  change_role: 'Change role',
  disable_user: 'Disable sign-in',
  enable_user: 'Enable sign-in',
  sign_out_everywhere: 'Sign out everywhere',
  invite_user: 'Invite user',
  resend_invitation: 'Resend invitation',
  copy_invitation_link: 'Copy invitation link',
  revoke_invitation: 'Revoke invitation',
  send_password_reset: 'Send password reset',
  copy_reset_link: 'Copy reset link',
  create_api_key: 'Create API key',
  revoke_api_key: 'Revoke API key',
  change_model_budget: 'Change model budget',
  revoke_api_keys: 'Revoke all API keys',
  oauth_register: 'Register OAuth app',
  oauth_consent: 'Connect app (OAuth consent)',
  oauth_disconnect: 'Disconnect app (OAuth)',
  export_demo_requests: 'Export demo requests',
  workspace_create: 'Create workspace',
  workspace_delete: 'Delete workspace',
  workspace_rename: 'Rename workspace',
  workspace_invite: 'Invite to workspace',
  workspace_invite_revoke: 'Revoke workspace invitation',
  member_join: 'Join workspace',
  member_remove: 'Remove member',
  member_role: 'Change member role',
  member_limit: 'Change member limit',
  ownership_transfer: 'Transfer ownership',
  workspace_tier: 'Change workspace tier',
};

export const auditEntry = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  action: z.enum(auditActions),
  targetUserId: z.string(),
  targetEmail: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const AUDIT_PAGE_SIZES = [10, 25, 50, 100] as const;

/** GET /api/admin/audit: newest first; `actor` and `target` match an email (part, any case) or an exact user id. */
export const auditQuery = z.object({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'Page size must be at most 100').default(25),
  actor: z.string().trim().max(254).optional(),
  target: z.string().trim().max(254).optional(),
  action: z.enum(auditActions, { error: 'Unknown action' }).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditResponse = z.object({
  success: z.literal(true),
  data: z.array(auditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditResponse>;

/** Short text of an entry's change, e.g. `tier: beta_tester → agency_user`. */
export function describeChange(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const show = (value: unknown) =>
    value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  if (!entry.before) return keys.map((k) => `${k}: ${show(entry.after?.[k])}`).join(', ');
  if (!entry.after) return keys.map((k) => `${k}: ${show(entry.before?.[k])}`).join(', ');
  return keys
    .filter((k) => JSON.stringify(entry.before?.[k]) !== JSON.stringify(entry.after?.[k]))
    .map((k) => `${k}: ${show(entry.before?.[k])} → ${show(entry.after?.[k])}`)
    .join(', ');
}

/**
 * What a disabled user is told (ADR 0037): refused at sign-in, and on the first request of a session that
 * disabling ended (the app then shows it on /login).
 */
export const ACCOUNT_DISABLED_MESSAGE = 'Your account is disabled — contact your administrator';
