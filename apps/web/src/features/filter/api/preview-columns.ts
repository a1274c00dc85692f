import { previewResult, type PreviewRequest, type PreviewResult } from '@leadsift/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readError } from '../../../lib/api-client';
import { filterKeys } from './filter-keys';

export const previewFailedMessage = 'The preview could not be made. Please try again.';

/** The free preview (no credits): the model decides the most frequent values of each column. */
export async function previewColumns(body: PreviewRequest): Promise<PreviewResult> {
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
