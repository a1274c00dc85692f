import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CheckIcon from '@mui/icons-material/Check';
import SettingsIcon from '@mui/icons-material/Settings';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { workspaceRoleLabels, workspaceSettingsPath, type WorkspaceSummary } from '@leadsift/shared';
import { Alert, Box, Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Snackbar } from '@mui/material';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSwitchWorkspace } from '../hooks/use-switch-workspace';
import { useWorkspace } from '../hooks/use-workspace';
import { CreateWorkspaceDialog } from './create-workspace-dialog';

/** "Owner" and, for a personal one, that it is personal: what each workspace of the menu says under its name. */
const describe = (w: WorkspaceSummary) => (w.personal ? `${workspaceRoleLabels[w.role]} · personal` : workspaceRoleLabels[w.role]);

/**
 * The top bar's workspace switcher (docs/product.md#workspaces-in-the-app): the current workspace's name (and the
 * caller's role when not owner); its menu lists every workspace with the role, "Create workspace…" and
 * "Workspace settings". On a phone the name is cut short beside the icon, so the bar never scrolls sideways.
 */
export function WorkspaceSwitcher() {
  const { workspaces, current } = useWorkspace();
  const switcher = useSwitchWorkspace();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [creating, setCreating] = useState(false);
  if (!current || !workspaces) return null;
  const role = current.role === 'owner' ? null : workspaceRoleLabels[current.role];
  const close = () => setAnchor(null);
  const choose = (id: string) => {
    close();
    if (id !== current.id) switcher.mutate({ id });
  };

  return (
    <>
      <Button
        color="inherit"
        aria-label={`Workspace: ${current.name}${role ? ` · ${role}` : ''}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        title={current.name}
        disabled={switcher.isPending}
        onClick={(e) => setAnchor(e.currentTarget)}
        startIcon={<WorkspacesIcon />}
        endIcon={<ArrowDropDownIcon />}
        sx={{
          minWidth: 0,
          maxWidth: { xs: '100%', sm: 320 },
          textTransform: 'none',
          '& .MuiButton-startIcon': { mr: { xs: 0.5, sm: 1 } },
          '& .MuiButton-endIcon': { ml: 0 },
        }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}>
          {current.name}
        </Box>
        {role && (
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, whiteSpace: 'pre' }}>
            {` · ${role}`}
          </Box>
        )}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ list: { 'aria-label': 'Workspaces' } }}>
        {workspaces.map((w) => (
          <MenuItem key={w.id} selected={w.id === current.id} onClick={() => choose(w.id)} sx={{ maxWidth: 360 }}>
            <ListItemIcon>{w.id === current.id && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText primary={w.name} secondary={describe(w)} slotProps={{ primary: { noWrap: true, title: w.name } }} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setCreating(true);
          }}
        >
          <ListItemIcon>
            <AddIcon fontSize="small" />
          </ListItemIcon>
          Create workspace…
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void navigate(workspaceSettingsPath);
          }}
        >
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          Workspace settings
        </MenuItem>
      </Menu>
      <CreateWorkspaceDialog open={creating} onClose={() => setCreating(false)} onCreated={(w) => switcher.mutate({ id: w.id })} />
      <Snackbar open={switcher.isError} autoHideDuration={8000} onClose={() => switcher.reset()}>
        <Alert severity="error" onClose={() => switcher.reset()}>
          {switcher.error?.message}
        </Alert>
      </Snackbar>
    </>
  );
}
