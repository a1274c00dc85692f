import { adminAction } from './admin-request';
import type { UserRef } from './delete-user';
import { reasonBody } from './set-disabled';
import { useAdminMutation } from './use-admin-mutation';

/** POST /api/admin/users/{id}/sign-out-everywhere: every session of the user ends. */
export async function signOutEverywhere(user: UserRef & { reason?: string }): Promise<UserRef> {
  await adminAction(
    'Failed to sign out everywhere',
    'post',
    `/api/admin/users/${encodeURIComponent(user.id)}/sign-out-everywhere`,
    reasonBody(user.reason),
  );
  return user;
}

export const useSignOutEverywhere = () => useAdminMutation(signOutEverywhere);
