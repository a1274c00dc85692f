import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { researchKeys } from './research-keys';

/** docs/product.md#entities source filter option: a completed List Cleaner job whose kept rows can be researched. */
export const sourceFilter = z.object({
  id: z.string(),
  name: z.string(),
  keptCount: z.number().int(),
  columns: z.array(z.object({ name: z.string() })),
});
export type SourceFilter = z.infer<typeof sourceFilter>;

const sourceFiltersResponse = z.object({ success: z.boolean().optional(), filters: z.array(sourceFilter) });

export const loadSourceFiltersFailed = 'Failed to load your List Cleaner jobs. Please try again later.';

/** GET /api/filters?includeCounts=true. */
export async function getSourceFilters(): Promise<SourceFilter[]> {
  const response = await api.get('/api/filters?includeCounts=true').catch(() => null);
  if (!response?.ok) throw new Error(loadSourceFiltersFailed);
  const parsed = sourceFiltersResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(loadSourceFiltersFailed);
  return parsed.data.filters;
}

export function sourceFiltersQueryOptions() {
  return queryOptions({ queryKey: researchKeys.sourceFilters, queryFn: getSourceFilters });
}

export function useSourceFilters(enabled = true) {
  return useQuery({ ...sourceFiltersQueryOptions(), enabled });
}
