import { auditResponse, type AuditPage, type AuditQuery } from '@leadsift/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type AuditFilters = Pick<AuditQuery, 'page' | 'pageSize'> & Partial<Pick<AuditQuery, 'actor' | 'target' | 'action'>>;

/** GET /api/admin/audit: one page, newest first. */
export async function getAuditLog(filters: AuditFilters): Promise<AuditPage> {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(filters.pageSize) });
  for (const key of ['actor', 'target', 'action'] as const) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return auditResponse.parse(await apiJson('GET', `/api/admin/audit?${params.toString()}`));
}

export function useAuditLog(filters: AuditFilters) {
  return useQuery({ queryKey: adminKeys.audit(filters), queryFn: () => getAuditLog(filters), placeholderData: keepPreviousData });
}
