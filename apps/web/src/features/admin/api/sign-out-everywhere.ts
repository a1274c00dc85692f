import { adminAction } from './admin-request';
import type { UserRef } from './delete-user';
import { reasonBody } from './set-disabled';
import { useAdminMutation } from './use-admin-mutation';

/** POST /api/admin/users/{id}/sign-out-everywhere: every session and connected app of the user ends (and keys, if asked). */
export async function signOutEverywhere(user: UserRef & { reason?: string; revokeApiKeys?: boolean }): Promise<UserRef> {
  await adminAction('Failed to sign out everywhere', 'post', `/api/admin/users/${encodeURIComponent(user.id)}/sign-out-everywhere`, {
    ...reasonBody(user.reason),
    revokeApiKeys: user.revokeApiKeys ?? false,
  });
  return user;
}

export const useSignOutEverywhere = () => useAdminMutation(signOutEverywhere);
