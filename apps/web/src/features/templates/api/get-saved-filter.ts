import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { templateKeys } from './template-keys';
import { savedFilter, type SavedFilter } from './template-schemas';

export const retrieveTemplateFailed = 'Failed to retrieve template configuration';

const savedFilterResponse = z.object({ filter: savedFilter });

/** GET /api/saved-filters/{id}: one template including its overrides. */
export async function getSavedFilter(id: string): Promise<SavedFilter> {
  const response = await api.get(`/api/saved-filters/${encodeURIComponent(id)}`).catch(() => null);
  if (!response?.ok) throw new Error(retrieveTemplateFailed);
  const parsed = savedFilterResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(retrieveTemplateFailed);
  return parsed.data.filter;
}

export function savedFilterQueryOptions(id: string) {
  return queryOptions({ queryKey: templateKeys.detail(id), queryFn: () => getSavedFilter(id), enabled: id !== '' });
}

export function useSavedFilter(id: string | null | undefined) {
  return useQuery(savedFilterQueryOptions(id ?? ''));
}
