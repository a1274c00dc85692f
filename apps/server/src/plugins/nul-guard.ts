import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error.ts';

/** The answer's text for a NUL character in `field`. */
export const nulMessage = (field: string) => `${field}: must not contain the NUL character (U+0000)`;

/**
 * The dotted name of the first string (or object key) in `value` holding U+0000, '' for `value` itself, or null
 * when there is none. Walks without recursion, so a deeply nested JSON body cannot overflow the stack.
 */
export function findNul(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\0')) return path;
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    for (const [key, child] of Object.entries(item)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\0')) return path ? `${path} (a key)` : 'a key';
      stack.push([child, childPath]);
    }
  }
  return null;
}

/**
 * PostgreSQL refuses U+0000 in text, so a NUL that reached a query answered 500. Every route — ours and
 * better-auth's under /api/auth — refuses it here, before validation and any handler: 400 naming the field.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const params = findNul(request.params);
    // A wildcard route's '*' is the rest of the path.
    if (params !== null) throw badRequest(nulMessage(params === '*' ? 'path' : params || 'path'));
    const query = findNul(request.query);
    if (query !== null) throw badRequest(nulMessage(query || 'query'));
    const body = findNul(request.body);
    if (body !== null) throw badRequest(nulMessage(body || 'body'));
    const form = formNul(request.body, request.headers['content-type']);
    if (form !== null) throw badRequest(nulMessage(form));
  });
}

/**
 * A form-encoded body (the OAuth token and revocation endpoints) arrives as its raw text, where a NUL is still
 * `%00` (docs/security.md): the field holding one once the form is decoded, as better-auth will decode it, or null.
 */
export function formNul(body: unknown, contentType: string | undefined): string | null {
  if (typeof body !== 'string' || !/^application\/x-www-form-urlencoded\b/i.test(contentType ?? '')) return null;
  for (const [key, value] of new URLSearchParams(body)) {
    if (key.includes('\0')) return 'a key';
    if (value.includes('\0')) return key;
  }
  return null;
}
