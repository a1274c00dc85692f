import { formatCount } from '@leadsift/shared';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useRotatingMessage } from '../hooks/use-rotating-message';
import type { UploadProgress } from '../hooks/use-upload-progress';
import { playfulMessageIntervalMs, playfulMessages } from './playful-messages';

const n = formatCount;
const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** What the bar says: bytes sent, rows read, or "Ready: 1,000,000 rows × 10 columns". */
export function uploadProgressText(progress: UploadProgress, ready?: { rows: number; columns: number }): string {
  if (progress.phase === 'done' && ready) return `Ready: ${n(ready.rows)} rows × ${n(ready.columns)} columns`;
  if (progress.phase === 'sending') return `Sending: ${mb(progress.sentBytes)} of ${mb(progress.totalBytes)} MB`;
  if (progress.phase === 'reading' && progress.waiting && progress.rows === 0) return `${progress.waiting}…`;
  if (progress.phase === 'reading') return progress.rows > 0 ? `Reading rows: ${n(progress.rows)} so far` : 'Reading rows…';
  return '';
}

export type UploadProgressBarProps = {
  progress: UploadProgress;
  /** Rows and columns of the finished upload, for the 'Ready' line. */
  ready?: { rows: number; columns: number } | undefined;
  onCancel: () => void;
};

/** A real upload progress bar (docs/product.md#uploads) with the documented rotating messages beside it and Cancel. */
export function UploadProgressBar({ progress, ready, onCancel }: UploadProgressBarProps) {
  const active = progress.phase === 'sending' || progress.phase === 'reading';
  const message = useRotatingMessage(playfulMessages, playfulMessageIntervalMs, active);
  if (progress.phase === 'idle' || progress.phase === 'cancelled' || progress.phase === 'failed') return null;
  if (progress.phase === 'done' && !ready) return null;
  const percent = progress.totalBytes ? Math.min(100, (progress.sentBytes / progress.totalBytes) * 100) : 0;
  const text = uploadProgressText(progress, ready);
  return (
    <Box data-testid="upload-progress" sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <LinearProgress
          sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
          variant={progress.phase === 'reading' ? 'indeterminate' : 'determinate'}
          value={progress.phase === 'done' ? 100 : percent}
          aria-label="Upload progress"
        />
        {active && (
          <Button size="small" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" role="status">
          {text}
        </Typography>
        {active && (
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {message}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
