export { checkCredits, useCheckCredits } from './api/check-credits';
export { getUsageStats, useUsageStats } from './api/get-usage-stats';
export { getUserTier, useUserTier } from './api/get-user-tier';
export { usageKeys } from './api/usage-keys';
export { CostLine } from './components/cost-line';
export { CreditBanner } from './components/credit-banner';
export { RemainingAfterChip, type RemainingAfterChipProps } from './components/remaining-after-chip';
export { UsageWidget, type UsageWidgetProps } from './components/usage-widget';
export { useCreditCheck, type CreditCheckResult } from './hooks/use-credit-check';
