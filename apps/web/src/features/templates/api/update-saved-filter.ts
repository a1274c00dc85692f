import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSavedFilterRequest } from '@leadsift/shared';
import { z } from 'zod';
import { api, readError } from '../../../lib/api-client';
import { templateKeys } from './template-keys';
import { savedFilter, type SavedFilter } from './template-schemas';

export const updateFilterFailed = 'Failed to save the template';

const updateResponse = z.object({ filter: savedFilter });

/** PATCH /api/saved-filters/{id}: the owner's edit of name, description or criteria; the server's 400 text when it refuses. */
export async function updateSavedFilter({ id, ...body }: UpdateSavedFilterRequest & { id: string }): Promise<SavedFilter> {
  const response = await api.patch(`/api/saved-filters/${encodeURIComponent(id)}`, body).catch(() => null);
  if (!response) throw new Error(updateFilterFailed);
  if (!response.ok) throw new Error(await readError(response, updateFilterFailed));
  const parsed = updateResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(updateFilterFailed);
  return parsed.data.filter;
}

/** Writes the edited template into the cached list and detail. */
export function useUpdateSavedFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSavedFilter,
    onSuccess: (filter) => {
      client.setQueryData<SavedFilter[]>(templateKeys.list, (list) => list?.map((f) => (f.id === filter.id ? filter : f)));
      client.setQueryData(templateKeys.detail(filter.id), filter);
    },
  });
}
