import {
  createdInvitation,
  workspaceInvitationList,
  type CreatedInvitation,
  type WorkspaceInvitation,
  type WorkspaceInvitationBody,
} from '@leadsift/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiJson, readError } from '../../../lib/api-client';
import { workspaceKeys } from './workspaces';

// GET/POST /api/workspaces/:id/invitations and DELETE /api/workspaces/:id/invitations/:invitationId (admins and owners).

const invitationsPath = (id: string) => `/api/workspaces/${encodeURIComponent(id)}/invitations`;

export async function getWorkspaceInvitations(workspaceId: string): Promise<WorkspaceInvitation[]> {
  return workspaceInvitationList.parse(await apiJson('GET', invitationsPath(workspaceId))).invitations;
}

export function useWorkspaceInvitations(workspaceId: string) {
  return useQuery({ queryKey: workspaceKeys.invitations(workspaceId), queryFn: () => getWorkspaceInvitations(workspaceId) });
}

export async function inviteMember({
  workspaceId,
  ...body
}: WorkspaceInvitationBody & { workspaceId: string }): Promise<CreatedInvitation> {
  return createdInvitation.parse(await apiJson('POST', invitationsPath(workspaceId), body));
}

export async function revokeWorkspaceInvitation({ workspaceId, id }: { workspaceId: string; id: string }): Promise<void> {
  const response = await api.delete(`${invitationsPath(workspaceId)}/${encodeURIComponent(id)}`);
  if (!response.ok) throw new Error(await readError(response, 'Could not revoke the invitation'));
}

export function useInviteMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: (_, { workspaceId }) => void client.invalidateQueries({ queryKey: workspaceKeys.invitations(workspaceId) }),
  });
}

export function useRevokeWorkspaceInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeWorkspaceInvitation,
    onSuccess: (_, { workspaceId }) => void client.invalidateQueries({ queryKey: workspaceKeys.invitations(workspaceId) }),
  });
}
