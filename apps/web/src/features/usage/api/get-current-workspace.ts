import { workspaceList, type WorkspaceList, type WorkspaceSummary } from '@leadsift/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/workspaces: the caller's workspaces and the one this request was answered in (`currentId`). Kept
 * outside `usageKeys.all`, so a spend does not fetch it again; switching workspaces clears the whole cache.
 */
export const workspacesKey = ['workspaces'] as const;

export async function getWorkspaces(): Promise<WorkspaceList> {
  const response = await api.get('/api/workspaces');
  if (!response.ok) throw new Error(`Failed to fetch workspaces: ${response.status}`);
  return workspaceList.parse(await response.json());
}

export function workspacesQueryOptions() {
  return queryOptions({ queryKey: workspacesKey, queryFn: getWorkspaces, staleTime: 60_000 });
}

/**
 * The workspace whose credit pool the usage figures are (GET /api/usage/stats answers for the current one), or
 * null until it is known — and for a server older than workspaces, which has no such route: the widget then
 * reads as it always did.
 */
export function useCurrentWorkspace(): WorkspaceSummary | null {
  const { data } = useQuery(workspacesQueryOptions());
  return data?.workspaces.find((w) => w.id === data.currentId) ?? null;
}

/** '<name> — shared credits' for a team workspace's pool; null for a personal one (the credits are the user's own). */
export function poolLabel(workspace: WorkspaceSummary | null): string | null {
  return workspace && !workspace.personal ? `${workspace.name} — shared credits` : null;
}
