import { adminAction } from './admin-request';
import { useAdminMutation } from './use-admin-mutation';

export type UserRef = { id: string; email: string };

/** DELETE /api/usage/admin/delete-user/{userId}: the account and all its data, irreversibly. */
export async function deleteUser(user: UserRef): Promise<UserRef> {
  await adminAction('Failed to delete user', 'delete', `/api/usage/admin/delete-user/${encodeURIComponent(user.id)}`);
  return user;
}

export const useDeleteUser = () => useAdminMutation(deleteUser);
