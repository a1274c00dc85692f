import { workspaceMember, workspaceMemberList, type UpdateMemberBody, type WorkspaceMember } from '@leadsift/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiJson, readError } from '../../../lib/api-client';
import { workspaceKeys } from './workspaces';

// GET /api/workspaces/:id/members, PATCH and DELETE /api/workspaces/:id/members/:userId.

const membersPath = (id: string) => `/api/workspaces/${encodeURIComponent(id)}/members`;

export async function getMembers(workspaceId: string): Promise<WorkspaceMember[]> {
  return workspaceMemberList.parse(await apiJson('GET', membersPath(workspaceId))).members;
}

export function useMembers(workspaceId: string) {
  return useQuery({ queryKey: workspaceKeys.members(workspaceId), queryFn: () => getMembers(workspaceId) });
}

type MemberChange = UpdateMemberBody & { workspaceId: string; userId: string };

export async function updateMember({ workspaceId, userId, ...body }: MemberChange): Promise<WorkspaceMember> {
  return workspaceMember.parse(await apiJson('PATCH', `${membersPath(workspaceId)}/${encodeURIComponent(userId)}`, body));
}

/** Removes a member; the caller's own id is leaving the workspace. The last owner answers 409 with the reason. */
export async function removeMember({ workspaceId, userId }: { workspaceId: string; userId: string }): Promise<void> {
  const response = await api.delete(`${membersPath(workspaceId)}/${encodeURIComponent(userId)}`);
  if (!response.ok) throw new Error(await readError(response, 'Could not remove the member'));
}

export function useUpdateMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSettled: (_, __, { workspaceId }) => void client.invalidateQueries({ queryKey: workspaceKeys.members(workspaceId) }),
  });
}

export function useRemoveMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (_, { workspaceId }) => {
      void client.invalidateQueries({ queryKey: workspaceKeys.members(workspaceId) });
      void client.invalidateQueries({ queryKey: workspaceKeys.list, exact: true });
    },
  });
}
