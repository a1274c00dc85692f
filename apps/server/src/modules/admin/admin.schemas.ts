import { DEFAULT_TIER_NAME, PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG } from '@leadsift/shared';
import { z } from 'zod';
import { userIdParams } from '../audit/actor.ts';

// The texts of docs/product.md#validation, answered as `{ error }`. The bodies are parsed in the handlers (not by the route
// schema), so a missing field answers with these exact texts instead of a generic field message.
export const GRANT_REQUIRED = 'User ID and credits amount are required';
export const TIER_REQUIRED = 'User ID and tier are required';
export const EMAIL_PASSWORD_REQUIRED = 'Email and password are required';
export const DEFAULT_GRANT_REASON = 'Admin grant';
export const CANNOT_DELETE_SELF = 'You cannot delete your own account';

/** A required text field: missing, not text or blank all answer `message`. */
const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);

/**
 * docs/product.md#validation: credits are parsed as an integer, so a form's "250" counts as 250. Anything else that is
 * not a whole number becomes NaN, which the credits service refuses with its own message.
 */
const credits = z
  .union([z.number(), z.string().trim().min(1, GRANT_REQUIRED)], { error: GRANT_REQUIRED })
  .transform((value) => (typeof value === 'number' ? value : /^[+-]?\d+$/.test(value) ? Number(value) : Number.NaN));

const optionalReason = z
  .string({ error: 'Reason must be text' })
  .trim()
  .max(500, 'Reason must be at most 500 characters')
  .nullish()
  .transform((reason) => reason || null);

export const NEGATIVE_NEEDS_CORRECTION = 'Negative credits are only allowed as a correction, with a reason';

/**
 * A grant adds bonus credits. Negative credits take bonus credits back, but only as an explicit
 * correction (`correction: true`) with a reason of the administrator's own, never the default one.
 */
export const grantCreditsBody = z
  .object(
    {
      userId: required(GRANT_REQUIRED),
      credits,
      reason: optionalReason,
      correction: z.boolean({ error: 'Correction must be true or false' }).nullish(),
    },
    { error: GRANT_REQUIRED },
  )
  .superRefine((body, ctx) => {
    if (body.credits < 0 && (!body.correction || !body.reason)) ctx.addIssue({ code: 'custom', message: NEGATIVE_NEEDS_CORRECTION });
  })
  .transform((body) => ({ ...body, correction: body.correction === true, reason: body.reason ?? DEFAULT_GRANT_REASON }));
export type GrantCreditsBody = z.infer<typeof grantCreditsBody>;

export const changeTierBody = z.object({ userId: required(TIER_REQUIRED), tier: required(TIER_REQUIRED, 64) }, { error: TIER_REQUIRED });
export type ChangeTierBody = z.infer<typeof changeTierBody>;

export const createUserBody = z.object(
  {
    email: required(EMAIL_PASSWORD_REQUIRED, 254),
    // Not trimmed: spaces may be part of a password. The minimum length is the users service's rule.
    password: z.string({ error: EMAIL_PASSWORD_REQUIRED }).min(1, EMAIL_PASSWORD_REQUIRED).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
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

export const deleteUserParams = userIdParams;

export const setRoleBody = z.object({
  role: z.enum(['admin', 'user'], { error: "Role must be 'admin' or 'user'" }),
  reason: optionalReason,
});
export type SetRoleBody = z.infer<typeof setRoleBody>;

/** Disable/enable and sign-out-everywhere take an optional reason for the audit log. */
export const reasonBody = z
  .object({ reason: optionalReason })
  .nullish()
  .transform((body) => ({ reason: body?.reason ?? null }));
export type ReasonBody = z.infer<typeof reasonBody>;

/**
 * Sign out everywhere and Disable: a reason, and whether the user's API keys are revoked too (docs/security.md).
 * Absent, Disable revokes them (as it always did) and Sign out everywhere keeps them.
 */
export const endAccessBody = z
  .object({ reason: optionalReason, revokeApiKeys: z.boolean().optional() })
  .nullish()
  .transform((body) => ({ reason: body?.reason ?? null, revokeApiKeys: body?.revokeApiKeys }));

/** For the OpenAPI document only: the handlers validate with the schemas above to keep the documented messages. */
export const grantCreditsBodyDoc = z.looseObject({
  userId: z.string(),
  credits: z.union([z.number().int(), z.string()]),
  reason: z.string().optional(),
  correction: z.boolean().optional(),
});
export const changeTierBodyDoc = z.looseObject({ userId: z.string(), tier: z.string() });
export const createUserBodyDoc = z.looseObject({
  email: z.string(),
  password: z.string(),
  tier: z.string().optional(),
  name: z.string().optional(),
  role: z.enum(['admin', 'user']).optional(),
});

export { adminUser, adminUsersResponse, type AdminUser } from '@leadsift/shared';

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

export const setRoleResponse = z.object({
  success: z.literal(true),
  data: z.object({ userId: z.string(), role: z.enum(['admin', 'user']) }),
});
export const setDisabledResponse = z.object({
  success: z.literal(true),
  data: z.object({ userId: z.string(), disabled: z.boolean(), sessionsEnded: z.number().int(), apiKeysRevoked: z.number().int() }),
});
export const signOutEverywhereResponse = z.object({
  success: z.literal(true),
  data: z.object({ userId: z.string(), sessionsEnded: z.number().int(), apiKeysRevoked: z.number().int() }),
});
export const tiersResponse = z.object({
  success: z.literal(true),
  data: z.array(z.object({ name: z.string(), displayName: z.string(), credits_per_month: z.number().int() })),
});
