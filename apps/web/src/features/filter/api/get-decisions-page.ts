import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { actorRef, decision, decisionState } from '@leadsift/shared';
import { filterKeys, type DecisionsQuery } from './filter-keys';

export type { DecisionSort, DecisionsQuery } from './filter-keys';

export const decisionRow = z.object({
  column: z.string(),
  value: z.string(),
  decision,
  modelDecision: decision.nullable(),
  reason: z.string(),
  frequency: z.number(),
  confidence: z.number(),
  overridden: z.boolean(),
  needsReview: z.boolean(),
  /** KEEP, EXCLUDE or REVIEW (ADR 0058); read from decision and confidence when a server leaves it out. */
  state: decisionState.optional(),
  /** Who overrode it and when (null: that account was deleted; no override); absent from a server older than workspaces. */
  overriddenBy: actorRef.optional(),
  overriddenAt: z.string().nullable().optional(),
});
export type DecisionRow = z.infer<typeof decisionRow>;

export const decisionsPage = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  rows: z.array(decisionRow),
});
export type DecisionsPage = z.infer<typeof decisionsPage>;

export function decisionsSearchParams(query: DecisionsQuery): string {
  const params = new URLSearchParams({ sort: query.sort, page: String(query.page), pageSize: String(query.pageSize) });
  if (query.column) params.set('column', query.column);
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.state) params.set('state', query.state);
  return params.toString();
}

/** GET /api/results/:filterId/decisions: one server-side page of decisions. */
export async function getDecisionsPage(filterId: string, query: DecisionsQuery): Promise<DecisionsPage> {
  const response = await api.get(`/api/results/${encodeURIComponent(filterId)}/decisions?${decisionsSearchParams(query)}`);
  if (!response.ok) throw new Error('Failed to load filter results. Please try again.');
  return decisionsPage.parse(await response.json());
}

export function decisionsPageQueryOptions(filterId: string, query: DecisionsQuery) {
  return queryOptions({ queryKey: filterKeys.decisions(filterId, query), queryFn: () => getDecisionsPage(filterId, query) });
}

export function useDecisionsPage(filterId: string, query: DecisionsQuery) {
  // The previous page stays on screen while the next one loads, so the grid does not flash empty.
  return useQuery({ ...decisionsPageQueryOptions(filterId, query), placeholderData: keepPreviousData });
}
