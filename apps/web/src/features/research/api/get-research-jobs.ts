import { researchJobsResponse, type ResearchJob } from '@leadsift/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { researchKeys } from './research-keys';

export const loadResearchJobsFailed = 'Failed to load jobs. Please try again later.';
/** docs/product.md#limits: job lists are polled every 5 s. */
export const RESEARCH_JOBS_POLL_MS = 5000;

/** GET /api/research/jobs, newest first as the server orders them. */
export async function getResearchJobs(): Promise<ResearchJob[]> {
  const response = await api.get('/api/research/jobs').catch(() => null);
  if (!response?.ok) throw new Error(loadResearchJobsFailed);
  const parsed = researchJobsResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(loadResearchJobsFailed);
  return parsed.data.jobs;
}

export function researchJobsQueryOptions() {
  return queryOptions({ queryKey: researchKeys.jobs, queryFn: getResearchJobs, refetchInterval: RESEARCH_JOBS_POLL_MS });
}

export function useResearchJobs() {
  return useQuery(researchJobsQueryOptions());
}
