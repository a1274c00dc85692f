import { adminAction } from './admin-request';
import type { UserRef } from './delete-user';
import { reasonBody } from './set-disabled';
import { useAdminMutation } from './use-admin-mutation';

export type SetRoleInput = UserRef & { role: 'admin' | 'user'; reason?: string };

/** POST /api/admin/users/{id}/role: make or unmake an administrator (never the last one). */
export async function setRole(input: SetRoleInput): Promise<SetRoleInput> {
  await adminAction('Failed to change role', 'post', `/api/admin/users/${encodeURIComponent(input.id)}/role`, {
    role: input.role,
    ...reasonBody(input.reason),
  });
  return input;
}

export const useSetRole = () => useAdminMutation(setRole);
