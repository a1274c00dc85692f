import { jobUsage } from '@leadsift/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { actorRef, columnConfig, decision, filterStats, logicMode } from '@leadsift/shared';
import { filterConfig } from './filter-schemas';
import { isRecentJob } from '../state/job-age';
import { filterKeys } from './filter-keys';

export const resultsPollMs = 3_000;
const youngJobRetryMs = 500;

const decisionEntry = z.object({
  decision,
  reason: z.string().nullish(),
  frequency: z.number(),
  confidence: z.number().nullish(),
  overridden: z.boolean().optional(),
  modelDecision: decision.nullish(),
});

const row = z.record(z.string(), z.unknown());

/** docs/product.md#entities filter results of a completed job, or of one stopped at its "Stop at" limit (the rows it covers). */
export const completedResults = z.object({
  filterId: z.string(),
  jobName: z.string().optional(),
  status: z.enum(['completed', 'paused']),
  /** A job stopped at its limit: why, and the rows the results cover of the list's. */
  message: z.string().nullish(),
  coverage: z.object({ rows: z.number(), of: z.number() }).nullish(),
  keptData: z.array(row),
  excludedData: z.array(row),
  stats: filterStats,
  pagination: z.object({ page: z.number(), pageSize: z.number(), keptTotal: z.number(), excludedTotal: z.number() }).optional(),
  logicMode,
  selectedColumns: z.array(z.string()),
  // Pages of rows (?view=) may leave the decision map out or empty.
  llmValueDecisions: z.record(z.string(), z.record(z.string(), decisionEntry)).optional().default({}),
  columnConfig: columnConfig.nullish(),
  reasoningText: z.string().nullish(),
  model: z.string().nullish(),
  chunkSize: z.number().nullish(),
  temperature: z.number().nullish(),
  modelCalls: z.number().nullish(),
  /** Tokens and money of the job's model calls (ADR 0039). */
  usage: jobUsage.nullish(),
  /** Distinct values decided under the review threshold and not overridden (ADR 0034). */
  valuesNeedingReview: z.number().nullish(),
  filterConfig: filterConfig.nullish(),
  createdAt: z.string().nullish(),
  completedAt: z.string().nullish(),
  /** Who ran the job (null: that account was deleted); absent from a server older than workspaces. */
  createdBy: actorRef.optional(),
});
export type CompletedResults = z.infer<typeof completedResults>;
export type ResultRow = z.infer<typeof row>;

export type ResultsAnswer =
  | { kind: 'completed'; data: CompletedResults }
  /** processing, or another unfinished status (paused, failed) reported as is */
  | { kind: 'pending'; status: string }
  | { kind: 'not_found' };

export const resultsLoadFailedMessage = 'Failed to load filter results. Please try again.';

/** GET /api/results/:filterId. A 404 is an answer (docs/product.md#states decides what it means), anything else failing throws. */
export async function getFilterResults(filterId: string, query = ''): Promise<ResultsAnswer> {
  const response = await api.get(`/api/results/${encodeURIComponent(filterId)}${query}`);
  if (response.status === 404) return { kind: 'not_found' };
  if (!response.ok) throw new Error(resultsLoadFailedMessage);
  const body: unknown = await response.json().catch(() => null);
  const pending = z.object({ status: z.string(), coverage: z.unknown().optional() }).safeParse(body);
  // A job stopped at its "Stop at" limit has results of the rows it covers (ADR 0044).
  if (pending.success && pending.data.status !== 'completed' && pending.data.coverage === undefined)
    return { kind: 'pending', status: pending.data.status };
  const parsed = completedResults.safeParse(body);
  if (!parsed.success) throw new Error(resultsLoadFailedMessage);
  return { kind: 'completed', data: parsed.data };
}

export function filterResultsQueryOptions(filterId: string) {
  return queryOptions({ queryKey: filterKeys.results(filterId), queryFn: () => getFilterResults(filterId), retry: false });
}

/** Re-fetched every 3 s while the job is processing (docs/product.md#limits), every second while a very new job is not stored yet. */
export function useFilterResults(filterId: string, enabled = true) {
  return useQuery({
    ...filterResultsQueryOptions(filterId),
    enabled,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data?.kind === 'pending' && data.status === 'processing') return resultsPollMs;
      return data?.kind === 'not_found' && isRecentJob(filterId) ? youngJobRetryMs : false;
    },
  });
}
