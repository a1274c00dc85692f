import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { retrieveTemplateFailed } from './get-saved-filter';
import { appliedTemplateConfig, type AppliedTemplateConfig } from './template-schemas';

const applyResponse = z.object({ config: appliedTemplateConfig });

/** POST /api/apply-saved-filter: the configuration to pre-fill (docs/product.md#entities); failures read the template text of docs/product.md#messages. */
export async function applySavedFilter(savedFilterId: string): Promise<AppliedTemplateConfig> {
  const response = await api.post('/api/apply-saved-filter', { savedFilterId }).catch(() => null);
  if (!response?.ok) throw new Error(retrieveTemplateFailed);
  const parsed = applyResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(retrieveTemplateFailed);
  return parsed.data.config;
}

/** A mutation (not a query): applying is a user action that must run each time, never from cache. */
export function useApplySavedFilter() {
  return useMutation({ mutationFn: applySavedFilter });
}
