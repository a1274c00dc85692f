import { usageStatsResponse, type UsageStats } from '@leadsift/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usageKeys } from './usage-keys';

/** GET /api/usage/stats. Resolves null when the server answers `success: false` (docs/product.md#messages: data stays unset). */
export async function getUsageStats(): Promise<UsageStats | null> {
  const response = await api.get('/api/usage/stats');
  if (!response.ok) throw new Error(`Failed to fetch usage stats: ${response.status}`);
  const body = usageStatsResponse.parse(await response.json());
  return body.success ? body.data : null;
}

export function usageStatsQueryOptions() {
  return queryOptions({ queryKey: usageKeys.stats, queryFn: getUsageStats });
}

type UseUsageStatsOptions = {
  /** Re-check period in ms; the credit banner polls (docs/product.md#limits), the widget does not. */
  refetchInterval?: number;
};

export function useUsageStats({ refetchInterval }: UseUsageStatsOptions = {}) {
  return useQuery({ ...usageStatsQueryOptions(), refetchInterval });
}
