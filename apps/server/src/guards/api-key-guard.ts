import type { FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '../db/schema/index.ts';
import { forbidden, HttpError, unauthorized } from '../lib/http-error.ts';

/** The owner of a personal API key, as its one-statement lookup (modules/api-keys) answers. */
export type ApiKeyCaller = {
  keyId: string;
  scope: ApiKeyScope;
  /** The workspace the key belongs to and acts in (X-Workspace is ignored); its maker is still a member of it. */
  workspaceId: string;
  user: { id: string; email: string; name: string; image: string | null };
  /** Requests counted in the key's current one-minute window, and when that window ends. */
  windowCount: number;
  windowEndsAt: Date;
};

/** Which API keys a route accepts: a read key, only a full key, or none (sessions only). */
export type ApiKeyPolicy = 'read' | 'full' | false;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the caller authenticated with a personal API key (requireUser). */
    apiKey: ApiKeyCaller | null;
    authenticateApiKey(key: string): Promise<ApiKeyCaller | null>;
    /** API_KEY_RATE_LIMIT (requests per minute per key); unset = no limit of its own. */
    readonly apiKeyRateLimit: number | undefined;
  }
  interface FastifyContextConfig {
    /** Overrides the default (GET and HEAD: a read key; any other method: a full key). */
    apiKey?: ApiKeyPolicy;
  }
}

export const invalidApiKeyMessage = 'This API key is not valid: it was revoked, it expired, or it never existed.';
export const apiKeyScopeMessage =
  'This API key is read-only: it can list jobs and read results and exports. Create a key with the full scope to upload, start, pause or delete.';
export const sessionOnlyMessage = 'API keys cannot be used here: sign in to manage your account, its API keys and webhooks.';
export const adminKeyMessage = 'API keys cannot be used for administrator routes: sign in as an administrator.';

/** The route's API key policy (exported for the OpenAPI document, which marks what a read key may call). */
export function apiKeyPolicy(method: string, config: { apiKey?: ApiKeyPolicy } | undefined): ApiKeyPolicy {
  if (config?.apiKey !== undefined) return config.apiKey;
  return method === 'GET' || method === 'HEAD' ? 'read' : 'full';
}

/** The 429 of a key past API_KEY_RATE_LIMIT in its current minute, or null (REST and /mcp alike). */
export function keyRateLimitError(caller: ApiKeyCaller, ratePerMinute: number | undefined): HttpError | null {
  if (ratePerMinute === undefined || caller.windowCount <= ratePerMinute) return null;
  const seconds = Math.max(1, Math.ceil((caller.windowEndsAt.getTime() - Date.now()) / 1000));
  return new HttpError(429, `Too many requests with this API key (${ratePerMinute} a minute). Try again in ${seconds} s.`, seconds);
}

/**
 * Authenticates a request that carries an API key, as its owner and never as an administrator: 401 for an
 * unknown, revoked or expired key; 429 past API_KEY_RATE_LIMIT; 403 on a route the key may not call.
 */
export async function requireApiKeyCaller(request: FastifyRequest, key: string): Promise<void> {
  const ratePerMinute = request.apiKeyRateLimit;
  const caller = await request.authenticateApiKey(key);
  if (!caller) throw unauthorized(invalidApiKeyMessage);
  const limited = keyRateLimitError(caller, ratePerMinute);
  if (limited) throw limited;
  const policy = apiKeyPolicy(request.method, request.routeOptions.config as { apiKey?: ApiKeyPolicy });
  if (policy === false) throw forbidden(sessionOnlyMessage);
  if (policy === 'full' && caller.scope !== 'full') throw forbidden(apiKeyScopeMessage);
  request.apiKey = caller;
  request.user = { ...caller.user, role: 'user' };
}
