import { adminAction } from './admin-request';
import { usageKeys } from '../../usage';
import { useAdminMutation } from './use-admin-mutation';

export type ChangeTierInput = { userId: string; tier: string };

/** POST /api/usage/admin/change-tier. */
export async function changeTier(input: ChangeTierInput): Promise<ChangeTierInput> {
  await adminAction('Failed to change tier', 'post', '/api/usage/admin/change-tier', input);
  return input;
}

export const useChangeTier = () => useAdminMutation(changeTier, [usageKeys.all]);
