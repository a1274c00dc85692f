import { storageUsageText, type StorageUsage } from '@leadsift/shared';
import { Box, LinearProgress, Typography } from '@mui/material';

export function storagePercent({ usedBytes, quotaBytes }: StorageUsage): number {
  if (quotaBytes === null || quotaBytes <= 0) return 0;
  return Math.min(100, Math.round((usedBytes / quotaBytes) * 100));
}

export function StorageSummary({ storage }: { storage: StorageUsage }) {
  const percent = storagePercent(storage);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography sx={{ fontWeight: 500 }}>{`Storage used: ${storageUsageText(storage)}`}</Typography>
      {storage.quotaBytes !== null && (
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label="Storage used"
          color={percent >= 90 ? 'error' : percent >= 75 ? 'warning' : 'primary'}
          sx={{ mt: 1, height: 8, borderRadius: 1 }}
        />
      )}
    </Box>
  );
}
