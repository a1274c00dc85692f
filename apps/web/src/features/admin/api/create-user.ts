import { adminAction } from './admin-request';
import { useAdminMutation } from './use-admin-mutation';

export type CreateUserInput = { email: string; password: string; tier: string; role: 'admin' | 'user'; name?: string };

/** POST /api/usage/admin/create-user. */
export async function createUser(input: CreateUserInput): Promise<CreateUserInput> {
  await adminAction('Failed to create user', 'post', '/api/usage/admin/create-user', input);
  return input;
}

export const useCreateUser = () => useAdminMutation(createUser);
