import { Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiKeysSection } from '../../features/api-keys';
import { WebhooksSection } from '../../features/webhooks';
import type { MainToolMode } from '../main-tool/modes';
import { SideNav } from '../shell/side-nav';

/**
 * /account (minimal, issue 22): API keys and webhooks. Issue 21's account page (name, password, sessions,
 * notifications) is built beside it; the sections are self-contained so both pages merge into one.
 */
export function AccountRoute() {
  const navigate = useNavigate();
  const openMode = (mode: MainToolMode) => void navigate(mode === 'tickets' ? '/tickets' : '/', { state: { mode } });
  return (
    <Box sx={{ display: 'flex', flexGrow: 1 }}>
      <SideNav mode={null} onSelect={openMode} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: 3 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Account
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Drive LeadSift from your own scripts, a CRM, Zapier, n8n or Make:{' '}
          <Link component={RouterLink} to="/account/automate">
            Automate it — examples in curl and Python
          </Link>
          .
        </Typography>
        <Stack spacing={3}>
          <ApiKeysSection />
          <WebhooksSection />
        </Stack>
      </Box>
    </Box>
  );
}
