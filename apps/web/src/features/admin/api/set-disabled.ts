import { adminAction } from './admin-request';
import type { UserRef } from './delete-user';
import { useAdminMutation } from './use-admin-mutation';

export type SetDisabledInput = UserRef & { disabled: boolean; reason?: string; revokeApiKeys?: boolean };

/**
 * POST /api/admin/users/{id}/disable or /enable: sign-in refused (every session and connected app ended, API keys
 * revoked unless `revokeApiKeys` is false) or allowed again.
 */
export async function setDisabled(input: SetDisabledInput): Promise<SetDisabledInput> {
  const action = input.disabled ? 'disable' : 'enable';
  await adminAction(`Failed to ${action} sign-in`, 'post', `/api/admin/users/${encodeURIComponent(input.id)}/${action}`, {
    ...reasonBody(input.reason),
    ...(input.disabled ? { revokeApiKeys: input.revokeApiKeys ?? true } : {}),
  });
  return input;
}

/** The optional reason of an admin action (stored in the audit log); blank means none. */
export const reasonBody = (reason: string | undefined): { reason?: string } => (reason?.trim() ? { reason: reason.trim() } : {});

export const useSetDisabled = () => useAdminMutation(setDisabled);
