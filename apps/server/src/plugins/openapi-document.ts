import { WORKSPACE_HEADER } from '@leadsift/shared';
import type { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiKeyPolicy, type ApiKeyPolicy } from '../guards/api-key-guard.ts';
import { requireAdmin, requireUser } from '../guards/route-guards.ts';
import { transformWithSecurity } from './openapi-security.ts';

/*
 * What makes the served OpenAPI document usable by a client generator, filled in centrally so that no route file
 * has to repeat it (docs/decisions/0052-openapi-for-generators.md): an operationId from a naming rule, `servers`,
 * a multipart requestBody for upload routes, and the 4xx answers every route can give, all with one error schema.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The form fields of a multipart route, for the OpenAPI document only (the handler reads the stream). */
    multipartForm?: Record<string, unknown>;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TransformOutput = ReturnType<typeof jsonSchemaTransform>;
type RouteLike = {
  method?: string | string[];
  url?: string;
  config?: { rateLimit?: unknown; apiKey?: ApiKeyPolicy; multipartForm?: Record<string, unknown>; workspace?: string };
  preHandler?: unknown;
  preValidation?: unknown;
};
type Operation = Record<string, unknown> & { responses?: Record<string, unknown> };
type Document = Record<string, unknown> & { paths?: Record<string, Record<string, Operation>> };

/** Extension keys carrying the transform's findings to `completeDocument`; they never reach the served document. */
const ERRORS_KEY = 'x-leadsift-errors';
const WORKSPACE_KEY = 'x-leadsift-workspace';

/**
 * The `X-Workspace` header (ADR 0067), documented once and referenced by every signed-in route: which workspace a
 * session's request acts in. API keys and OAuth grants act in their own workspace and ignore it.
 */
const workspaceParameter = {
  name: WORKSPACE_HEADER,
  in: 'header',
  required: false,
  schema: { type: 'string' },
  description:
    'The workspace this request acts in (a workspace id from GET /api/workspaces), for a session. Without it: the ' +
    'workspace last switched to, else your personal one (its id is your user id). A workspace you are not a member ' +
    'of answers 404. API keys and OAuth access tokens act in the workspace they belong to and ignore this header.',
};

/** The shared error answer: every error the API sends is `{ "error": "<message>" }` (plugins/errors.ts). */
const errorSchema = {
  type: 'object',
  properties: { error: { type: 'string', description: 'What went wrong, in a sentence a person can read.' } },
  required: ['error'],
};

const errorResponses = {
  400: ['BadRequest', 'The request is malformed: a field, parameter or body does not match the schema.'],
  401: ['Unauthorized', 'No valid session token or API key.'],
  403: [
    'Forbidden',
    'Authenticated, but not allowed: an administrator route, an API key this operation refuses, a viewer of the workspace ' +
      'writing in it, or a role below the one this operation needs (owner or admin).',
  ],
  404: ['NotFound', 'No such item, or it belongs to another workspace (or X-Workspace names one you are not a member of).'],
  429: ['TooManyRequests', 'Rate limited; `Retry-After` says when to try again.'],
} as const;
type ErrorStatus = keyof typeof errorResponses;

/**
 * Operations whose route declares no summary (Redocly requires one). Kept here rather than in the route files so
 * that the document is complete without touching modules other work is changing; a route's own summary wins.
 */
const summaries: Record<string, string> = {
  'get /healthz': 'Liveness: the process answers',
  'get /readyz': 'Readiness: the database and the job queue answer',
  'get /metrics': 'Prometheus metrics (a bearer METRICS_TOKEN when set)',
  'get /api/drafts/{key}': 'Read a saved form draft',
  'put /api/drafts/{key}': 'Save a form draft',
  'get /api/progress/{filterId}': "A List Cleaner job's progress",
  'get /api/results/{filterId}': "A List Cleaner job's results",
  'post /api/overrides': "Override a row's decision",
  'get /api/export/{filterId}': "Export a List Cleaner job's results (CSV or XLSX)",
  'post /api/filter/jobs/{id}/pause': 'Pause a List Cleaner job',
  'delete /api/filter/jobs/{id}': 'Delete a List Cleaner job',
  'delete /api/research/jobs/{id}': 'Delete a Research Agent job',
  'post /api/research/jobs/{id}/pause': 'Pause a Research Agent job',
  'post /api/research/jobs/{id}/resume': 'Resume a Research Agent job',
  'get /api/saved-filters/{id}': 'Read a saved filter',
  'delete /api/saved-filters/{id}': 'Delete a saved filter',
  'post /api/saved-filters/{id}/toggle-favorite': 'Mark or unmark a saved filter as a favourite',
};

/**
 * 4xx answers of routes whose guard is not a preHandler the transform can see: their handlers (or better-auth
 * behind them) check the caller themselves. /healthz and /readyz have none (no input, no auth, no rate limit).
 */
const handlerErrors: Record<string, ErrorStatus[]> = {
  'get /metrics': [401], // when METRICS_TOKEN is set
  'post /mcp': [401, 429], // bearer token or API key; API_KEY_RATE_LIMIT
  'post /api/auth/oauth2/register': [400, 429], // invalid client metadata; better-auth's own limit
  'get /api/auth/oauth2/authorize': [400],
  'post /api/auth/oauth2/token': [400, 401],
  'post /api/auth/oauth2/revoke': [400],
  'get /api/auth/oauth2/public-client': [401],
  'post /api/auth/oauth2/consent': [400, 401],
};

const guardedBy = (route: RouteLike, guard: unknown) =>
  [route.preHandler, route.preValidation].some((hook) => hook === guard || (Array.isArray(hook) && hook.includes(guard)));

/** The 4xx answers a route can give, from what it declares: a schema, a guard, an id in its path, the rate limit. */
export function errorStatuses(route: RouteLike, schema: Record<string, unknown>): ErrorStatus[] {
  const out: ErrorStatus[] = [];
  const method = Array.isArray(route.method) ? (route.method[0] ?? 'GET') : (route.method ?? 'GET');
  const multipart = Array.isArray(schema.consumes) && schema.consumes.includes('multipart/form-data');
  if (schema.body || schema.querystring || schema.params || schema.headers || multipart) out.push(400);
  const admin = guardedBy(route, requireAdmin);
  if (admin || guardedBy(route, requireUser)) {
    out.push(401);
    // A read key on a full-key route, any key on a session-only or administrator route: 403.
    if (admin || apiKeyPolicy(method, route.config) !== 'read') out.push(403);
  }
  if (route.url?.includes(':')) out.push(404);
  // The limiter is global (app.ts); only a route that turns it off never answers 429.
  if (route.config?.rateLimit !== false) out.push(429);
  return out;
}

/** zod → JSON Schema with the security notes, plus the multipart form and the route's 4xx answers. */
export function openApiTransform(input: TransformInput): TransformOutput {
  const out = transformWithSecurity(input);
  const route = (input as { route?: RouteLike }).route;
  if (!route) return out;
  const schema = { ...(out.schema ?? {}) } as Record<string, unknown>;
  const form = route.config?.multipartForm;
  if (form && !schema.body) schema.body = form;
  schema[ERRORS_KEY] = errorStatuses(route, schema);
  // Routes acting in the caller's workspace (requireUser; not the installation administrators' routes, nor those about
  // the caller themself, which act in no workspace).
  const actsInWorkspace = guardedBy(route, requireUser) && !guardedBy(route, requireAdmin) && route.config?.workspace !== 'caller';
  if (actsInWorkspace) schema[WORKSPACE_KEY] = true;
  return { ...out, schema: schema as TransformOutput['schema'] };
}

/** `GET /api/filter/jobs/{id}` → `getFilterJobsById`: unique per method and path, stable across releases. */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', ...param[1]!.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** The whole-document pass: servers, operationIds, summaries and the shared error responses. */
export function completeDocument(baseUrl: string) {
  // Typed as @fastify/swagger's SwaggerDocumentObject: the app only serves OpenAPI 3 (never Swagger 2).
  return (input: { openapiObject: object } | { swaggerObject: object }): Document => {
    if (!('openapiObject' in input)) throw new Error('OpenAPI: expected an OpenAPI 3 document');
    const document = structuredClone(input.openapiObject) as Document;
    const seen = new Map<string, string>();
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item)) {
        if (!methods.has(method)) continue;
        const id = (operation.operationId as string | undefined) ?? operationIdFor(method, path);
        const clash = seen.get(id);
        if (clash) throw new Error(`OpenAPI: operationId ${id} of ${method} ${path} is already used by ${clash}`);
        seen.set(id, `${method} ${path}`);
        operation.operationId = id;
        operation.summary ??= summaries[`${method} ${path}`];
        const statuses = [...((operation[ERRORS_KEY] as ErrorStatus[] | undefined) ?? []), ...(handlerErrors[`${method} ${path}`] ?? [])];
        delete operation[ERRORS_KEY];
        if (operation[WORKSPACE_KEY]) {
          const parameters = (operation.parameters ??= []) as unknown[];
          parameters.push({ $ref: '#/components/parameters/Workspace' });
        }
        delete operation[WORKSPACE_KEY];
        const responses = (operation.responses ??= {});
        for (const status of statuses) {
          responses[status] ??= { $ref: `#/components/responses/${errorResponses[status][0]}` };
        }
      }
    }
    const components = (document.components ?? {}) as Record<string, Record<string, unknown>>;
    components.schemas = { ...components.schemas, Error: errorSchema };
    components.parameters = { ...components.parameters, Workspace: workspaceParameter };
    components.responses = {
      ...components.responses,
      ...Object.fromEntries(
        Object.entries(errorResponses).map(([status, [name, description]]) => [
          name,
          {
            description,
            ...(status === '429' ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait.' } } } : {}),
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
    };
    document.components = components;
    document.servers = [{ url: baseUrl, description: 'This server (BASE_URL)' }];
    return document;
  };
}
