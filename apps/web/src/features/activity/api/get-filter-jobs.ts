import { actorRef } from '@leadsift/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { filterKeys } from '../../filter/api/filter-keys';

export const loadJobsFailed = 'Failed to load jobs. Please try again later.';
/** docs/product.md#limits: job lists are polled every 5 s. */
export const JOB_LIST_POLL_MS = 5000;

/** A row of GET /api/filter/jobs; the status stays free text (docs/product.md#states shows unknown ones raw). */
export const filterJob = z.object({
  id: z.string(),
  filterId: z.string().nullish(),
  name: z
    .string()
    .nullish()
    .transform((n) => n ?? ''),
  status: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullish(),
  progress: z.number().nullish(),
  totalRows: z.number().nullish(),
  keptCount: z.number().nullish(),
  message: z.string().nullish(),
  error: z.string().nullish(),
  /** Who ran it (null: that account was deleted); absent from a server older than workspaces. */
  createdBy: actorRef.optional(),
});
export type FilterJob = z.infer<typeof filterJob>;

const filterJobsResponse = z.object({ jobs: z.array(filterJob) });

/** GET /api/filter/jobs, newest first as the server orders them. */
export async function getFilterJobs(): Promise<FilterJob[]> {
  const response = await api.get('/api/filter/jobs').catch(() => null);
  if (!response?.ok) throw new Error(loadJobsFailed);
  const parsed = filterJobsResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(loadJobsFailed);
  return parsed.data.jobs;
}

export function filterJobsQueryOptions() {
  return queryOptions({ queryKey: filterKeys.jobs, queryFn: getFilterJobs, refetchInterval: JOB_LIST_POLL_MS });
}

export function useFilterJobs() {
  return useQuery(filterJobsQueryOptions());
}
