import LogoutIcon from '@mui/icons-material/Logout';
import { AppBar, Avatar, Box, Button, Chip, CircularProgress, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { getUserDisplay } from '../../features/auth/user-display';
import { CreditsChipSlot } from './credits-chip-slot';
import { ColorModeToggle } from './color-mode-toggle';

/** SPEC §2 app bar: a spinner while auth loads, nothing when signed out. */
export function AppTopBar({ creditsSlot = <CreditsChipSlot /> }: { creditsSlot?: ReactNode }) {
  const { loading, isAuthenticated, user, userProfile, signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  if (!loading && !isAuthenticated) return null;
  const { displayName, avatarUrl } = getUserDisplay(user, userProfile);

  const handleLogout = async () => {
    setSigningOut(true);
    await signOut();
    void navigate('/login', { replace: true });
  };

  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar>
        <Typography variant="h6" component="div" sx={{ flexGrow: 1, fontWeight: 700 }}>
          LeadSift
        </Typography>
        {loading ? (
          <CircularProgress color="inherit" size={24} aria-label="Loading user" />
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            {creditsSlot}
            <Chip
              avatar={
                <Avatar alt="" src={avatarUrl ?? undefined}>
                  {displayName.charAt(0).toUpperCase()}
                </Avatar>
              }
              label={displayName}
              // The account page (API keys, webhooks): the avatar is its way in.
              clickable
              onClick={() => void navigate('/account')}
              variant="outlined"
              sx={{ color: 'inherit', borderColor: 'currentColor' }}
            />
            <ColorModeToggle />
            <Button color="inherit" startIcon={<LogoutIcon />} disabled={signingOut} onClick={() => void handleLogout()}>
              Logout
            </Button>
          </Box>
        )}
      </Toolbar>
    </AppBar>
  );
}
