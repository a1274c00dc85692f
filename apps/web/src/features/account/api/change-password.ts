import { useMutation } from '@tanstack/react-query';
import { accountRequest } from './account-request';

/** `revokeApiKeys`: also revoke every API key of the user (connected apps always end). */
export type ChangePasswordInput = { currentPassword: string; newPassword: string; revokeApiKeys?: boolean };

/**
 * better-auth's POST /api/auth/change-password. Every other session ends (the server insists); this one
 * goes on under the new token of the answer.
 */
export async function changePassword(input: ChangePasswordInput): Promise<string | null> {
  const body = await accountRequest<{ token?: string | null }>(
    'POST',
    '/api/auth/change-password',
    { ...input, revokeOtherSessions: true },
    'Could not change your password',
  );
  return body?.token ?? null;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
