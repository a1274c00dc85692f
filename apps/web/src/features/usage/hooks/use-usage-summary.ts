import { UNLIMITED, warningLevel, type UsageStats, type UserTier, type WarningLevel } from '@leadsift/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useUsageStats } from '../api/get-usage-stats';
import { useUserTier } from '../api/get-user-tier';
import { usageKeys } from '../api/usage-keys';

export type ReadySummary = {
  state: 'ready';
  stats: UsageStats;
  tier: UserTier | null;
  planName: string;
  unlimited: boolean;
  percent: number;
  level: WarningLevel;
};

export type UsageSummary =
  | { state: 'loading' }
  /** `error` is set when a call failed; without it the server answered but had no data. */
  | { state: 'unavailable'; error: Error | null }
  | ReadySummary;

export const unknownPlanName = 'Unknown plan';

/**
 * Stats and tier for the usage widget and dialog. Both queries mount in the same render, so the two
 * calls go out in parallel (docs/product.md#api). Only the stats decide availability: without a tier the figures
 * are still right and only the plan name is unknown.
 */
export function useUsageSummary() {
  const client = useQueryClient();
  const statsQuery = useUsageStats();
  const tierQuery = useUserTier();
  const { refetch: refetchStats } = statsQuery;
  const { refetch: refetchTier } = tierQuery;

  // The members' spend (the dialog's table, when shown) is reloaded with the pool's figures.
  const refresh = useCallback(async () => {
    await Promise.all([refetchStats(), refetchTier(), client.refetchQueries({ queryKey: usageKeys.workspaceUsage, type: 'active' })]);
  }, [client, refetchStats, refetchTier]);

  const summary = toSummary({
    stats: statsQuery.data,
    error: statsQuery.error,
    statsLoading: statsQuery.isPending,
    tierLoading: tierQuery.isPending,
    tier: tierQuery.data ?? null,
  });
  return { summary, refresh, isRefreshing: statsQuery.isFetching || tierQuery.isFetching };
}

type SummaryInput = {
  stats: UsageStats | null | undefined;
  error: Error | null;
  statsLoading: boolean;
  tierLoading: boolean;
  tier: UserTier | null;
};

function toSummary({ stats, error, statsLoading, tierLoading, tier }: SummaryInput): UsageSummary {
  // Figures already shown stay after a failed background re-check: stale numbers beat 'Usage N/A'.
  if (!stats) {
    if (error) return { state: 'unavailable', error };
    return statsLoading ? { state: 'loading' } : { state: 'unavailable', error: null };
  }
  if (tierLoading) return { state: 'loading' };
  const unlimited = stats.creditsTotal === UNLIMITED || stats.creditsAvailable === UNLIMITED;
  const percent = unlimited ? 0 : stats.percentUsed;
  return {
    state: 'ready',
    stats,
    tier,
    planName: tier?.displayName ?? unknownPlanName,
    unlimited,
    percent,
    level: warningLevel(percent),
  };
}
