import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

const tiersResponse = z.object({
  data: z.array(z.object({ name: z.string(), displayName: z.string(), credits_per_month: z.number() })),
});
export type TierOption = z.infer<typeof tiersResponse>['data'][number];

/** GET /api/admin/tiers: the plan tiers a user can be put on (docs/product.md#roles: beta_tester is the default). */
export async function getTiers(): Promise<TierOption[]> {
  return tiersResponse.parse(await apiJson('GET', '/api/admin/tiers')).data;
}

export function useTiers() {
  return useQuery({ queryKey: adminKeys.tiers, queryFn: getTiers, staleTime: 5 * 60_000 });
}
