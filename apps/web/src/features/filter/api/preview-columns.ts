import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, readError } from '../../../lib/api-client';
import { columnConfig, decision } from './filter-schemas';
import { filterKeys } from './filter-keys';

/** POST /api/filter/preview request: a job's settings for the columns to preview. */
export const previewColumnsBody = z.object({
  fileId: z.string(),
  selectedColumns: z.array(z.string()),
  reasoningText: z.string(),
  model: z.string().optional(),
  filterConfig: z.object({ columnConfig }),
  templateId: z.string().optional(),
  askModelForEveryValue: z.boolean().optional(),
});
export type PreviewColumnsBody = z.infer<typeof previewColumnsBody>;

export const previewValue = z.object({
  value: z.string(),
  frequency: z.number(),
  decision,
  reason: z.string(),
  confidence: z.number(),
  cached: z.boolean(),
  /** Decided by rules from public facts (issue 30): free, no model call. Absent from older servers. */
  byRules: z.boolean().optional(),
});
export const previewColumn = z.object({
  column: z.string(),
  values: z.array(previewValue),
  coveredRows: z.number(),
  coverage: z.number(),
});
export type PreviewColumn = z.infer<typeof previewColumn>;

export const previewResult = z.object({
  rowCount: z.number(),
  previewsLeft: z.number(),
  columns: z.array(previewColumn),
  modelCalls: z.number(),
});
export type PreviewResult = z.infer<typeof previewResult>;

export const previewFailedMessage = 'The preview could not be made. Please try again.';

/** The free preview (no credits): the model decides the most frequent values of each column. */
export async function previewColumns(body: PreviewColumnsBody): Promise<PreviewResult> {
  let response: Response;
  try {
    response = await api.post('/api/filter/preview', body);
  } catch {
    throw new Error(previewFailedMessage);
  }
  if (!response.ok) throw new Error(await readError(response, previewFailedMessage));
  const parsed = previewResult.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(previewFailedMessage);
  return parsed.data;
}

export function usePreviewColumns() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: previewColumns,
    // Its decisions are in the cache now: the job's model-call estimate drops.
    onSuccess: () => void client.invalidateQueries({ queryKey: [...filterKeys.all, 'estimate'] }),
  });
}
