import { invitationItem, invitationLinkResponse, type CreateInvitationBody, type InvitationLinkResponse } from '@leadsift/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../../lib/api-client';
import { adminAction } from './admin-request';
import { adminKeys } from './admin-keys';
import { useAdminMutation } from './use-admin-mutation';

/** GET /api/admin/invitations: pending invitations, newest first. */
export async function getInvitations() {
  return z.object({ invitations: z.array(invitationItem) }).parse(await apiJson('GET', '/api/admin/invitations')).invitations;
}

export const useInvitations = () => useQuery({ queryKey: adminKeys.invitations, queryFn: getInvitations });

/** POST /api/admin/invitations: `link` in the answer only when the server sends no email. */
export async function createInvitation(input: CreateInvitationBody): Promise<InvitationLinkResponse> {
  return invitationLinkResponse.parse(await adminAction('Failed to invite user', 'post', '/api/admin/invitations', input));
}

/** POST /api/admin/invitations/{id}/resend: a new 7-day link, emailed, or returned with `copy`. */
export async function renewInvitation({ id, copy }: { id: string; copy: boolean }): Promise<InvitationLinkResponse> {
  const failure = copy ? 'Failed to copy the invitation link' : 'Failed to resend the invitation';
  return invitationLinkResponse.parse(
    await adminAction(failure, 'post', `/api/admin/invitations/${encodeURIComponent(id)}/resend`, { copy }),
  );
}

export async function revokeInvitation(id: string): Promise<void> {
  await adminAction('Failed to revoke the invitation', 'delete', `/api/admin/invitations/${encodeURIComponent(id)}`);
}

export const useCreateInvitation = () => useAdminMutation(createInvitation);
export const useRenewInvitation = () => useAdminMutation(renewInvitation);
export const useRevokeInvitation = () => useAdminMutation(revokeInvitation);
