// The answers are the shared contracts (packages/shared/src/usage-history.ts) that the web parses too.
export { adminUsageHistoryResponse, adminUsageQuery, usageHistoryResponse, type AdminUsageQuery } from '@leadsift/shared';
