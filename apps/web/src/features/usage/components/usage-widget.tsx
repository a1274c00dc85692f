import { useState } from 'react';
import { poolLabel, useCurrentWorkspace } from '../api/get-current-workspace';
import { useUsageSummary } from '../hooks/use-usage-summary';
import { UsageCardBody, UsageCardFrame } from './usage-card';
import { UsageChip } from './usage-chip';
import { UsageDialog } from './usage-dialog';
import { UsageLoading, UsageUnavailable } from './usage-status';

export type UsageWidgetProps = {
  /** The app-bar chip instead of the 'Usage & Credits' card. */
  compact?: boolean;
};

/** docs/product.md#screens usage widget: loading, unavailable and loaded states, opening the 'Usage & Billing Details' dialog. */
export function UsageWidget({ compact = false }: UsageWidgetProps) {
  const { summary, refresh, isRefreshing } = useUsageSummary();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const pool = poolLabel(useCurrentWorkspace());
  const handleOpenDetails = () => setDetailsOpen(true);

  let content;
  if (summary.state === 'loading') content = <UsageLoading />;
  else if (summary.state === 'unavailable') content = <UsageUnavailable compact={compact} error={summary.error} />;
  else if (compact) content = <UsageChip summary={summary} onOpenDetails={handleOpenDetails} pool={pool} />;
  else content = <UsageCardBody summary={summary} pool={pool} />;

  return (
    <>
      {compact ? (
        content
      ) : (
        <UsageCardFrame onOpenDetails={summary.state === 'ready' ? handleOpenDetails : undefined}>{content}</UsageCardFrame>
      )}
      <UsageDialog
        open={detailsOpen}
        onClose={() => setDetailsOpen(false)}
        summary={summary}
        onRefresh={refresh}
        isRefreshing={isRefreshing}
      />
    </>
  );
}
