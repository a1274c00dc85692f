import { DEFAULT_TIER_NAME } from '@leadsift/shared';
import { z } from 'zod';

// SPEC §5 texts, answered as `{ error }`. The bodies are parsed in the handlers (not by the route
// schema), so a missing field answers with these exact texts instead of a generic field message.
export const GRANT_REQUIRED = 'User ID and credits amount are required';
export const TIER_REQUIRED = 'User ID and tier are required';
export const EMAIL_PASSWORD_REQUIRED = 'Email and password are required';
export const DEFAULT_GRANT_REASON = 'Admin grant';
export const CANNOT_DELETE_SELF = 'You cannot delete your own account';

/** A required text field: missing, not text or blank all answer `message`. */
const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);

/**
 * SPEC §5: credits are parsed as an integer, so a form's "250" counts as 250. Anything else that is
 * not a whole number becomes NaN, which the credits service refuses with its own message.
 */
const credits = z
  .union([z.number(), z.string().trim().min(1, GRANT_REQUIRED)], { error: GRANT_REQUIRED })
  .transform((value) => (typeof value === 'number' ? value : /^[+-]?\d+$/.test(value) ? Number(value) : Number.NaN));

export const grantCreditsBody = z.object(
  {
    userId: required(GRANT_REQUIRED),
    credits,
    reason: z
      .string({ error: 'Reason must be text' })
      .trim()
      .max(500, 'Reason must be at most 500 characters')
      .nullish()
      .transform((reason) => reason || DEFAULT_GRANT_REASON),
  },
  { error: GRANT_REQUIRED },
);
export type GrantCreditsBody = z.infer<typeof grantCreditsBody>;

export const changeTierBody = z.object({ userId: required(TIER_REQUIRED), tier: required(TIER_REQUIRED, 64) }, { error: TIER_REQUIRED });
export type ChangeTierBody = z.infer<typeof changeTierBody>;

export const createUserBody = z.object(
  {
    email: required(EMAIL_PASSWORD_REQUIRED, 254),
    // Not trimmed: spaces may be part of a password. The minimum length is the users service's rule.
    password: z
      .string({ error: EMAIL_PASSWORD_REQUIRED })
      .min(1, EMAIL_PASSWORD_REQUIRED)
      .max(256, 'Password must be at most 256 characters'),
    tier: z
      .string({ error: 'Tier must be text' })
      .trim()
      .max(64)
      .nullish()
      .transform((tier) => tier || DEFAULT_TIER_NAME),
    name: z.string({ error: 'Name must be text' }).trim().max(200, 'Name must be at most 200 characters').nullish(),
    role: z.enum(['admin', 'user'], { error: "Role must be 'admin' or 'user'" }).nullish(),
  },
  { error: EMAIL_PASSWORD_REQUIRED },
);
export type CreateUserBody = z.infer<typeof createUserBody>;

export const deleteUserParams = z.object({ userId: z.string().min(1).max(200) });

/** For the OpenAPI document only: the handlers validate with the schemas above to keep SPEC's messages. */
export const grantCreditsBodyDoc = z.looseObject({
  userId: z.string(),
  credits: z.union([z.number().int(), z.string()]),
  reason: z.string().optional(),
});
export const changeTierBodyDoc = z.looseObject({ userId: z.string(), tier: z.string() });
export const createUserBodyDoc = z.looseObject({
  email: z.string(),
  password: z.string(),
  tier: z.string().optional(),
  name: z.string().optional(),
  role: z.enum(['admin', 'user']).optional(),
});

/** SPEC §3 admin user record (plus name, role and creation time). Credit counts: -1 = unlimited. */
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
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUsersResponse = z.object({ success: z.literal(true), data: z.array(adminUser) });

export const grantCreditsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    userId: z.string(),
    credits: z.number().int(),
    reason: z.string(),
    credits_available: z.number().int(),
    bonus_credits: z.number().int(),
  }),
});

export const changeTierResponse = z.object({
  success: z.literal(true),
  data: z.object({ userId: z.string(), tier: z.string(), credits_available: z.number().int() }),
});

const userRef = z.object({ id: z.string(), email: z.string() });
export const createUserResponse = z.object({ success: z.literal(true), user: userRef });
export const deleteUserResponse = z.object({ success: z.literal(true), user: userRef });
