import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import HistoryIcon from '@mui/icons-material/History';
import TaskIcon from '@mui/icons-material/Task';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import {
  Box,
  Divider,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Toolbar,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { DemoRequestsBadge } from '../../features/admin/components/demo-requests-badge';
import { useIsAdmin } from '../../features/auth/hooks/use-is-admin';
import { modeTitles, sideNavModes } from '../main-tool/modes';
import { modePaths, paths, sectionOf } from '../paths';
import { useNarrowLayout, useNavDrawer } from './nav-drawer';

/**
 * docs/product.md#screens and docs/product.md#limits: permanent side navigation, 240 px, from 900 px on; below, the same entries in a temporary
 * drawer behind the top bar's menu button (ADR 0037), closed again by picking an entry. Its entries are links
 * (ADR 0060: open in a new tab, copy the address); the one the address belongs to is marked current.
 */
export const sideNavWidth = 240;

const icons: Record<(typeof sideNavModes)[number], typeof FilterAltIcon> = {
  filter: FilterAltIcon,
  research: TravelExploreIcon,
  templates: BookmarksIcon,
  'activity-history': HistoryIcon,
  automations: AutorenewIcon,
};

type EntryProps = { current: boolean; icon: ReactNode; label: string; to: string; onClick: () => void };

function NavEntry({ current, icon, label, to, onClick }: EntryProps) {
  return (
    // Each link sits in its own list item: a <ul> may only hold <li> children (axe: list).
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={to} selected={current} aria-current={current ? 'page' : undefined} onClick={onClick}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}

export function SideNav() {
  const isAdmin = useIsAdmin();
  const section = sectionOf(useLocation().pathname);
  const narrow = useNarrowLayout();
  const drawer = useNavDrawer();
  const close = () => drawer.setOpen(false);
  return (
    <Drawer
      variant={narrow ? 'temporary' : 'permanent'}
      open={narrow ? drawer.open : true}
      onClose={close}
      sx={narrow ? undefined : { width: sideNavWidth, flexShrink: 0 }}
      slotProps={{ paper: { sx: { width: sideNavWidth, boxSizing: 'border-box', overflowX: 'hidden' } } }}
    >
      {/* The permanent drawer starts below the fixed app bar; the temporary one lies over it and names the app. */}
      <Toolbar>
        {narrow && (
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            LeadSift
          </Typography>
        )}
      </Toolbar>
      <Box component="nav" aria-label="Main navigation">
        <List>
          {sideNavModes.map((id) => {
            const Icon = icons[id];
            return <NavEntry key={id} current={section === id} icon={<Icon />} label={modeTitles[id]} to={modePaths[id]} onClick={close} />;
          })}
        </List>
      </Box>
      {/* Staff-only screens (ADR 0018), a navigation of their own; the server refuses their calls to anyone else. */}
      {isAdmin && (
        <Box component="nav" aria-labelledby="side-nav-admin">
          <Divider />
          <List subheader={<ListSubheader id="side-nav-admin">Administration</ListSubheader>}>
            <NavEntry current={section === 'tickets'} icon={<TaskIcon />} label="Tickets" to={paths.tickets} onClick={close} />
            <NavEntry
              current={section === 'admin'}
              icon={
                <DemoRequestsBadge>
                  <AdminPanelSettingsIcon />
                </DemoRequestsBadge>
              }
              label="Admin"
              to={paths.admin}
              onClick={close}
            />
          </List>
        </Box>
      )}
    </Drawer>
  );
}
