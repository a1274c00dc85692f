import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { filterKeys } from './filter-keys';

export const aiStatus = z.object({
  provider: z.string(),
  model: z.string(),
  models: z.array(z.string()),
  offline: z.boolean(),
  label: z.string(),
});
export type AiStatus = z.infer<typeof aiStatus>;

/** GET /api/ai/status: the active provider, its models, and whether the offline matcher decides. */
export async function getAiStatus(): Promise<AiStatus> {
  const response = await api.get('/api/ai/status');
  if (!response.ok) throw new Error(`Failed to load the AI status: ${response.status}`);
  return aiStatus.parse(await response.json());
}

export function aiStatusQueryOptions() {
  return queryOptions({ queryKey: filterKeys.aiStatus, queryFn: getAiStatus, staleTime: 5 * 60_000 });
}

export function useAiStatus() {
  return useQuery(aiStatusQueryOptions());
}
