import { resetLinkResponse, type ResetLinkResponse } from '@leadsift/shared';
import { adminAction } from './admin-request';
import { useAdminMutation } from './use-admin-mutation';

/** POST /api/admin/users/{id}/password-reset: emails the user a link, or (copy / no SMTP) returns it. */
export async function passwordResetLink({ id, copy }: { id: string; copy: boolean }): Promise<ResetLinkResponse> {
  const failure = copy ? 'Failed to create a reset link' : 'Failed to send a password reset';
  return resetLinkResponse.parse(await adminAction(failure, 'post', `/api/admin/users/${encodeURIComponent(id)}/password-reset`, { copy }));
}

export const usePasswordResetLink = () => useAdminMutation(passwordResetLink);
