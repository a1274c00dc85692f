import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { filterStats, type Override } from '@leadsift/shared';

const overridesResponse = z.object({ success: z.boolean().optional(), applied: z.number().optional(), stats: filterStats.optional() });
export type OverridesResponse = z.infer<typeof overridesResponse>;

export const overrideFailedMessage = 'Failed to save decision to database. Please try again.';

/** POST /api/overrides. Any failure reads as the override message of docs/product.md#messages (the caller reverts). */
export async function saveOverrides(filterId: string, overrides: Override[]): Promise<OverridesResponse> {
  let response: Response;
  try {
    response = await api.post('/api/overrides', { filterId, overrides });
  } catch {
    throw new Error(overrideFailedMessage);
  }
  const parsed = overridesResponse.safeParse(await response.json().catch(() => null));
  if (!response.ok || !parsed.success) throw new Error(overrideFailedMessage);
  return parsed.data;
}
