import { columnReading, usageEstimate, type EstimateRequest } from '@leadsift/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import type { WizardState } from '../state/wizard-state';
import { filterKeys } from './filter-keys';

export const jobEstimate = z.object({
  rowCount: z.number(),
  credits: z.number(),
  distinctCounts: z.record(z.string(), z.number()),
  modelCalls: z.number(),
  /** Values the decision cache already knows (a preview's): no model call for them. */
  cachedValues: z.number().optional(),
  /** Values rules decide for free (ADR 0034), and the sentence that says so. */
  ruleValues: z.number().optional(),
  summary: z.string().optional(),
  /** How each column's instructions are read (ADR 0034): rules, the model's stored restatement, or not at all. */
  readings: z.record(z.string(), columnReading).optional(),
  /** Expected tokens and money of the values the model would be asked (ADR 0039); absent offline. */
  usage: usageEstimate.optional(),
});
export type JobEstimate = z.infer<typeof jobEstimate>;

/** POST /api/filter/estimate: distinct values per column and the model calls a run would make (values a preview decided left out). */
export async function estimateJob(input: EstimateRequest): Promise<JobEstimate> {
  const response = await api.post('/api/filter/estimate', input);
  if (!response.ok) throw new Error(`Failed to estimate the job: ${response.status}`);
  return jobEstimate.parse(await response.json());
}

/** The estimate of the wizard's current settings; instructions count once they stop changing for a moment. */
export function useJobEstimate(state: WizardState) {
  const { fileData, selectedColumns, filterParams, templateId } = state;
  const columnConfig = Object.fromEntries(
    selectedColumns.map((c) => [c, { instructions: state.filterConfig.columnConfig[c]?.instructions.trim() ?? '' }]),
  );
  const input: EstimateRequest = {
    fileId: fileData?.fileId ?? '',
    selectedColumns,
    chunkSize: filterParams.chunkSize,
    reasoningText: filterParams.reasoningText.trim(),
    ...(filterParams.model ? { model: filterParams.model } : {}),
    filterConfig: { columnConfig },
    ...(templateId ? { templateId } : {}),
    ...(filterParams.askModelForEveryValue ? { askModelForEveryValue: true } : {}),
  };
  const debounced = useDebouncedValue(input, 500);
  return useQuery({
    queryKey: [...filterKeys.all, 'estimate', debounced],
    queryFn: () => estimateJob(debounced),
    enabled: Boolean(debounced.fileId) && debounced.selectedColumns.length > 0,
    staleTime: Infinity,
    retry: false,
    placeholderData: (previous) => previous,
  });
}
