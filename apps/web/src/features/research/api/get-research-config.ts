import { researchConfigResponse, type ResearchConfigResponse } from '@leadsift/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { researchKeys } from './research-keys';

/** GET /api/research/config: whether enhanced web search can be offered and who rates the sites. */
export async function getResearchConfig(): Promise<ResearchConfigResponse> {
  const response = await api.get('/api/research/config');
  if (!response.ok) throw new Error(`Failed to load the research settings: ${response.status}`);
  return researchConfigResponse.parse(await response.json());
}

export function researchConfigQueryOptions() {
  return queryOptions({ queryKey: researchKeys.config, queryFn: getResearchConfig, staleTime: 5 * 60_000 });
}

export function useResearchConfig() {
  return useQuery(researchConfigQueryOptions());
}
