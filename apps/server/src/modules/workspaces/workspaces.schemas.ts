import { WORKSPACE_HEADER } from '@leadsift/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

const id = z.string().min(1).max(200);
export const workspaceParams = z.object({ id });
export const memberParams = z.object({ id, userId: id });
export const invitationParams = z.object({ id, invitationId: id });
export const adminWorkspacesQuery = z.object({ search: z.string().max(200).optional() });

/** The workspace a session's request names (X-Workspace), or null. */
export function requestedWorkspace(request: FastifyRequest): string | null {
  const value = request.headers[WORKSPACE_HEADER.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || null;
}
