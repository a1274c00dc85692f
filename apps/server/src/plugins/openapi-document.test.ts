import { describe, expect, it } from 'vitest';
import { requireAdmin, requireUser } from '../guards/route-guards.ts';
import { completeDocument, errorStatuses, operationIdFor } from './openapi-document.ts';

describe('OpenAPI document rules', () => {
  it('names operations from method and path', () => {
    expect(operationIdFor('get', '/api/filter/jobs/{id}')).toBe('getFilterJobsById');
    expect(operationIdFor('POST', '/api/upload/{fileId}/header-row')).toBe('postUploadByFileIdHeaderRow');
    expect(operationIdFor('get', '/.well-known/oauth-protected-resource')).toBe('getWellKnownOauthProtectedResource');
    expect(operationIdFor('post', '/mcp')).toBe('postMcp');
    expect(operationIdFor('get', '/api')).toBe('getApi');
  });

  it('lists the 4xx answers a route declares by its schema, guard, path and rate limit', () => {
    expect(errorStatuses({ method: 'GET', url: '/healthz', config: { rateLimit: false } }, {})).toEqual([]);
    expect(errorStatuses({ method: 'GET', url: '/api/uploads', preHandler: requireUser }, {})).toEqual([401, 429]);
    expect(errorStatuses({ method: 'POST', url: '/api/filter', preHandler: requireUser }, { body: {} })).toEqual([400, 401, 403, 429]);
    expect(errorStatuses({ method: 'GET', url: '/api/x/:id', preHandler: [requireAdmin] }, { params: {} })).toEqual([
      400, 401, 403, 404, 429,
    ]);
    expect(errorStatuses({ method: 'POST', url: '/api/upload', config: {} }, { consumes: ['multipart/form-data'] })).toEqual([400, 429]);
  });

  it('adds servers and shared error responses, and refuses two operations with one id', () => {
    const doc = completeDocument('https://leads.example.org')({
      openapiObject: {
        paths: { '/api/a/{id}': { get: { summary: 'A', responses: { 200: {} }, 'x-leadsift-errors': [404] } } },
      },
    }) as { servers: unknown; paths: Record<string, Record<string, Record<string, unknown>>>; components: { responses: object } };
    expect(doc.servers).toEqual([{ url: 'https://leads.example.org', description: expect.any(String) }]);
    const op = doc.paths['/api/a/{id}']!.get!;
    expect(op).toMatchObject({ operationId: 'getAById', responses: { 404: { $ref: '#/components/responses/NotFound' } } });
    expect(op['x-leadsift-errors']).toBeUndefined();
    expect(Object.keys(doc.components.responses)).toEqual(['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'TooManyRequests']);
    const clash = { paths: { '/api/a-b': { get: { responses: {} } }, '/api/a/b': { get: { responses: {} } } } };
    expect(() => completeDocument('http://x')({ openapiObject: clash })).toThrow(/getAB/);
  });
});
