import { adminAction } from './admin-request';
import type { UserRef } from './delete-user';
import { useAdminMutation } from './use-admin-mutation';

export type SetDisabledInput = UserRef & { disabled: boolean };

/** POST /api/admin/users/{id}/disable or /enable: sign-in refused (and every session ended) or allowed again. */
export async function setDisabled(input: SetDisabledInput): Promise<SetDisabledInput> {
  const action = input.disabled ? 'disable' : 'enable';
  await adminAction(`Failed to ${action} sign-in`, 'post', `/api/admin/users/${encodeURIComponent(input.id)}/${action}`);
  return input;
}

export const useSetDisabled = () => useAdminMutation(setDisabled);
