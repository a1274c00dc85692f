import { uploadsResponse, type StorageUsage } from '@leadsift/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usageKeys } from './usage-keys';

/** Bytes the user's files take and their quota (ADR 0033), from GET /api/uploads. */
export async function getStorageUsage(): Promise<StorageUsage> {
  const response = await api.get('/api/uploads');
  if (!response.ok) throw new Error(`Failed to fetch storage usage: ${response.status}`);
  return uploadsResponse.parse(await response.json()).storage;
}

export function useStorageUsage(enabled = true) {
  return useQuery({ queryKey: usageKeys.storage, queryFn: getStorageUsage, enabled });
}
