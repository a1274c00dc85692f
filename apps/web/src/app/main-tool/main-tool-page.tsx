import { Box } from '@mui/material';
import { SideNav } from '../shell/side-nav';
import { ModePlaceholder } from './mode-placeholder';
import type { MainToolMode } from './modes';
import { useMainToolState } from './use-main-tool-state';

/** The main tool (SPEC §2): side navigation plus the view of the current mode, switched by state. */
export function MainToolPage({ initialMode }: { initialMode: MainToolMode }) {
  const { mode, selectMode } = useMainToolState(initialMode);
  return (
    <Box sx={{ display: 'flex', flexGrow: 1 }}>
      <SideNav mode={mode} onSelect={selectMode} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: 3 }}>
        <ModePlaceholder mode={mode} />
      </Box>
    </Box>
  );
}
