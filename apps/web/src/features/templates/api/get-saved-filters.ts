import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { templateKeys } from './template-keys';
import { savedFilter, type SavedFilter } from './template-schemas';

export const fetchSavedFiltersFailed = 'Failed to fetch saved filters';

const savedFiltersResponse = z.object({ filters: z.array(savedFilter) });

/** GET /api/saved-filters; any failure reads 'Failed to fetch saved filters' (docs/product.md#messages). */
export async function getSavedFilters(): Promise<SavedFilter[]> {
  const response = await api.get('/api/saved-filters').catch(() => null);
  if (!response?.ok) throw new Error(fetchSavedFiltersFailed);
  const parsed = savedFiltersResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(fetchSavedFiltersFailed);
  return parsed.data.filters;
}

export function savedFiltersQueryOptions() {
  return queryOptions({ queryKey: templateKeys.list, queryFn: getSavedFilters });
}

/** The caller's templates (the wizard's 'Use a Template' list and the Templates page). */
export function useSavedFilters() {
  return useQuery(savedFiltersQueryOptions());
}
