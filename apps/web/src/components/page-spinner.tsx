import { Box, CircularProgress } from '@mui/material';

/** Full-height centred spinner for route chunks and auth loading. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '60vh', width: '100%' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
