import { z } from 'zod';
import { notificationJob } from './app-paths.ts';
import { inviteRoles } from './workspaces.ts';

/** Password rules of every form that sets one (setup, invitation, reset, change, an administrator's new user). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
/** A new password: not trimmed (spaces may be part of it), within the limits. */
export const newPassword = z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(PASSWORD_MAX_LENGTH);
/** Long enough to be sent (the server still decides). */
export const passwordLongEnough = (password: string) => password.length >= PASSWORD_MIN_LENGTH;

/** Notification kinds (ADR 0035), in the order the account page lists them. */
export const notificationKinds = [
  'job_finished',
  'job_failed',
  'job_paused_credits',
  'credits_low',
  'invitation_accepted',
  'webhook_disabled',
  'model_budget',
  'automation_failed',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationKindLabels: Record<NotificationKind, string> = {
  job_finished: 'A List Cleaner or research job finished',
  job_failed: 'A job failed',
  job_paused_credits: 'A job paused because credits ran out',
  credits_low: "Credits below 10% of the month's total",
  invitation_accepted: 'Someone accepted my invitation',
  webhook_disabled: 'A webhook endpoint was disabled after repeated failures',
  model_budget: "The month's model budget was used up (administrators)",
  automation_failed: 'An automation run failed (three in a row pause it)',
};

export const channelSetting = z.object({ email: z.boolean(), inApp: z.boolean() });
export type ChannelSetting = z.infer<typeof channelSetting>;

export const notificationSettings = z.object(
  Object.fromEntries(notificationKinds.map((k) => [k, channelSetting])) as Record<NotificationKind, typeof channelSetting>,
);
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** Every kind in the app; by email all but 'invitation accepted' (ADR 0035's defaults, and ADR 0036's webhook notice). */
export const defaultNotificationSettings: NotificationSettings = {
  job_finished: { email: true, inApp: true },
  job_failed: { email: true, inApp: true },
  job_paused_credits: { email: true, inApp: true },
  credits_low: { email: true, inApp: true },
  invitation_accepted: { email: false, inApp: true },
  webhook_disabled: { email: true, inApp: true },
  model_budget: { email: true, inApp: true },
  automation_failed: { email: true, inApp: true },
};

/** Stored settings over the defaults: a kind added later starts at its default. */
export function resolveNotificationSettings(
  stored: Partial<Record<string, Partial<ChannelSetting>>> | null | undefined,
): NotificationSettings {
  const out = { ...defaultNotificationSettings };
  for (const kind of notificationKinds) {
    const s = stored?.[kind];
    if (s) out[kind] = { email: s.email ?? out[kind].email, inApp: s.inApp ?? out[kind].inApp };
  }
  return out;
}

export const notificationItem = z.object({
  id: z.number().int(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  /** The job it is about, read from its link (a job's results page); null for other notifications. */
  job: notificationJob.nullable(),
  /** The workspace it is about (a job's, a credit pool's): the app switches to it before opening the link. Always sent. */
  workspaceId: z.string().nullable().optional(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationsPage = z.object({
  items: z.array(notificationItem),
  unread: z.number().int(),
  nextCursor: z.number().int().nullable(),
});
export type NotificationsPage = z.infer<typeof notificationsPage>;

export const markNotificationsReadBody = z.union([
  z.object({ all: z.literal(true) }),
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) }),
]);
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBody>;

export const userRoles = ['user', 'admin'] as const;

export const createInvitationBody = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  tier: z.string().trim().min(1, 'Choose a tier'),
  role: z.enum(userRoles).default('user'),
});
export type CreateInvitationBody = z.infer<typeof createInvitationBody>;

export const invitationItem = z.object({
  id: z.string(),
  email: z.string(),
  tier: z.string(),
  role: z.enum(userRoles),
  invitedByEmail: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  expired: z.boolean(),
});
export type InvitationItem = z.infer<typeof invitationItem>;

/** `link` only when the server sends no email, or the administrator asked to copy it. */
export const invitationLinkResponse = z.object({ id: z.string(), link: z.string().optional() });
export type InvitationLinkResponse = z.infer<typeof invitationLinkResponse>;

/**
 * An account invitation needs the name and password of the account it creates; a workspace invitation (token
 * `wsi_…`) needs them only when its email has no account yet — signed in, the caller joins with their own account.
 */
export const acceptInvitationBody = z.object({
  token: z.string().min(10).max(200),
  name: z.string().trim().min(1, 'Please enter your name').max(200).optional(),
  password: newPassword.optional(),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

/**
 * What the invitation page shows before the form: who is invited, or why the link no longer works. A workspace
 * invitation adds the workspace, the role it gives and whether its email already has an account (sign in to join).
 */
export const invitationStatus = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    email: z.string(),
    workspaceName: z.string().optional(),
    workspaceRole: z.enum(inviteRoles).optional(),
    hasAccount: z.boolean().optional(),
  }),
  z.object({ valid: z.literal(false), reason: z.enum(['expired', 'used', 'revoked', 'unknown']) }),
]);
export type InvitationStatus = z.infer<typeof invitationStatus>;

export const resetLinkResponse = z.object({ sent: z.boolean(), link: z.string().optional() });
export type ResetLinkResponse = z.infer<typeof resetLinkResponse>;
