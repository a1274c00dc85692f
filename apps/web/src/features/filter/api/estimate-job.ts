import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { filterKeys } from './filter-keys';

export const jobEstimate = z.object({
  rowCount: z.number(),
  credits: z.number(),
  distinctCounts: z.record(z.string(), z.number()),
  modelCalls: z.number(),
});
export type JobEstimate = z.infer<typeof jobEstimate>;

/** POST /api/filter/estimate: distinct values per column and the model calls a run would make. */
export async function estimateJob(fileId: string, selectedColumns: string[], chunkSize: number): Promise<JobEstimate> {
  const response = await api.post('/api/filter/estimate', { fileId, selectedColumns, chunkSize });
  if (!response.ok) throw new Error(`Failed to estimate the job: ${response.status}`);
  return jobEstimate.parse(await response.json());
}

export function useJobEstimate(fileId: string | undefined, selectedColumns: string[], chunkSize: number) {
  return useQuery({
    queryKey: [...filterKeys.all, 'estimate', fileId, selectedColumns, chunkSize],
    queryFn: () => estimateJob(fileId!, selectedColumns, chunkSize),
    enabled: Boolean(fileId) && selectedColumns.length > 0,
    staleTime: Infinity,
    retry: false,
  });
}
