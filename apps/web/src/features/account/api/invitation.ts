import { invitationStatus, joinedWorkspace, type AcceptInvitationBody, type InvitationStatus } from '@leadsift/shared';
import { api, apiJson, readError } from '../../../lib/api-client';
import { readSessionToken } from '../../auth/api/read-session-token';

export async function getInvitationStatus(token: string): Promise<InvitationStatus> {
  return invitationStatus.parse(await apiJson('GET', `/api/invitations/status?token=${encodeURIComponent(token)}`));
}

/**
 * POST /api/invitations/accept with a name and password: creates the account (and, for a workspace invitation,
 * joins it) and answers a signed-in session's token.
 */
export async function acceptInvitation(input: AcceptInvitationBody): Promise<string> {
  const response = await api.post('/api/invitations/accept', input);
  if (!response.ok) throw new Error(await readError(response, 'Could not accept the invitation'));
  const token = await readSessionToken(response);
  if (!token) throw new Error('Your account was created. Please sign in.');
  return token;
}

/** POST /api/invitations/accept `{ token }` signed in: joins the invitation's workspace with this account; its id. */
export async function joinWorkspace(token: string): Promise<string> {
  return joinedWorkspace.parse(await apiJson('POST', '/api/invitations/accept', { token })).workspaceId;
}
