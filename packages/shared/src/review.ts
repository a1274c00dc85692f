/**
 * Decisions under this confidence are flagged "Needs review" (server filter and web badge alike). Rules and
 * keyword matches decide above it; the offline fallback ("no keep term found") and undecided values fall below.
 */
export const REVIEW_CONFIDENCE = 0.6;

/** The estimate's sentence: "412 values: 380 decided by rules (free), 32 by the model". */
export function ruleSplitSummary(total: number, byRules: number): string {
  const fmt = (n: number) => n.toLocaleString('en-US');
  return `${fmt(total)} ${total === 1 ? 'value' : 'values'}: ${fmt(byRules)} decided by rules (free), ${fmt(total - byRules)} by the model`;
}
