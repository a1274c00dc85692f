import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { AccountPage, NotificationsSection, PasswordSection, ProfileSection, SessionsSection } from '../../features/account';
import { ApiKeysSection } from '../../features/api-keys';
import { ConnectedAppsSection } from '../../features/connected-apps';
import { UsageWidget } from '../../features/usage';
import { WebhooksSection } from '../../features/webhooks';

/**
 * /account, from the avatar menu: the account's own sections (ADR 0035) and the ways other systems drive it —
 * API keys and webhooks (ADR 0036). Each section is its own component.
 */
export function AccountRoute() {
  return (
    <AccountPage>
      <ProfileSection usage={<UsageWidget />} />
      <PasswordSection />
      <SessionsSection />
      <NotificationsSection />
      <Typography>
        Drive LeadSift from your own scripts, a CRM, Zapier, n8n or Make:{' '}
        <Link component={RouterLink} to="/account/automate">
          Automate it — examples in curl and Python
        </Link>
        ; or from an AI assistant (Claude, Cursor, VS Code):{' '}
        <Link component={RouterLink} to="/account/automate#ai-assistant">
          Use LeadSift from an AI assistant
        </Link>
        .
      </Typography>
      <ApiKeysSection />
      <ConnectedAppsSection />
      <WebhooksSection />
    </AccountPage>
  );
}
