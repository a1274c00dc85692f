import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import HistoryIcon from '@mui/icons-material/History';
import TaskIcon from '@mui/icons-material/Task';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Box, Divider, Drawer, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useIsAdmin } from '../../features/auth/hooks/use-is-admin';
import { modeTitles, sideNavModes } from '../main-tool/modes';
import type { MainToolMode } from '../main-tool/modes';

/** SPEC §2/§9: permanent side navigation, 240 px; on a phone (below 600 px) its icons only, 56 px. */
export const sideNavWidth = 240;
const width = { xs: 56, sm: sideNavWidth };
/** Labels are shown from 600 px on; below, the icons stand alone and the buttons keep their names. */
const wideOnly = { display: { xs: 'none', sm: 'block' } };

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
      <ListItemButton selected={selected} aria-current={selected ? 'page' : undefined} aria-label={label} title={label} onClick={onClick}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText primary={label} sx={wideOnly} />
      </ListItemButton>
    </ListItem>
  );
}

export function SideNav({ mode, onSelect }: Props) {
  const isAdmin = useIsAdmin();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Drawer
      variant="permanent"
      sx={{ width, flexShrink: 0 }}
      slotProps={{ paper: { sx: { width, boxSizing: 'border-box', overflowX: 'hidden' } } }}
    >
      <Toolbar />
      <Box component="nav" aria-label="Main navigation">
        <List>
          {sideNavModes.map((id) => {
            const Icon = icons[id];
            return <NavEntry key={id} selected={mode === id} icon={<Icon />} label={modeTitles[id]} onClick={() => onSelect(id)} />;
          })}
        </List>
      </Box>
      {/* Staff-only screens (issue 12), a navigation of their own; the server refuses their calls to anyone else. */}
      {isAdmin && (
        <Box component="nav" aria-labelledby="side-nav-admin">
          <Divider />
          <List
            subheader={
              <ListSubheader id="side-nav-admin" sx={wideOnly}>
                Administration
              </ListSubheader>
            }
          >
            <NavEntry selected={mode === 'tickets'} icon={<TaskIcon />} label="Tickets" onClick={() => onSelect('tickets')} />
            <NavEntry
              selected={pathname === '/admin'}
              icon={<AdminPanelSettingsIcon />}
              label="Admin"
              onClick={() => void navigate('/admin')}
            />
          </List>
        </Box>
      )}
    </Drawer>
  );
}
