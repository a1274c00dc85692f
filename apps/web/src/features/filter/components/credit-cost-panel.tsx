import { coveredRows, formatCount as n, stopAtLine, usageEstimateLine, type UsageEstimate } from '@leadsift/shared';
import { Alert, AlertTitle, Box, CircularProgress, Paper, Typography } from '@mui/material';
import { plural } from '../../../lib/plural';
import { RemainingAfterChip, type CreditCheckResult } from '../../usage';

export type CreditCostPanelProps = {
  rowCount: number;
  selectedColumns: string[];
  chunkSize: number;
  /** column -> distinct values, when the server reported them */
  distinctCounts?: Record<string, number> | undefined;
  /** The server's figure (values a preview decided left out), when it sent one. */
  modelCalls?: number | undefined;
  cachedValues?: number | undefined;
  /** "412 values: 380 decided by rules (no model call), 32 by the model" (ADR 0034). */
  ruleSummary?: string | undefined;
  /** Expected model tokens and money (ADR 0039). */
  usage?: UsageEstimate | undefined;
  /** "Stop at N credits" (ADR 0044): only the first N rows are covered and charged; null for the whole list. */
  creditLimit?: number | null | undefined;
  check: CreditCheckResult | null;
  isChecking: boolean;
  checkFailed: boolean;
  /** No model is configured: the offline keyword matcher guesses what rules leave, or leaves it for review. */
  offline?: boolean;
};

/** Model calls: one per chunk of distinct values in each column; null when the distinct counts are unknown. */
export function estimateModelCalls(columns: string[], chunkSize: number, distinct?: Record<string, number>) {
  if (!distinct || columns.some((c) => distinct[c] === undefined)) return null;
  const values = columns.reduce((sum, c) => sum + (distinct[c] ?? 0), 0);
  const calls = columns.reduce((sum, c) => sum + Math.ceil((distinct[c] ?? 0) / chunkSize), 0);
  return { values, calls };
}

/**
 * '412 distinct values across 2 columns → about 9 model calls (50 values per call).', 'no model calls (all decided
 * already)' when rules and earlier decisions settle them all; offline, what the keyword matcher does instead.
 */
export function modelCallsText(estimate: { values: number; calls: number }, columns: number, chunkSize: number, offline = false): string {
  const values = `${plural(estimate.values, 'distinct value')} across ${plural(columns, 'column')}`;
  if (offline) return `${values} → no model is set up: values the rules do not settle are guessed by keywords or left for review.`;
  const calls =
    estimate.calls === 0
      ? 'no model calls (all decided already, by rules or an earlier run)'
      : `about ${plural(estimate.calls, 'model call')} (${chunkSize} values per call)`;
  return `${values} → ${calls}.`;
}

/** docs/product.md#screens credit-cost panel: rows, credits, 'remaining after', and what the model will be asked. */
export function CreditCostPanel({
  rowCount,
  selectedColumns,
  chunkSize,
  distinctCounts,
  modelCalls,
  cachedValues,
  ruleSummary,
  usage,
  creditLimit,
  check,
  isChecking,
  checkFailed,
  offline = false,
}: CreditCostPanelProps) {
  const credits = coveredRows(rowCount, creditLimit);
  const stopAt = stopAtLine(rowCount, creditLimit);
  const computed = estimateModelCalls(selectedColumns, chunkSize, distinctCounts);
  const estimate = computed && modelCalls !== undefined ? { ...computed, calls: modelCalls } : computed;
  const reused = cachedValues && !offline ? ` ${n(cachedValues)} of them already decided (preview), no call needed.` : '';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Credit cost"
      sx={{ p: 2, display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>
          <strong>{n(rowCount)}</strong> rows × 1 credit = <strong>{n(rowCount)} credits</strong>
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="credits-per-row">
          Your plan counts credits per row, however each value is decided.
        </Typography>
        {stopAt && (
          <Typography data-testid="stop-at-line">
            <strong>{stopAt}</strong>
          </Typography>
        )}
        {isChecking && <CircularProgress size={18} aria-label="Checking credits" />}
        {check && <RemainingAfterChip remainingAfter={check.remainingAfter} />}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {estimate
          ? `${modelCallsText(estimate, selectedColumns.length, chunkSize, offline)}${reused}`
          : offline
            ? 'No model is set up: rules decide what they understand; the other values are guessed by keywords or left for review.'
            : `The model decides once per distinct value of each selected column, ${chunkSize} values per call, so repeated values cost no extra model calls.`}
      </Typography>
      {usage && (
        <Typography variant="body2" data-testid="usage-estimate">
          {usageEstimateLine(usage)}
        </Typography>
      )}
      {ruleSummary && (
        <Typography variant="body2" data-testid="rule-summary">
          {ruleSummary}
        </Typography>
      )}
      {check && !check.hasCredits && (
        <Alert severity="error" role="status">
          Insufficient credits: Need {n(credits)}, have {n(Math.max(0, check.creditsAvailable))} available.
        </Alert>
      )}
      {checkFailed && (
        <Alert severity="warning" role="status">
          <AlertTitle>Credit Check Unavailable</AlertTitle>
          Failed to check credit availability. Estimated cost: {n(credits)} credits.
        </Alert>
      )}
    </Paper>
  );
}
