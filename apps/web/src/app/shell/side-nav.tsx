import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
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
import { useLocation, useNavigate } from 'react-router';
import { DemoRequestsBadge } from '../../features/admin/components/demo-requests-badge';
import { useIsAdmin } from '../../features/auth/hooks/use-is-admin';
import { modeTitles, sideNavModes } from '../main-tool/modes';
import type { MainToolMode } from '../main-tool/modes';
import { useNarrowLayout, useNavDrawer } from './nav-drawer';

/**
 * docs/product.md#screens and docs/product.md#limits: permanent side navigation, 240 px, from 900 px on; below, the same entries in a temporary
 * drawer behind the top bar's menu button (ADR 0037), closed again by picking an entry.
 */
export const sideNavWidth = 240;

const icons: Record<(typeof sideNavModes)[number], typeof FilterAltIcon> = {
  filter: FilterAltIcon,
  research: TravelExploreIcon,
  templates: BookmarksIcon,
  'activity-history': HistoryIcon,
};

/** `mode` is null outside the main tool (the admin panel): no entry of it is current. */
type Props = { mode: MainToolMode | null; onSelect: (mode: MainToolMode) => void };

function NavEntry({ selected, icon, label, onClick }: { selected: boolean; icon: ReactNode; label: string; onClick: () => void }) {
  return (
    // Each button sits in its own list item: a <ul> may only hold <li> children (axe: list).
    <ListItem disablePadding>
      <ListItemButton selected={selected} aria-current={selected ? 'page' : undefined} onClick={onClick}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}

export function SideNav({ mode, onSelect: select }: Props) {
  const isAdmin = useIsAdmin();
  const goTo = useNavigate();
  const { pathname } = useLocation();
  const narrow = useNarrowLayout();
  const drawer = useNavDrawer();
  const close = () => drawer.setOpen(false);
  const onSelect = (next: MainToolMode) => {
    close();
    select(next);
  };
  const navigate = (to: string) => {
    close();
    return goTo(to);
  };
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
            return <NavEntry key={id} selected={mode === id} icon={<Icon />} label={modeTitles[id]} onClick={() => onSelect(id)} />;
          })}
        </List>
      </Box>
      {/* Staff-only screens (ADR 0018), a navigation of their own; the server refuses their calls to anyone else. */}
      {isAdmin && (
        <Box component="nav" aria-labelledby="side-nav-admin">
          <Divider />
          <List subheader={<ListSubheader id="side-nav-admin">Administration</ListSubheader>}>
            <NavEntry selected={mode === 'tickets'} icon={<TaskIcon />} label="Tickets" onClick={() => onSelect('tickets')} />
            <NavEntry
              selected={pathname === '/admin'}
              icon={
                <DemoRequestsBadge>
                  <AdminPanelSettingsIcon />
                </DemoRequestsBadge>
              }
              label="Admin"
              onClick={() => void navigate('/admin')}
            />
          </List>
        </Box>
      )}
    </Drawer>
  );
}
