import { Alert } from '@mui/material';

export const offlineRaterLabel = 'Offline keyword rater (no AI model configured)';

/** Labels ratings made by the offline keyword rater, as the List Cleaner labels its offline matcher. */
export function OfflineRaterNote() {
  return (
    <Alert severity="warning" variant="outlined" role="note" sx={{ py: 0, alignItems: 'center' }}>
      {offlineRaterLabel}
    </Alert>
  );
}
