import { Backdrop, Box, CircularProgress, LinearProgress, Paper, Typography } from '@mui/material';
import { useRotatingMessage } from '../hooks/use-rotating-message';
import { playfulMessageIntervalMs, playfulMessages } from './playful-messages';

export const uploadProcessingTitle = 'Upload Processing';

export type ProcessingOverlayProps = {
  loading: boolean;
  title?: string;
  /** 0-100. */
  progress?: number;
  message?: string;
};

/** docs/product.md#screens "processing overlay": a dimmed full-screen backdrop with a centred 400 px card. */
export function ProcessingOverlay({
  loading,
  title = 'Filter Processing',
  progress = 0,
  message = 'Processing...',
}: ProcessingOverlayProps) {
  const isUpload = title === uploadProcessingTitle;
  const playful = useRotatingMessage(playfulMessages, playfulMessageIntervalMs, loading && isUpload);
  if (!loading) return null;
  const percent = Math.round(Math.min(100, Math.max(0, progress)));
  return (
    <Backdrop open sx={{ zIndex: 1000 }}>
      <Paper
        role="dialog"
        aria-modal="true"
        aria-label={title}
        aria-busy="true"
        elevation={8}
        sx={{ width: 400, maxWidth: '90%', p: 4, textAlign: 'center' }}
      >
        {isUpload ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3 }}>
            <CircularProgress size={60} aria-label={title} />
            <Typography aria-live="polite">{playful}</Typography>
          </Box>
        ) : (
          <>
            <Typography variant="h6" component="h2" gutterBottom>
              {title}: {percent}%
            </Typography>
            <LinearProgress variant="determinate" value={percent} aria-label={title} sx={{ height: 10, borderRadius: 5, mb: 2 }} />
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {message}
            </Typography>
          </>
        )}
      </Paper>
    </Backdrop>
  );
}
