import {
  CREDIT_BANNER_REFETCH_MS,
  CRITICAL_NOTE_BELOW_CREDITS,
  formatCredits,
  nextResetDate,
  UNLIMITED,
  warningLevel,
  type UsageStats,
} from '@leadsift/shared';
import { Alert, AlertTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useUsageStats } from '../api/get-usage-stats';
import { formatResetDate } from './format-reset-date';

/** One key holding the last dismissed '{level}:{percent}': a new level or percentage shows the banner again. */
export const creditBannerDismissedKey = 'leadsift.creditBanner.dismissed';

function readDismissed(): string | null {
  try {
    return localStorage.getItem(creditBannerDismissedKey);
  } catch {
    return null;
  }
}

function writeDismissed(token: string): void {
  try {
    localStorage.setItem(creditBannerDismissedKey, token);
  } catch {
    // Storage unavailable (private mode): the dismissal then lasts until the page reloads.
  }
}

/** docs/product.md#screens and docs/product.md#states: warns at 75% (warning) and 90% (error) of monthly credits used; re-checks every 5 minutes. */
export function CreditBanner() {
  const { data: stats } = useUsageStats({ refetchInterval: CREDIT_BANNER_REFETCH_MS });
  const [dismissed, setDismissed] = useState(readDismissed);
  if (!stats || stats.creditsTotal === UNLIMITED || stats.creditsAvailable === UNLIMITED) return null;

  const percent = stats.percentUsed;
  const level = warningLevel(percent);
  const token = `${level}:${percent}`;
  if (level === 'none' || dismissed === token) return null;

  const handleDismiss = () => {
    writeDismissed(token);
    setDismissed(token);
  };
  const critical = level === 'critical';
  return (
    <Alert severity={critical ? 'error' : 'warning'} onClose={handleDismiss} sx={{ mb: 2 }}>
      <AlertTitle>{critical ? 'Credits running low!' : 'Consider monitoring usage'}</AlertTitle>
      {`You have used ${percent}% of your monthly credits (${formatCredits(stats.creditsAvailable)} remaining).`}
      {critical && stats.creditsAvailable < CRITICAL_NOTE_BELOW_CREDITS && <LowBalanceNote stats={stats} />}
    </Alert>
  );
}

function LowBalanceNote({ stats }: { stats: UsageStats }) {
  const resetDate = nextResetDate(stats.resetDate);
  const until = resetDate ? `until your credits reset on ${formatResetDate(resetDate)}` : 'until your credits reset';
  return (
    <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
      {`Fewer than ${CRITICAL_NOTE_BELOW_CREDITS} credits remain: new jobs cannot start ${until}.`}
    </Typography>
  );
}
