import { adminUsageHistoryResponse, type AdminUsageHistory, type AdminUsagePeriod } from '@leadsift/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/usage/admin/history: the installation's credits and model cost over the last `days` days (ADR 0039). */
export async function getAdminUsage(days: AdminUsagePeriod): Promise<AdminUsageHistory> {
  return adminUsageHistoryResponse.parse(await apiJson('GET', `/api/usage/admin/history?days=${days}`)).data;
}

export function useAdminUsage(days: AdminUsagePeriod) {
  return useQuery({ queryKey: [...adminKeys.all, 'usage', days], queryFn: () => getAdminUsage(days), placeholderData: keepPreviousData });
}
