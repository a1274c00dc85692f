import { researchResultsResponse, type ResearchResultsResponse } from '@leadsift/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { researchKeys, type ResearchResultsQuery } from './research-keys';

export type { ResearchResultsQuery, ResearchResultsSort, ResearchResultsTab } from './research-keys';

export const loadResearchResultsFailed = 'Failed to load research results. Please try again later.';
export const researchJobNotFound = 'This research job was not found.';
/** docs/product.md#limits: results are re-fetched every 3 s while the job is still working. */
export const RESEARCH_RESULTS_POLL_MS = 3000;

export class ResearchResultsError extends Error {
  override name = 'ResearchResultsError';
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

export function researchResultsSearchParams(query: ResearchResultsQuery): string {
  const params = new URLSearchParams({
    tab: query.tab,
    sort: query.sort,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.search.trim()) params.set('search', query.search.trim());
  return params.toString();
}

/** GET /api/research/jobs/:id/results: one server-side page of websites with the job's counts. */
export async function getResearchResults(jobId: string, query: ResearchResultsQuery): Promise<ResearchResultsResponse> {
  const path = `/api/research/jobs/${encodeURIComponent(jobId)}/results?${researchResultsSearchParams(query)}`;
  const response = await api.get(path).catch(() => null);
  if (!response) throw new ResearchResultsError(loadResearchResultsFailed, 0);
  if (response.status === 404) throw new ResearchResultsError(researchJobNotFound, 404);
  if (!response.ok) throw new ResearchResultsError(loadResearchResultsFailed, response.status);
  const parsed = researchResultsResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new ResearchResultsError(loadResearchResultsFailed, response.status);
  return parsed.data;
}

const working = new Set(['created', 'processing']);

export function researchResultsQueryOptions(jobId: string, query: ResearchResultsQuery) {
  return queryOptions({
    queryKey: researchKeys.results(jobId, query),
    queryFn: () => getResearchResults(jobId, query),
    // A job that is not there (deleted, or another user's) will not appear on a second try.
    retry: (failures, error) => !(error instanceof ResearchResultsError && error.status === 404) && failures < 1,
    refetchInterval: (q) => (q.state.data && working.has(q.state.data.status) ? RESEARCH_RESULTS_POLL_MS : false),
  });
}

export function useResearchResults(jobId: string, query: ResearchResultsQuery) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...researchResultsQueryOptions(jobId, query), placeholderData: keepPreviousData });
}
