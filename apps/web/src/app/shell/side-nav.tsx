import BookmarksIcon from '@mui/icons-material/Bookmarks';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import HistoryIcon from '@mui/icons-material/History';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Box, Drawer, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Toolbar } from '@mui/material';
import { modeTitles, sideNavModes } from '../main-tool/modes';
import type { MainToolMode } from '../main-tool/modes';

/** SPEC §2/§9: permanent side navigation, 240 px. */
export const sideNavWidth = 240;

const icons: Record<(typeof sideNavModes)[number], typeof FilterAltIcon> = {
  filter: FilterAltIcon,
  research: TravelExploreIcon,
  templates: BookmarksIcon,
  'activity-history': HistoryIcon,
};

type Props = { mode: MainToolMode; onSelect: (mode: MainToolMode) => void };

export function SideNav({ mode, onSelect }: Props) {
  return (
    <Drawer
      variant="permanent"
      sx={{ width: sideNavWidth, flexShrink: 0 }}
      slotProps={{ paper: { sx: { width: sideNavWidth, boxSizing: 'border-box' } } }}
    >
      <Toolbar />
      <Box component="nav" aria-label="Main navigation">
        <List>
          {sideNavModes.map((id) => {
            const Icon = icons[id];
            return (
              // Each button sits in its own list item: a <ul> may only hold <li> children (axe: list).
              <ListItem key={id} disablePadding>
                <ListItemButton selected={mode === id} aria-current={mode === id ? 'page' : undefined} onClick={() => onSelect(id)}>
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={modeTitles[id]} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
    </Drawer>
  );
}
