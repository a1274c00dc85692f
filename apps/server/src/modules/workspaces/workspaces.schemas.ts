import { z } from 'zod';

const id = z.string().min(1).max(200);
export const workspaceParams = z.object({ id });
export const memberParams = z.object({ id, userId: id });
export const invitationParams = z.object({ id, invitationId: id });
export const adminWorkspacesQuery = z.object({ search: z.string().max(200).optional() });
