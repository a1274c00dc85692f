import { formatCount } from './format.ts';

/**
 * Decisions under this confidence are flagged "Needs review" (server filter and web badge alike). Rules and
 * keyword matches decide above it; the offline fallback ("no keep term found") and undecided values fall below.
 */
export const REVIEW_CONFIDENCE = 0.6;

/**
 * The estimate's sentence. With a model: "412 values: 380 decided by rules (no model call), 32 by the model".
 * Offline (no model configured) nothing is asked of a model and nothing is cached: "412 values: 380 decided by
 * rules, 32 guessed by keywords or left for review". Credits are per row either way (the cost line says so).
 */
export function ruleSplitSummary(total: number, byRules: number, modelConfigured = true): string {
  const fmt = formatCount;
  const rest = total - byRules;
  const head = `${fmt(total)} ${total === 1 ? 'value' : 'values'}: ${fmt(byRules)} decided by rules`;
  return modelConfigured
    ? `${head} (no model call), ${fmt(rest)} by the model`
    : `${head}, ${fmt(rest)} guessed by keywords or left for review`;
}
