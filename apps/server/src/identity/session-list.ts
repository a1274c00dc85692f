import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { session } from '../db/schema/index.ts';
import { notFound } from '../lib/http-error.ts';

/**
 * better-auth's list-sessions answers every session's raw token, each one a working bearer credential
 * (docs/security.md): the list keeps the id and says which one is the caller's (`current`), never a token.
 */
export async function withoutSessionTokens(response: Response, currentToken: string | undefined): Promise<Response> {
  if (!response.ok) return response;
  const list = (await response.json().catch(() => null)) as Array<Record<string, unknown>> | null;
  const safe = Array.isArray(list)
    ? list.map(({ token, ...rest }) => ({ ...rest, current: currentToken !== undefined && token === currentToken }))
    : [];
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(safe), { status: response.status, headers });
}

/**
 * revoke-session by the listed `id` (the token is no longer listed): the caller's own session with that id
 * becomes the `token` better-auth revokes by. A `token` given as before is passed on unchanged.
 */
export async function revokeSessionBody(db: Db, userId: string, body: unknown): Promise<unknown> {
  if (!body || typeof body !== 'object') return body;
  const { id, ...rest } = body as Record<string, unknown>;
  if (typeof id !== 'string' || 'token' in rest) return body;
  const [row] = await db
    .select({ token: session.token })
    .from(session)
    .where(and(eq(session.id, id), eq(session.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Session not found');
  return { ...rest, token: row.token };
}
