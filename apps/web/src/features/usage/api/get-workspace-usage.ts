import { workspaceUsage, type WorkspaceUsage } from '@leadsift/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usageKeys } from './usage-keys';

/** GET /api/workspaces/:id/usage: the pool and, for owners and admins, each member's spend this month (null below). */
export async function getWorkspaceUsage(workspaceId: string): Promise<WorkspaceUsage> {
  const response = await api.get(`/api/workspaces/${encodeURIComponent(workspaceId)}/usage`);
  if (!response.ok) throw new Error(`Failed to fetch the workspace's usage: ${response.status}`);
  return workspaceUsage.parse(await response.json());
}

export function workspaceUsageQueryOptions(workspaceId: string) {
  return queryOptions({ queryKey: usageKeys.workspace(workspaceId), queryFn: () => getWorkspaceUsage(workspaceId) });
}

/** Asked only when `enabled` (an owner or admin of a team workspace: nobody else gets the members' figures). */
export function useWorkspaceUsage(workspaceId: string | null, enabled: boolean) {
  return useQuery({ ...workspaceUsageQueryOptions(workspaceId ?? ''), enabled: enabled && workspaceId !== null });
}
