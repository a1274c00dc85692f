import { RESEARCH_INSUFFICIENT_CREDITS, usageEstimateLine, type ResearchEstimate, formatCount } from '@leadsift/shared';
import { Alert, AlertTitle, Box, CircularProgress, Paper, Typography } from '@mui/material';
import { plural } from '../../../lib/plural';
import { RemainingAfterChip, type CreditCheckResult } from '../../usage';

export type ResearchEstimatePanelProps = {
  estimate: ResearchEstimate | undefined;
  estimating: boolean;
  estimateError: string | null;
  check: CreditCheckResult | null;
  isChecking: boolean;
  checkFailed: boolean;
};

const n = formatCount;

/** 'N websites (M duplicates merged, K invalid skipped) × 1 credit = N credits'. */
export function estimateLine(e: ResearchEstimate): string {
  const sites = plural(e.websiteCount, 'website', 'websites');
  const cost = plural(e.creditsPerWebsite, 'credit', 'credits');
  return `${sites} (${plural(e.duplicates, 'duplicate')} merged, ${n(e.invalid)} invalid skipped) × ${cost} = ${plural(e.creditsNeeded, 'credit', 'credits')}`;
}

export function overTierLimit(e: ResearchEstimate | undefined): boolean {
  return Boolean(e && e.maxWebsitesPerJob >= 0 && e.websiteCount > e.maxWebsitesPerJob);
}

/** The credit estimate (docs/product.md#research-agent): distinct websites, what was merged or skipped, the cost, and the tier's limit. */
export function ResearchEstimatePanel({ estimate, estimating, estimateError, check, isChecking, checkFailed }: ResearchEstimatePanelProps) {
  return (
    <Paper variant="outlined" component="section" aria-label="Credit estimate" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h2">
        Credit estimate
      </Typography>
      {!estimate && !estimating && !estimateError && (
        <Typography color="text.secondary">Choose your websites and their column to see what this research costs.</Typography>
      )}
      {estimating && !estimate && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={18} aria-label="Estimating" />
          <Typography>Counting websites...</Typography>
        </Box>
      )}
      {estimateError && <Alert severity="error">{estimateError}</Alert>}
      {estimate && (
        <>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }} aria-live="polite">
            <Typography data-testid="research-estimate">{estimateLine(estimate)}</Typography>
            {(isChecking || estimating) && <CircularProgress size={18} aria-label="Checking credits" />}
            {check && <RemainingAfterChip remainingAfter={check.remainingAfter} />}
          </Box>
          {estimate.usage && (
            <Typography variant="body2" data-testid="usage-estimate">
              {usageEstimateLine(estimate.usage)}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {estimate.maxWebsitesPerJob < 0
              ? 'Your plan has no limit on websites per job.'
              : `Your plan allows up to ${plural(estimate.maxWebsitesPerJob, 'website', 'websites')} per job.`}{' '}
            Websites that cannot be visited are not charged.
          </Typography>
          {overTierLimit(estimate) && (
            <Alert severity="error" role="status">
              {`This list has ${plural(estimate.websiteCount, 'website', 'websites')}; your plan allows up to ${n(estimate.maxWebsitesPerJob)} per job. Please reduce the number of websites or ask your administrator for a larger plan.`}
            </Alert>
          )}
          {check && !check.hasCredits && (
            <Alert severity="error" role="status">
              {RESEARCH_INSUFFICIENT_CREDITS}{' '}
              {`Need ${n(estimate.creditsNeeded)}, have ${n(Math.max(0, check.creditsAvailable))} available.`}
            </Alert>
          )}
          {checkFailed && (
            <Alert severity="warning" role="status">
              <AlertTitle>Credit Check Unavailable</AlertTitle>
              Failed to check credit availability. Estimated cost: {n(estimate.creditsNeeded)} credits.
            </Alert>
          )}
        </>
      )}
    </Paper>
  );
}
