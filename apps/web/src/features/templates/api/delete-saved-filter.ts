import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { templateKeys } from './template-keys';
import type { SavedFilter } from './template-schemas';

export const deleteFilterFailed = 'Failed to delete filter';

/** DELETE /api/saved-filters/{id}. */
export async function deleteSavedFilter(id: string): Promise<void> {
  const response = await api.delete(`/api/saved-filters/${encodeURIComponent(id)}`).catch(() => null);
  if (!response?.ok) throw new Error(deleteFilterFailed);
}

export function useDeleteSavedFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedFilter,
    onSuccess: (_data, id) => {
      client.setQueryData<SavedFilter[]>(templateKeys.list, (list) => list?.filter((f) => f.id !== id));
      client.removeQueries({ queryKey: templateKeys.detail(id) });
    },
  });
}
