import { usageHistoryResponse, type UsageHistory } from '@leadsift/shared';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { usageKeys } from './usage-keys';

/** GET /api/usage/history: the caller's credits per day and by kind this billing cycle (ADR 0039). */
export async function getUsageHistory(): Promise<UsageHistory> {
  return usageHistoryResponse.parse(await apiJson('GET', '/api/usage/history')).data;
}

/** Asked only while the usage dialog is open. */
export function useUsageHistory(enabled: boolean) {
  return useQuery({ queryKey: usageKeys.history, queryFn: getUsageHistory, enabled });
}
