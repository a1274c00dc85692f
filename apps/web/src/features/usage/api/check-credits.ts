import { checkCreditsResponse, type CreditCheck } from '@leadsift/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usageKeys } from './usage-keys';

/** POST /api/usage/check-credits. Resolves null when the server answers `success: false`. */
export async function checkCredits(creditsNeeded: number): Promise<CreditCheck | null> {
  const response = await api.post('/api/usage/check-credits', { creditsNeeded });
  if (!response.ok) throw new Error(`Failed to check credits: ${response.status}`);
  const body = checkCreditsResponse.parse(await response.json());
  return body.success ? body.data : null;
}

/** Whole, non-negative counts only: the server answers anything else with 400. */
export function isValidCreditsNeeded(creditsNeeded: number): boolean {
  return Number.isInteger(creditsNeeded) && creditsNeeded >= 0;
}

export function checkCreditsQueryOptions(creditsNeeded: number) {
  return queryOptions({
    queryKey: usageKeys.check(creditsNeeded),
    queryFn: () => checkCredits(creditsNeeded),
    // A read despite the POST (it carries a body), so it is a query, not a mutation.
    enabled: isValidCreditsNeeded(creditsNeeded),
  });
}

export function useCheckCredits(creditsNeeded: number) {
  return useQuery(checkCreditsQueryOptions(creditsNeeded));
}
