import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveFilterRequest } from '@leadsift/shared';
import { z } from 'zod';
import { api, readError } from '../../../lib/api-client';
import { templateKeys } from './template-keys';
import { savedFilter, type SavedFilter } from './template-schemas';

export const saveFilterFailed = 'Failed to save filter';
export const saveFilterError = 'An error occurred while saving the filter';

/** docs/product.md#entities save payload (the shared contract); `filterId` is the job the results came from, `templateId` the template they were opened with. */
export type SaveFilterInput = SaveFilterRequest;

const saveResponse = z.object({ filter: savedFilter });

/** POST /api/saved-filters: the server's 400 text (docs/product.md#validation) or the save texts of docs/product.md#messages. */
export async function saveFilter(input: SaveFilterInput): Promise<SavedFilter> {
  let response: Response;
  try {
    response = await api.post('/api/saved-filters', input);
  } catch {
    throw new Error(saveFilterError);
  }
  if (!response.ok) throw new Error(await readError(response, saveFilterFailed));
  const parsed = saveResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(saveFilterFailed);
  return parsed.data.filter;
}

export function useSaveFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveFilter,
    onSuccess: () => void client.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
