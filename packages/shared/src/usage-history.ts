import { z } from 'zod';

// The figures behind the usage charts. GET /api/usage/history answers for the caller,
// GET /api/usage/admin/history for the whole installation (administrators only). Days are UTC dates.

/** What credits paid for: List Cleaner rows, research websites, and the web-search part of a research website. */
export const usageKinds = ['listCleaner', 'research', 'webSearch'] as const;
export type UsageKind = (typeof usageKinds)[number];
export const usageKindLabels: Record<UsageKind, string> = {
  listCleaner: 'List Cleaner',
  research: 'Research',
  webSearch: 'Web search',
};

/** A UTC calendar day, `YYYY-MM-DD`. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a YYYY-MM-DD day');
const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'a date');
/** Net credits: charges minus refunds, so a day with only refunds can be negative. */
const credits = z.number().int();

const byKind = z.object({ listCleaner: credits, research: credits, webSearch: credits });
export type CreditsByKind = z.infer<typeof byKind>;

export const usageHistoryDay = byKind.extend({ date: day });
export type UsageHistoryDay = z.infer<typeof usageHistoryDay>;

export const usageHistory = z.object({
  /** When this billing cycle began (the last monthly reset, or when the account was opened). */
  cycleStart: isoDate,
  /** The next monthly reset. */
  resetDate: isoDate,
  /** Every day of the cycle up to today, oldest first (days without usage are zeros). */
  days: z.array(usageHistoryDay),
  byKind,
  /** The cycle's credits used: the sum of every day, equal to /api/usage/stats' creditsUsed. */
  total: credits,
});
export type UsageHistory = z.infer<typeof usageHistory>;
export const usageHistoryResponse = z.object({ success: z.literal(true), data: usageHistory });

/** The periods the admin Usage tab offers. */
export const adminUsagePeriods = [30, 90] as const;
export type AdminUsagePeriod = (typeof adminUsagePeriods)[number];
export const adminUsageQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((v) => (adminUsagePeriods as readonly number[]).includes(v), 'days must be 30 or 90')
    .default(30),
});
export type AdminUsageQuery = z.infer<typeof adminUsageQuery>;

/** USD; null when no model used that day/user/model has a price (never a made-up figure). */
const usd = z.number().min(0).nullable();

export const adminUsageDay = z.object({
  date: day,
  credits,
  /** Money of the day's priced model calls (models without a price are listed in `unpricedModels`). */
  costUsd: z.number().min(0),
  tokens: z.number().int().min(0),
});
export type AdminUsageDay = z.infer<typeof adminUsageDay>;

export const adminUsageUser = z.object({
  userId: z.string(),
  /** The user's name or email; 'Deleted user' when the account is gone. */
  label: z.string(),
  credits,
  costUsd: usd,
  modelCalls: z.number().int().min(0),
});
export type AdminUsageUser = z.infer<typeof adminUsageUser>;

export const adminUsageModel = z.object({
  model: z.string(),
  modelCalls: z.number().int().min(0),
  failedCalls: z.number().int().min(0),
  /** failedCalls / modelCalls, 0 to 1. */
  failureRate: z.number().min(0).max(1),
  inputTokens: z.number().int().min(0),
  outputTokens: z.number().int().min(0),
  costUsd: usd,
});
export type AdminUsageModel = z.infer<typeof adminUsageModel>;

export const adminUsageHistory = z.object({
  periodDays: z.number().int(),
  days: z.array(adminUsageDay),
  /** The 10 users who used the most credits (then model cost) in the period. */
  topUsers: z.array(adminUsageUser),
  models: z.array(adminUsageModel),
  /** Models used in the period that have no price: their tokens are not in any cost. */
  unpricedModels: z.array(z.string()),
  totals: z.object({ credits, costUsd: z.number().min(0), modelCalls: z.number().int().min(0) }),
});
export type AdminUsageHistory = z.infer<typeof adminUsageHistory>;
export const adminUsageHistoryResponse = z.object({ success: z.literal(true), data: adminUsageHistory });

/** `YYYY-MM-DD` of a date in UTC. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Every UTC day from `first` to `last` inclusive, oldest first. */
export function utcDaysBetween(first: Date, last: Date): string[] {
  const out: string[] = [];
  const end = utcDay(last);
  for (let t = Date.parse(`${utcDay(first)}T00:00:00Z`); ; t += 86_400_000) {
    const d = utcDay(new Date(t));
    if (d > end) break;
    out.push(d);
  }
  return out;
}
