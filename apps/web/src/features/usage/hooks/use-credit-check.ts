import { remainingAfter } from '@leadsift/shared';
import { useCheckCredits } from '../api/check-credits';

export type CreditCheckResult = {
  hasCredits: boolean;
  /** -1 = unlimited */
  creditsAvailable: number;
  /** Credits left once the job is charged; null when unlimited. */
  remainingAfter: number | null;
};

/**
 * Asks the server whether `creditsNeeded` credits are available (wizard and research form).
 * `check` is null until an answer arrives, and stays null when the check failed (`error`) or the
 * server had no data; callers then show 'Credit Check Unavailable' (docs/product.md#messages).
 */
export function useCreditCheck(creditsNeeded: number) {
  const query = useCheckCredits(creditsNeeded);
  const data = query.data;
  const check: CreditCheckResult | null = data
    ? {
        hasCredits: data.hasCredits,
        creditsAvailable: data.creditsAvailable,
        remainingAfter: remainingAfter(data.creditsAvailable, creditsNeeded),
      }
    : null;
  return { check, isChecking: query.isFetching, error: query.error, refetch: query.refetch };
}
