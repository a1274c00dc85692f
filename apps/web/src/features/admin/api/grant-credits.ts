import { adminAction } from './admin-request';
import { usageKeys } from '../../usage';
import { useAdminMutation } from './use-admin-mutation';

export type GrantCreditsInput = { userId: string; credits: number; reason: string; correction?: boolean };

/** POST /api/usage/admin/grant-credits. A negative amount is sent only as a correction with a reason. */
export async function grantCredits(input: GrantCreditsInput): Promise<GrantCreditsInput> {
  await adminAction('Failed to grant credits', 'post', '/api/usage/admin/grant-credits', input);
  return input;
}

export const useGrantCredits = () => useAdminMutation(grantCredits, [usageKeys.all]);
