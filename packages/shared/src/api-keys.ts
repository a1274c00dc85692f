import { z } from 'zod';

// Personal API keys and webhooks (ADR 0036): the contract both the server and the web parse.

export const apiKeyScopes = ['read', 'full'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

export const apiKeyScopeLabels: Record<ApiKeyScope, string> = {
  read: 'Read — list, results, export',
  full: 'Full — also upload, start, pause, delete',
};

export const createApiKeyBody = z.object({
  name: z.string().trim().min(1, 'Give the key a name').max(100),
  scope: z.enum(apiKeyScopes),
  /** When the key stops working (ISO date-time); none = never. */
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBody>;

export const apiKeySummary = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(apiKeyScopes),
  /** The key's last four characters, to tell keys apart (`lsk_…abcd`). */
  lastFour: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummary>;

/** POST answer: the key itself, shown this once. */
export const createdApiKey = apiKeySummary.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;

export const apiKeyList = z.object({ keys: z.array(apiKeySummary) });

/** An administrator's view of every user's keys. */
export const adminApiKey = apiKeySummary.extend({ userId: z.string(), ownerEmail: z.string() });
export const adminApiKeyList = z.object({ keys: z.array(adminApiKey) });
export type AdminApiKey = z.infer<typeof adminApiKey>;

/** A key is usable until it is revoked or its expiry passes. */
export function apiKeyState(key: Pick<ApiKeySummary, 'revokedAt' | 'expiresAt'>, now = new Date()): 'active' | 'revoked' | 'expired' {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'active';
}
