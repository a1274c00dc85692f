import { formatCredits, formatExactCredits, nextResetDate, storageUsageText, UNLIMITED } from '@leadsift/shared';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { poolLabel, useCurrentWorkspace } from '../api/get-current-workspace';
import { useStorageUsage } from '../api/get-storage-usage';
import type { ReadySummary, UsageSummary } from '../hooks/use-usage-summary';
import { formatResetDate } from './format-reset-date';
import { MemberSpend, showsMemberSpend } from './member-spend';
import { UsageHistoryCharts } from './usage-history-charts';
import { levelBarSx } from './level-colors';
import { failedTooltip, unavailableTooltip, UsageLoading } from './usage-status';
import { UsageWarningText } from './usage-warning-text';

type UsageDialogProps = {
  open: boolean;
  onClose: () => void;
  summary: UsageSummary;
  onRefresh: () => void;
  isRefreshing: boolean;
};

/** docs/product.md#screens: 'Usage & Billing Details' with Current Usage, Your Plan and Billing Cycle; Refresh reloads both calls. */
export function UsageDialog({ open, onClose, summary, onRefresh, isRefreshing }: UsageDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="usage-dialog-title">
      <DialogTitle id="usage-dialog-title">Usage & Billing Details</DialogTitle>
      {/* With the charts the content scrolls on a short screen: keyboard users can focus it to scroll (axe). */}
      <DialogContent dividers tabIndex={0}>
        {summary.state === 'ready' ? (
          <UsageDetails summary={summary} />
        ) : summary.state === 'loading' ? (
          <UsageLoading />
        ) : (
          <Typography>{summary.error ? failedTooltip : unavailableTooltip}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onRefresh} disabled={isRefreshing}>
          Refresh
        </Button>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function UsageDetails({ summary }: { summary: ReadySummary }) {
  const { stats, tier, percent, level } = summary;
  const monthlyCredits = tier?.credits_per_month ?? stats.creditsTotal;
  const resetDate = nextResetDate(stats.resetDate);
  const resetAmount = monthlyCredits === UNLIMITED ? 'unlimited' : formatCredits(monthlyCredits);
  const storage = useStorageUsage();
  const bonus = bonusCredits(stats.creditsTotal, monthlyCredits);
  // A team workspace's figures are its pool, shared by every member (ADR 0067).
  const workspace = useCurrentWorkspace();
  const pool = poolLabel(workspace);
  return (
    <Stack spacing={3}>
      {pool && (
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {pool}
        </Typography>
      )}
      <Section title="Current Usage">
        <Detail label="Credits Used">{formatCredits(stats.creditsUsed)}</Detail>
        <Detail label="Credits Remaining">{formatCredits(stats.creditsAvailable)}</Detail>
        {bonus > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
            {`Includes ${formatExactCredits(bonus)} bonus ${bonus === 1 ? 'credit' : 'credits'}`}
          </Typography>
        )}
        <Detail label="Usage">{`${percent}%`}</Detail>
        <LinearProgress variant="determinate" value={Math.min(percent, 100)} aria-label="Usage" sx={levelBarSx(level)} />
        <UsageWarningText level={level} />
      </Section>
      <Section title="Usage This Cycle">
        <UsageHistoryCharts />
      </Section>
      {showsMemberSpend(workspace) && (
        <Section title="Spend per member">
          <MemberSpend workspace={workspace} />
        </Section>
      )}
      <Section title="Your Plan">
        <Detail label="Plan">{summary.planName}</Detail>
        <Detail label="Monthly Credits">{formatCredits(monthlyCredits)}</Detail>
      </Section>
      <Section title="Storage">
        <Detail label="Storage Used">{storage.data ? storageUsageText(storage.data) : storage.isError ? 'Unknown' : '…'}</Detail>
      </Section>
      <Section title="Billing Cycle">
        <Detail label="Next Reset">{resetDate ? formatResetDate(resetDate) : 'Unknown'}</Detail>
        <Typography variant="body2" color="text.secondary">
          {`Your credits will reset to ${resetAmount} on this date.`}
        </Typography>
      </Section>
    </Stack>
  );
}

/**
 * What the month offers beyond the plan: the server's total is used + available, the plan's monthly credits
 * plus bonus credits granted (25.3k remaining against 25.0k monthly needs a word). 0 when unlimited.
 */
export function bonusCredits(creditsTotal: number, monthlyCredits: number): number {
  if (creditsTotal === UNLIMITED || monthlyCredits === UNLIMITED) return 0;
  return Math.max(0, creditsTotal - monthlyCredits);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1}>{children}</Stack>
    </Box>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 500 }}>{children}</Typography>
    </Stack>
  );
}
