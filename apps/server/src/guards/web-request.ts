import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientIpHeader, requestOriginHeader } from '../identity/better-auth.ts';

// Between Fastify and the Fetch API better-auth speaks: used by the auth plugin and by routes that call
// better-auth themselves.

/** Builds a Fetch Request for better-auth from Fastify's, with the client IP we trust. */
export function toWebRequest(request: FastifyRequest, baseUrl: string, path = request.url): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key.toLowerCase() === clientIpHeader || key.toLowerCase() === requestOriginHeader) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(clientIpHeader, request.ip);
  const own = ownOrigin(request);
  if (own) headers.set(requestOriginHeader, own);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(path, baseUrl), {
    method: request.method,
    headers,
    ...(hasBody ? { body: typeof request.body === 'string' ? request.body : JSON.stringify(request.body) } : {}),
  });
}

/**
 * The origin this request was addressed to: the raw Host header (never X-Forwarded-Host, which a client may
 * set freely) with the scheme Fastify sees — the socket's, or X-Forwarded-Proto (trustProxy). A browser cannot
 * set either on a cross-site request without a CORS preflight, which this server never grants (ADR 0015).
 */
export function ownOrigin(request: FastifyRequest): string | null {
  const host = request.headers.host;
  if (!host) return null;
  try {
    return new URL(`${request.protocol}://${host}`).origin;
  } catch {
    return null;
  }
}

/** Copies better-auth's Response (status, headers, every Set-Cookie) onto the Fastify reply. */
export async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = response.body ? await response.text() : '';
  return reply.send(text || null);
}
