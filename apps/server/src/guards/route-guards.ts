import { ACCOUNT_DISABLED_MESSAGE } from '@leadsift/shared';
import type { FastifyRequest } from 'fastify';
import { apiKeyFromHeaders } from '../lib/api-key-format.ts';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import type { AuthSession, SessionUser } from '../runtime-types.ts';
import { adminKeyMessage, requireApiKeyCaller } from './api-key-guard.ts';

// The guards routes put in front of their handlers. A leaf below the modules: it reads only what the auth
// plugin (plugins/auth.ts, registered by the composition root) decorated the request with.

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller (cookie or bearer), looked up once per request; null when anonymous. */
    getSession(): Promise<AuthSession | null>;
    /** Whether the request carries a session that disabling its user ended (ADR 0037). */
    endedByDisabling(): Promise<boolean>;
    /** The signed-in caller, set by the requireUser/requireAdmin pre-handlers. */
    user: SessionUser;
  }
}

/** The signed-in caller, or the owner of a personal API key the route accepts (plugins/api-key-auth.ts). */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const key = apiKeyFromHeaders(request.headers);
  if (key !== null) return requireApiKeyCaller(request, key);
  const session = await request.getSession();
  if (!session) throw unauthorized((await request.endedByDisabling()) ? ACCOUNT_DISABLED_MESSAGE : 'Authentication required');
  request.user = session.user;
}

/** A signed-in administrator; an API key never acts as one, whoever owns it. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (apiKeyFromHeaders(request.headers) !== null) throw forbidden(adminKeyMessage);
  await requireUser(request);
  if (request.user.role !== 'admin') throw forbidden('Administrator access required');
}
