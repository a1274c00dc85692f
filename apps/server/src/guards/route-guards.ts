import { ACCOUNT_DISABLED_MESSAGE, viewerRefusal, workspaceNotFound } from '@leadsift/shared';
import type { FastifyRequest } from 'fastify';
import { apiKeyFromHeaders } from '../lib/api-key-format.ts';
import { forbidden, notFound, unauthorized } from '../lib/http-error.ts';
import type { AuthSession, SessionUser, WorkspaceCaller, WorkspaceScope } from '../runtime-types.ts';
import { adminKeyMessage, invalidApiKeyMessage, requireApiKeyCaller } from './api-key-guard.ts';

// The guards routes put in front of their handlers. A leaf below the modules: it reads only what the auth
// plugin (plugins/auth.ts, registered by the composition root) decorated the request with.

/**
 * How a route touches the caller's workspace (ADR 0067), when it is not the default (GET/HEAD read it; any other
 * method writes in it, which viewers may not):
 * - `read`: a POST that only reads the workspace (an estimate, an export link); a viewer may call it.
 * - `caller`: about the caller themself (account, sessions, notifications, drafts, selecting or leaving a workspace,
 *   accepting an invitation); a viewer may call it, and an `X-Workspace` naming a workspace the caller is no longer
 *   in falls back to their last or personal one instead of answering 404.
 */
export type WorkspaceUse = 'read' | 'caller';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller (cookie or bearer), looked up once per request; null when anonymous. */
    getSession(): Promise<AuthSession | null>;
    /** Whether the request carries a session that disabling its user ended (ADR 0037). */
    endedByDisabling(): Promise<boolean>;
    /**
     * The workspace this request acts in for `userId`: `fixed` (an API key's own workspace; the header is ignored),
     * else the X-Workspace header, else the user's last one, else their personal one — read from the database on
     * every call (no cache outlives a membership change). Null when the user is not a member of it.
     */
    resolveWorkspace(userId: string, fixed: string | null, lenient: boolean): Promise<WorkspaceScope | null>;
    /** The signed-in caller, set by the requireUser/requireAdmin pre-handlers. */
    user: SessionUser;
    /** The workspace the request acts in and the caller's role there, set by requireUser. */
    workspace: WorkspaceScope;
  }
  interface FastifyContextConfig {
    workspace?: WorkspaceUse;
  }
}

/** The signed-in caller (session or API key), without a workspace: requireUser's first half and requireAdmin's. */
async function authenticate(request: FastifyRequest): Promise<void> {
  const key = apiKeyFromHeaders(request.headers);
  if (key !== null) return requireApiKeyCaller(request, key);
  const session = await request.getSession();
  if (!session) throw unauthorized((await request.endedByDisabling()) ? ACCOUNT_DISABLED_MESSAGE : 'Authentication required');
  request.user = session.user;
}

/** Whether a viewer may make this request: a read, a POST that only reads, or a route about the caller themself. */
function viewerMay(request: FastifyRequest, use: WorkspaceUse | undefined): boolean {
  return request.method === 'GET' || request.method === 'HEAD' || use !== undefined;
}

/**
 * The signed-in caller, or the owner of a personal API key the route accepts (guards/api-key-guard.ts), and the
 * workspace the request acts in (`request.workspace`): a key's own, else the session's X-Workspace, last or personal
 * one. Not a member of the named workspace → 404; a key whose maker left its workspace → 401 as a revoked key;
 * a viewer's write → 403.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  await authenticate(request);
  const use = (request.routeOptions.config as { workspace?: WorkspaceUse } | undefined)?.workspace;
  const fixed = request.apiKey?.workspaceId ?? null;
  const workspace = await request.resolveWorkspace(request.user.id, fixed, use === 'caller');
  if (!workspace) {
    if (fixed !== null) throw unauthorized(invalidApiKeyMessage);
    throw notFound(workspaceNotFound);
  }
  request.workspace = workspace;
  if (workspace.role === 'viewer' && !viewerMay(request, use)) throw forbidden(viewerRefusal(workspace.name));
}

/** A signed-in administrator; an API key never acts as one, whoever owns it. Installation-wide: no workspace. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (apiKeyFromHeaders(request.headers) !== null) throw forbidden(adminKeyMessage);
  await authenticate(request);
  if (request.user.role !== 'admin') throw forbidden('Administrator access required');
}

/** Who acts and in which workspace, as the services that write or charge take it (after requireUser). */
export const callerOf = (request: FastifyRequest): WorkspaceCaller => ({ userId: request.user.id, workspace: request.workspace });
