import { actorRef } from '@leadsift/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { filterConfig } from './filter-schemas';
import { filterKeys } from './filter-keys';

export const progressPollMs = 1_000;

const columnStatus = z.object({ status: z.string(), decided: z.number().optional(), total: z.number().optional() });

/** docs/product.md#entities progress object of a filter job. */
export const filterProgress = z.object({
  progress: z.number(),
  status: z.string(),
  message: z.string().nullish(),
  columnsInProgress: z.array(z.string()).optional(),
  columnStatuses: z.record(z.string(), columnStatus).optional(),
});
export type FilterProgress = z.infer<typeof filterProgress>;

const progressResponse = z.object({
  filterId: z.string(),
  status: z.string(),
  progress: filterProgress,
  filterConfig: filterConfig.optional(),
  /** Who ran the job (null: that account was deleted); absent from a server older than workspaces. */
  createdBy: actorRef.optional(),
});
export type ProgressResponse = z.infer<typeof progressResponse>;

/** docs/product.md#states: a not-ok answer or status not_found means the job is gone. */
export type ProgressAnswer = { found: true; data: ProgressResponse } | { found: false };

/** GET /api/progress/:filterId. Network errors reject; a missing job resolves `{ found: false }`. */
export async function getFilterProgress(filterId: string): Promise<ProgressAnswer> {
  const response = await api.get(`/api/progress/${encodeURIComponent(filterId)}`);
  if (!response.ok) return { found: false };
  const parsed = progressResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success || parsed.data.status === 'not_found') return { found: false };
  return { found: true, data: parsed.data };
}

export function filterProgressQueryOptions(filterId: string) {
  return queryOptions({ queryKey: filterKeys.progress(filterId), queryFn: () => getFilterProgress(filterId), retry: false });
}

/** Polls every second while `polling`. */
export function useFilterProgress(filterId: string, enabled: boolean, polling = enabled) {
  return useQuery({ ...filterProgressQueryOptions(filterId), enabled, refetchInterval: polling ? progressPollMs : false });
}
