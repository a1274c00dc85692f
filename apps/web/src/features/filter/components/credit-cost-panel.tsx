import { coveredRows, stopAtLine, usageEstimateLine, type UsageEstimate } from '@leadsift/shared';
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
  /** "412 values: 380 decided by rules (free), 32 by the model" (ADR 0034). */
  ruleSummary?: string | undefined;
  /** Expected model tokens and money (ADR 0039). */
  usage?: UsageEstimate | undefined;
  /** "Stop at N credits" (ADR 0044): only the first N rows are covered and charged; null for the whole list. */
  creditLimit?: number | null | undefined;
  check: CreditCheckResult | null;
  isChecking: boolean;
  checkFailed: boolean;
};

const n = (value: number) => value.toLocaleString('en-US');

/** Model calls: one per chunk of distinct values in each column; null when the distinct counts are unknown. */
export function estimateModelCalls(columns: string[], chunkSize: number, distinct?: Record<string, number>) {
  if (!distinct || columns.some((c) => distinct[c] === undefined)) return null;
  const values = columns.reduce((sum, c) => sum + (distinct[c] ?? 0), 0);
  const calls = columns.reduce((sum, c) => sum + Math.ceil((distinct[c] ?? 0) / chunkSize), 0);
  return { values, calls };
}

/** '412 distinct values across 2 columns → about 9 model calls (50 values per call).', or 'no model calls (all cached)'. */
export function modelCallsText(estimate: { values: number; calls: number }, columns: number, chunkSize: number): string {
  const calls =
    estimate.calls === 0 ? 'no model calls (all cached)' : `about ${plural(estimate.calls, 'model call')} (${chunkSize} values per call)`;
  return `${plural(estimate.values, 'distinct value')} across ${plural(columns, 'column')} → ${calls}.`;
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
}: CreditCostPanelProps) {
  const credits = coveredRows(rowCount, creditLimit);
  const stopAt = stopAtLine(rowCount, creditLimit);
  const computed = estimateModelCalls(selectedColumns, chunkSize, distinctCounts);
  const estimate = computed && modelCalls !== undefined ? { ...computed, calls: modelCalls } : computed;
  const reused = cachedValues ? ` ${n(cachedValues)} of them already decided (preview), no call needed.` : '';
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
          ? `${modelCallsText(estimate, selectedColumns.length, chunkSize)}${reused}`
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
