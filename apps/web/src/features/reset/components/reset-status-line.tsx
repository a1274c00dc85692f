import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Box, CircularProgress, Typography } from '@mui/material';
import type { StepStatus } from '../hooks/use-emergency-reset';

type Props = { label: string; status: StepStatus; errorText: string };

const texts: Record<Exclude<StepStatus, 'error'>, string> = { idle: 'Not started', pending: 'In progress...', success: 'Complete' };

function StatusIcon({ status }: { status: StepStatus }) {
  if (status === 'pending') return <CircularProgress size={18} aria-hidden="true" />;
  if (status === 'success') return <CheckCircleIcon color="success" fontSize="small" aria-hidden="true" />;
  if (status === 'error') return <ErrorIcon color="error" fontSize="small" aria-hidden="true" />;
  return <HourglassEmptyIcon color="disabled" fontSize="small" aria-hidden="true" />;
}

export function ResetStatusLine({ label, status, errorText }: Props) {
  const text = status === 'error' ? errorText : texts[status];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status" aria-label={label}>
      <StatusIcon status={status} />
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Typography>
      <Typography component="span" color={status === 'error' ? 'error' : 'text.secondary'}>
        {text}
      </Typography>
    </Box>
  );
}
