import { tierResponse, type UserTier } from '@leadsift/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usageKeys } from './usage-keys';

/** GET /api/usage/tier. Resolves null when the server answers `success: false`. */
export async function getUserTier(): Promise<UserTier | null> {
  const response = await api.get('/api/usage/tier');
  if (!response.ok) throw new Error(`Failed to fetch user tier: ${response.status}`);
  const body = tierResponse.parse(await response.json());
  return body.success ? body.data : null;
}

export function userTierQueryOptions() {
  return queryOptions({ queryKey: usageKeys.tier, queryFn: getUserTier });
}

export function useUserTier() {
  return useQuery(userTierQueryOptions());
}
