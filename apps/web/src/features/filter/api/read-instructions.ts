import { readingResult, type ReadingBody, type ReadingResult } from '@leadsift/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readError } from '../../../lib/api-client';
import { filterKeys } from './filter-keys';

export const readingFailedMessage = 'The model could not be asked to read the instructions. Please try again.';

/** POST /api/filter/reading: the model restates instructions the rules cannot read (one call per column, remembered). */
export async function readInstructions(body: ReadingBody): Promise<ReadingResult> {
  const response = await api.post('/api/filter/reading', body);
  if (!response.ok) throw new Error(await readError(response, readingFailedMessage));
  const parsed = readingResult.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(readingFailedMessage);
  return parsed.data;
}

export function useReadInstructions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readInstructions,
    // The reading is stored now: the estimate shows it, and counts the values the rules decide from it.
    onSuccess: () => void client.invalidateQueries({ queryKey: [...filterKeys.all, 'estimate'] }),
  });
}
