import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Avatar,
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Toolbar,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { getUserDisplay } from '../../features/auth/user-display';
import { NotificationBell } from '../../features/notifications';
import { WorkspaceSwitcher } from '../../features/workspaces';
import { CreditsChipSlot } from './credits-chip-slot';
import { ColorModeToggle } from './color-mode-toggle';
import { useNarrowLayout, useNavDrawer } from './nav-drawer';

/** docs/product.md#shell app bar: a spinner while auth loads, nothing when signed out. */
export function AppTopBar({
  creditsSlot = <CreditsChipSlot />,
  notificationsSlot = <NotificationBell />,
  workspaceSlot = <WorkspaceSwitcher />,
}: {
  creditsSlot?: ReactNode;
  notificationsSlot?: ReactNode;
  workspaceSlot?: ReactNode;
}) {
  const { loading, isAuthenticated, user, userProfile, signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const narrow = useNarrowLayout();
  const drawer = useNavDrawer();
  if (!loading && !isAuthenticated) return null;
  const { displayName, avatarUrl } = getUserDisplay(user, userProfile);

  const handleLogout = async () => {
    setMenuAnchor(null);
    setSigningOut(true);
    await signOut();
    void navigate('/login', { replace: true });
  };

  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      {/* On a phone (390 px) the name chip shows its avatar only and Logout sits in its menu, so every control fits the bar. */}
      <Toolbar sx={{ px: { xs: 1, sm: 3 } }}>
        {narrow && !loading && (
          <IconButton
            color="inherit"
            aria-label="Open navigation"
            aria-expanded={drawer.open}
            onClick={() => drawer.setOpen(true)}
            sx={{ mr: 1 }}
          >
            <MenuIcon />
          </IconButton>
        )}
        {/* On a phone the workspace switcher takes the name's place: its name is cut short there, never the bar widened. */}
        <Typography variant="h6" component="div" noWrap sx={{ fontWeight: 700, mr: 2, display: { xs: 'none', sm: 'block' } }}>
          LeadSift
        </Typography>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', mr: { xs: 0.5, sm: 1.5 } }}>{!loading && workspaceSlot}</Box>
        {loading ? (
          <CircularProgress color="inherit" size={24} aria-label="Loading user" />
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1.5 }, flexShrink: 0 }}>
            {creditsSlot}
            {notificationsSlot}
            <Chip
              avatar={
                <Avatar alt="" src={avatarUrl ?? undefined} aria-hidden>
                  {displayName.charAt(0).toUpperCase()}
                </Avatar>
              }
              label={displayName}
              title={displayName}
              variant="outlined"
              onClick={(e) => setMenuAnchor(e.currentTarget)}
              aria-haspopup="menu"
              sx={{
                color: 'inherit',
                borderColor: 'currentColor',
                '& .MuiChip-label': { display: { xs: 'none', sm: 'block' } },
                '& .MuiChip-avatar': { mr: { xs: 0.5, sm: -0.75 } },
              }}
            />
            <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
              <MenuItem
                onClick={() => {
                  setMenuAnchor(null);
                  void navigate('/account');
                }}
              >
                Account
              </MenuItem>
              <MenuItem disabled={signingOut} onClick={() => void handleLogout()}>
                <ListItemIcon>
                  <LogoutIcon fontSize="small" />
                </ListItemIcon>
                Logout
              </MenuItem>
            </Menu>
            <ColorModeToggle />
            {!narrow && (
              <Button color="inherit" startIcon={<LogoutIcon />} disabled={signingOut} onClick={() => void handleLogout()}>
                Logout
              </Button>
            )}
          </Box>
        )}
      </Toolbar>
    </AppBar>
  );
}
