import { adminUsersResponse, type AdminUser } from '@leadsift/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readError } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/usage/admin/users; failures read 'Failed to fetch users: {message}' (docs/product.md#messages). */
export async function getAdminUsers(): Promise<AdminUser[]> {
  let response: Response;
  try {
    response = await api.get('/api/usage/admin/users');
  } catch {
    throw new Error('Failed to fetch users');
  }
  if (!response.ok) throw new Error(`Failed to fetch users: ${await readError(response, `HTTP error! status: ${response.status}`)}`);
  const parsed = adminUsersResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error('Failed to fetch users');
  return parsed.data.data;
}

export function adminUsersQueryOptions() {
  return queryOptions({ queryKey: adminKeys.users, queryFn: getAdminUsers });
}

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}
