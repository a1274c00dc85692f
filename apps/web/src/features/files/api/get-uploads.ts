import { uploadsResponse, type UploadsResponse } from '@leadsift/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const loadFilesFailed = 'Failed to load your files. Please try again later.';

/** Query keys of the Files view (ADR 0033): the list and the storage figure come from one call. */
export const filesKeys = { all: ['files'] as const };

/** GET /api/uploads: the caller's uploads, newest first, with the jobs built on each and storage used. */
export async function getUploads(): Promise<UploadsResponse> {
  const response = await api.get('/api/uploads').catch(() => null);
  if (!response?.ok) throw new Error(loadFilesFailed);
  const parsed = uploadsResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(loadFilesFailed);
  return parsed.data;
}

export function uploadsQueryOptions() {
  return queryOptions({ queryKey: filesKeys.all, queryFn: getUploads });
}

export function useUploads() {
  return useQuery(uploadsQueryOptions());
}
