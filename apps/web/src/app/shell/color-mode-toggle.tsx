import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useColorScheme } from '@mui/material/styles';
import { useState } from 'react';

type Mode = 'light' | 'dark' | 'system';

const modes: { mode: Mode; label: string; Icon: typeof LightModeIcon }[] = [
  { mode: 'light', label: 'Light', Icon: LightModeIcon },
  { mode: 'dark', label: 'Dark', Icon: DarkModeIcon },
  { mode: 'system', label: 'System', Icon: SettingsBrightnessIcon },
];

/** docs/product.md#states: light / dark / system, persisted in local storage by the theme provider (leadsift.colorMode). */
export function ColorModeToggle() {
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = modes.find((entry) => entry.mode === mode) ?? modes[2]!;

  const handleSelect = (next: Mode) => {
    setMode(next);
    setAnchor(null);
  };

  return (
    <>
      <Tooltip title={`Colour mode: ${current.label}`}>
        <IconButton
          color="inherit"
          aria-label={`Colour mode: ${current.label}`}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <current.Icon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {modes.map(({ mode: option, label, Icon }) => (
          <MenuItem key={option} selected={option === current.mode} onClick={() => handleSelect(option)}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
