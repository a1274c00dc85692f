import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { browserLocation } from '../../../lib/browser-location';
import { useEmergencyReset } from '../hooks/use-emergency-reset';
import { ResetStatusLine } from './reset-status-line';

/** docs/product.md#screens emergency reset: a way out when the app is stuck on bad saved state. */
export function EmergencyResetPage() {
  const navigate = useNavigate();
  const reset = useEmergencyReset();
  const started = reset.server !== 'idle';

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper elevation={3} sx={{ p: 4, maxWidth: 560, width: '100%', display: 'grid', gap: 3 }}>
        <Typography variant="h4" component="h1">
          Emergency Reset
        </Typography>
        <Alert severity="warning" icon={<WarningAmberIcon />}>
          Use this only if LeadSift is stuck or will not load. It deletes everything this browser keeps for LeadSift (local storage, session
          storage, cookies readable by the page and offline databases) and discards your unsaved draft on the server. Your lists, jobs,
          templates and credits are not affected.
        </Alert>
        {reset.error && (
          <Alert severity="error" role="alert">
            {reset.error}
          </Alert>
        )}
        {started && (
          <Stack spacing={1}>
            <ResetStatusLine label="Server-side reset" status={reset.server} errorText="Failed, but continuing..." />
            <ResetStatusLine label="Client-side reset" status={reset.client} errorText="Failed" />
          </Stack>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {reset.readyToReload ? (
            <Button variant="contained" color="primary" onClick={() => browserLocation.assign('/')}>
              Reload Application
            </Button>
          ) : (
            <Button variant="contained" color="error" disabled={reset.running} onClick={() => void reset.perform()}>
              Perform Complete Reset
            </Button>
          )}
          <Button variant="outlined" onClick={() => void navigate('/')}>
            Return to App
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
