import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Chip, CircularProgress, Stack, Tooltip, Typography } from '@mui/material';

export const unavailableTooltip = 'Usage information unavailable';
export const failedTooltip = 'Failed to load usage information';

export function UsageLoading() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
      <CircularProgress size={16} color="inherit" aria-label="Loading usage" />
      <Typography variant="body2">Loading...</Typography>
    </Stack>
  );
}

type UsageUnavailableProps = { compact: boolean; error: Error | null };

/** docs/product.md#screens: a warning chip; the tooltip says whether a call failed or the server simply had no data. */
export function UsageUnavailable({ compact, error }: UsageUnavailableProps) {
  return (
    <Tooltip title={error ? failedTooltip : unavailableTooltip} enterDelay={100} describeChild>
      <Chip
        icon={<WarningAmberIcon />}
        label={compact ? 'N/A' : 'Usage N/A'}
        color="warning"
        size={compact ? 'small' : 'medium'}
        // Focusable so keyboard users can reach the tooltip.
        tabIndex={0}
      />
    </Tooltip>
  );
}
