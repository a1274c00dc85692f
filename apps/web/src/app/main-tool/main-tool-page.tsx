import { Box } from '@mui/material';
import { useLocation } from 'react-router';
import { SideNav } from '../shell/side-nav';
import { ModeView } from './mode-view';
import type { MainToolMode } from './modes';
import { useMainToolState } from './use-main-tool-state';

/** The main tool (docs/product.md#screens): side navigation plus the view of the current mode, switched by state. */
export function MainToolPage({ initialMode }: { initialMode: MainToolMode }) {
  // Coming from another screen's side navigation (the admin panel), the mode picked there opens first.
  const requested = (useLocation().state as { mode?: MainToolMode } | null)?.mode;
  const { mode, subMode, selectMode, navigate } = useMainToolState(requested ?? initialMode);
  return (
    <Box sx={{ display: 'flex', flexGrow: 1 }}>
      <SideNav mode={mode} onSelect={selectMode} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}>
        <ModeView mode={mode} subMode={subMode} onNavigate={navigate} />
      </Box>
    </Box>
  );
}
