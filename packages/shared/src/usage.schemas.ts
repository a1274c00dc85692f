import { z } from 'zod';

// docs/product.md#entities and docs/product.md#api: the answers of /api/usage/*. The server builds them and the web parses
// them with these same schemas. `success: false` carries no data (the widget then shows 'Usage N/A').

/** Credit counts: whole numbers, -1 meaning unlimited. */
const creditCount = z.number().int().min(-1);

const failure = z.object({ success: z.literal(false), error: z.string().optional() });

export const usageStats = z.object({
  creditsUsed: z.number().int().min(0),
  creditsAvailable: creditCount,
  creditsTotal: creditCount,
  percentUsed: z.number().min(0),
  /** ISO 8601 date of the next monthly reset. */
  resetDate: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'resetDate must be a date'),
});
export type UsageStats = z.infer<typeof usageStats>;

export const usageStatsResponse = z.discriminatedUnion('success', [z.object({ success: z.literal(true), data: usageStats }), failure]);
export type UsageStatsResponse = z.infer<typeof usageStatsResponse>;

export const userTier = z.object({
  name: z.string().min(1),
  displayName: z.string().min(1),
  credits_per_month: creditCount,
  max_websites_per_job: creditCount,
});
export type UserTier = z.infer<typeof userTier>;

export const tierResponse = z.discriminatedUnion('success', [z.object({ success: z.literal(true), data: userTier }), failure]);
export type TierResponse = z.infer<typeof tierResponse>;

export const checkCreditsBody = z.object({ creditsNeeded: z.number().int().min(0) });
export type CheckCreditsBody = z.infer<typeof checkCreditsBody>;

export const creditCheck = z.object({ hasCredits: z.boolean(), creditsAvailable: creditCount });
export type CreditCheck = z.infer<typeof creditCheck>;

export const checkCreditsResponse = z.discriminatedUnion('success', [z.object({ success: z.literal(true), data: creditCheck }), failure]);
export type CheckCreditsResponse = z.infer<typeof checkCreditsResponse>;
