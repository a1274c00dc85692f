import { Alert } from '@mui/material';
import { useAiStatus } from '../api/get-ai-status';

/** Says so wherever decisions show while the offline keyword matcher, not an AI model, is deciding. */
export function OfflineModelLabel() {
  const status = useAiStatus();
  if (!status.data?.offline) return null;
  return (
    <Alert severity="warning" variant="outlined" role="note" sx={{ py: 0, alignItems: 'center' }}>
      {status.data.label}
    </Alert>
  );
}
