import { PASSWORD_MAX_LENGTH } from '@leadsift/shared';
import { z } from 'zod';

export const authConfigResponse = z.object({
  needsSetup: z.boolean(),
  providers: z.object({ google: z.boolean(), sso: z.boolean() }),
  /** BASE_URL is not set: Google/SSO cannot send the browser back (the login page says so). */
  baseUrlMissing: z.boolean(),
  /** SMTP_URL is set: 'Forgot password?' sends a link; without it, administrators copy reset links. */
  email: z.boolean(),
});

export const setupAdminBody = z.object({
  name: z.string().trim().max(200).optional().default(''),
  email: z.string().trim().min(1, 'Email is required').max(320),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});

export const profileResponse = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  tier: z.string(),
  isStaff: z.boolean(),
  createdAt: z.string(),
});

export const meResponse = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), image: z.string().nullable(), role: z.string() }),
  profile: profileResponse.nullable(),
  sessionToken: z.string(),
});

export const idParams = z.object({ id: z.string().min(1).max(200) });
