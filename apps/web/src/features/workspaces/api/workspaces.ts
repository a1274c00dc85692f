import {
  WORKSPACE_HEADER,
  workspaceList,
  workspaceSummary,
  type UpdateWorkspaceBody,
  type WorkspaceList,
  type WorkspaceSummary,
} from '@leadsift/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiJson, readError } from '../../../lib/api-client';

// GET/POST /api/workspaces, PATCH/DELETE /api/workspaces/:id and POST /api/workspaces/:id/select, parsed with the shared contract.

export const workspaceKeys = {
  list: ['workspaces'] as const,
  members: (id: string) => ['workspaces', id, 'members'] as const,
  invitations: (id: string) => ['workspaces', id, 'invitations'] as const,
};

const workspacePath = (id: string) => `/api/workspaces/${encodeURIComponent(id)}`;

export async function getWorkspaces(): Promise<WorkspaceList> {
  return workspaceList.parse(await apiJson('GET', '/api/workspaces'));
}

export function useWorkspaces() {
  return useQuery({ queryKey: workspaceKeys.list, queryFn: getWorkspaces });
}

export async function createWorkspace(name: string): Promise<WorkspaceSummary> {
  return workspaceSummary.parse(await apiJson('POST', '/api/workspaces', { name }));
}

export async function updateWorkspace({ id, ...body }: UpdateWorkspaceBody & { id: string }): Promise<WorkspaceSummary> {
  return workspaceSummary.parse(await apiJson('PATCH', workspacePath(id), body));
}

export async function deleteWorkspace(id: string): Promise<void> {
  const response = await api.delete(workspacePath(id));
  if (!response.ok) throw new Error(await readError(response, 'Could not delete the workspace'));
}

/**
 * Remembers `id` as the caller's workspace on the server (the next sign-in starts there). The request names `id`
 * itself: the workspace being left may be gone already.
 */
export async function selectWorkspace(id: string): Promise<void> {
  const response = await api.post(`${workspacePath(id)}/select`, {}, { headers: { [WORKSPACE_HEADER]: id } });
  if (!response.ok) throw new Error(await readError(response, 'Could not switch to that workspace'));
}

export function useCreateWorkspace() {
  return useMutation({ mutationFn: createWorkspace });
}

export function useUpdateWorkspace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateWorkspace,
    onSuccess: (_, { id }) => {
      void client.invalidateQueries({ queryKey: workspaceKeys.list, exact: true });
      void client.invalidateQueries({ queryKey: workspaceKeys.members(id) });
    },
  });
}

export function useDeleteWorkspace() {
  return useMutation({ mutationFn: deleteWorkspace });
}

/** The caller's team workspace of this name, if exactly one: how a just-created account finds the workspace it joined. */
export async function findWorkspaceNamed(name: string): Promise<WorkspaceSummary | null> {
  const matches = (await getWorkspaces()).workspaces.filter((w) => !w.personal && w.name === name);
  return matches.length === 1 ? matches[0]! : null;
}
