import { Box } from '@mui/material';
import { useNavigate } from 'react-router';
import { AccountPage, NotificationsSection, PasswordSection, ProfileSection, SessionsSection } from '../../features/account';
import { UsageWidget } from '../../features/usage';
import type { MainToolMode } from '../main-tool/modes';
import { SideNav } from '../shell/side-nav';

/**
 * /account (issue 21), from the avatar menu. Each section is its own component, so other features'
 * sections (API keys, webhooks) slot in here beside them.
 */
export function AccountRoute() {
  const navigate = useNavigate();
  const openMode = (mode: MainToolMode) => void navigate(mode === 'tickets' ? '/tickets' : '/', { state: { mode } });
  return (
    <Box sx={{ display: 'flex', flexGrow: 1 }}>
      <SideNav mode={null} onSelect={openMode} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: 3 }}>
        <AccountPage>
          <ProfileSection usage={<UsageWidget />} />
          <PasswordSection />
          <SessionsSection />
          <NotificationsSection />
        </AccountPage>
      </Box>
    </Box>
  );
}
