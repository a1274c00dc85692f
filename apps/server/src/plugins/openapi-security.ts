import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiKeyPolicy, type ApiKeyPolicy } from '../guards/api-key-guard.ts';
import { requireAdmin, requireUser } from '../guards/route-guards.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type RouteLike = { method?: string | string[]; config?: unknown; preHandler?: unknown; preValidation?: unknown };

/** Both ways to call the API, as `/api/docs` shows them. */
export const securitySchemes = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'A session token (from sign-in; the web app sends it), or a personal API key `lsk_…` (account page).',
  },
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description: 'A personal API key `lsk_…`. A read key may call the operations marked `x-api-key-scope: read`.',
  },
} as const;

const guardedBy = (route: RouteLike, guard: unknown) =>
  [route.preHandler, route.preValidation].some((hook) => hook === guard || (Array.isArray(hook) && hook.includes(guard)));

const note: Record<'read' | 'full' | 'none', string> = {
  read: 'API keys: a read or a full key.',
  full: 'API keys: a full key only (a read key answers 403).',
  none: 'Sessions only: an API key answers 403.',
};

/**
 * zod → JSON Schema, plus per operation: which API keys it takes (`x-api-key-scope`: read, full or none),
 * the security schemes that apply, and a sentence saying so.
 */
export function transformWithSecurity(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const out = jsonSchemaTransform(input);
  const route = (input as { route?: RouteLike }).route;
  if (!route || !input.url.startsWith('/api/')) return out;
  const admin = guardedBy(route, requireAdmin);
  if (!admin && !guardedBy(route, requireUser)) return out;
  const method = Array.isArray(route.method) ? (route.method[0] ?? 'GET') : (route.method ?? 'GET');
  const policy: ApiKeyPolicy = admin ? false : apiKeyPolicy(method, route.config as { apiKey?: ApiKeyPolicy });
  const scope = policy === false ? 'none' : policy;
  const schema = (out.schema ?? {}) as Record<string, unknown>;
  const security: Array<Record<string, string[]>> = policy === false ? [{ bearer: [] }] : [{ bearer: [] }, { apiKey: [] }];
  const description = [schema.description, admin ? 'Administrators only.' : '', note[scope]].filter(Boolean).join(' ');
  const documented = { ...schema, description, security, 'x-api-key-scope': scope };
  return { ...out, schema: documented as ReturnType<typeof jsonSchemaTransform>['schema'] };
}
