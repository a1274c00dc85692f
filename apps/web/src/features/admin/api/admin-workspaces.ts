import { adminWorkspaceList, type AdminWorkspace } from '@leadsift/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, readError } from '../../../lib/api-client';
import { usageKeys } from '../../usage';
import { adminKeys } from './admin-keys';
import { adminAction } from './admin-request';
import { useAdminMutation } from './use-admin-mutation';

/** GET /api/admin/workspaces?search=: every workspace (personal and team) whose name or owner's email matches. */
export async function getAdminWorkspaces(search: string): Promise<AdminWorkspace[]> {
  const query = search.trim() ? `?${new URLSearchParams({ search: search.trim() }).toString()}` : '';
  let response: Response;
  try {
    response = await api.get(`/api/admin/workspaces${query}`);
  } catch {
    throw new Error('Failed to fetch workspaces');
  }
  if (!response.ok) throw new Error(`Failed to fetch workspaces: ${await readError(response, `HTTP error! status: ${response.status}`)}`);
  const parsed = adminWorkspaceList.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error('Failed to fetch workspaces');
  return parsed.data.workspaces;
}

export function adminWorkspacesQueryOptions(search: string) {
  return queryOptions({ queryKey: adminKeys.workspaces(search.trim()), queryFn: () => getAdminWorkspaces(search) });
}

/** The list for `search`; the previous answer stays on screen while the next search loads. */
export function useAdminWorkspaces(search: string) {
  return useQuery({ ...adminWorkspacesQueryOptions(search), placeholderData: keepPreviousData });
}

export type WorkspaceTierInput = { workspaceId: string; tier: string };

/** PATCH /api/admin/workspaces/:id { tier } (a personal workspace's tier is its user's plan). */
export async function changeWorkspaceTier({ workspaceId, tier }: WorkspaceTierInput): Promise<WorkspaceTierInput> {
  await adminAction('Failed to change tier', 'patch', `/api/admin/workspaces/${encodeURIComponent(workspaceId)}`, { tier });
  return { workspaceId, tier };
}

export type WorkspaceCreditsInput = { workspaceId: string; amount: number; reason: string };

/** POST /api/admin/workspaces/:id/credits { amount, reason }: bonus credits into the workspace's pool. */
export async function grantWorkspaceCredits({ workspaceId, amount, reason }: WorkspaceCreditsInput): Promise<WorkspaceCreditsInput> {
  await adminAction('Failed to grant credits', 'post', `/api/admin/workspaces/${encodeURIComponent(workspaceId)}/credits`, {
    amount,
    reason,
  });
  return { workspaceId, amount, reason };
}

// The list (under adminKeys.all) is fetched again after each; so is the administrator's own credits chip.
export const useChangeWorkspaceTier = () => useAdminMutation(changeWorkspaceTier, [usageKeys.all]);
export const useGrantWorkspaceCredits = () => useAdminMutation(grantWorkspaceCredits, [usageKeys.all]);
