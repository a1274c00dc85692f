import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { templateKeys } from './template-keys';
import type { SavedFilter } from './template-schemas';

export const filterIdRequired = 'Filter ID is required';
export const toggleFavoriteFailed = 'Failed to toggle favorite status';
export const toggleFavoriteError = 'An error occurred while updating favorite status';
export const toggleFavoriteInvalid = 'Failed to update favorite status: Invalid response';

const toggleResponse = z.object({ filter: z.object({ id: z.string(), is_favorite: z.boolean() }) });

/** POST /api/saved-filters/{id}/toggle-favorite: the server's new is_favorite (docs/product.md#states). */
export async function toggleFavorite(id: string): Promise<{ id: string; is_favorite: boolean }> {
  if (!id) throw new Error(filterIdRequired);
  let response: Response;
  try {
    response = await api.post(`/api/saved-filters/${encodeURIComponent(id)}/toggle-favorite`);
  } catch {
    throw new Error(toggleFavoriteError);
  }
  if (!response.ok) throw new Error(toggleFavoriteFailed);
  const parsed = toggleResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(toggleFavoriteInvalid);
  return parsed.data.filter;
}

/** Writes the returned is_favorite into the cached list, so the star and order follow the server. */
export function useToggleFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onSuccess: ({ id, is_favorite }) => {
      client.setQueryData<SavedFilter[]>(templateKeys.list, (list) => list?.map((f) => (f.id === id ? { ...f, is_favorite } : f)));
      void client.invalidateQueries({ queryKey: templateKeys.detail(id) });
    },
  });
}
