import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, LinearProgress, Tooltip, Typography } from '@mui/material';

import { REVIEW_CONFIDENCE } from '@leadsift/shared';

/** Decisions under this confidence are flagged for review (the server's 'needsReview'): one constant in packages/shared. */
export const reviewConfidence = REVIEW_CONFIDENCE;

/**
 * How sure the decision was, with a warning under the review threshold. A value the user decided shows
 * 'Decided by you' instead: no warning, no bar of the guess it replaced (ADR 0058).
 */
export function ConfidenceIndicator({ confidence, decidedByYou = false }: { confidence: number; decidedByYou?: boolean }) {
  if (decidedByYou)
    return (
      <Typography variant="caption" color="text.secondary">
        Decided by you
      </Typography>
    );
  const percent = Math.round(Math.min(1, Math.max(0, confidence)) * 100);
  const low = confidence < reviewConfidence;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={low ? 'warning' : 'success'}
        sx={{ flexGrow: 1, height: 6, borderRadius: 3 }}
        aria-label={`Confidence ${percent}%`}
      />
      <Typography variant="caption" sx={{ minWidth: 32 }}>
        {percent}%
      </Typography>
      {low && (
        <Tooltip title="Needs review">
          {/* An icon is aria-hidden unless told otherwise: as an image with a name, screen readers say it. */}
          <WarningAmberIcon fontSize="small" color="warning" role="img" aria-hidden={false} aria-label="Needs review" />
        </Tooltip>
      )}
    </Box>
  );
}
