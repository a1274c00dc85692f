import { Box, Toolbar } from '@mui/material';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ChunkErrorBoundary } from '../../components/chunk-error-boundary';
import { PageSpinner } from '../../components/page-spinner';
import { CreditBanner } from '../../features/usage';
import { WorkspaceScope } from '../../features/workspaces';
import { AppTopBar } from './app-top-bar';
import { NavDrawerProvider } from './nav-drawer';
import { sideNavWidth } from './side-nav';

/**
 * Signed-in pages: the fixed app bar above, the page below (a failing page chunk keeps the app bar), all inside
 * the current workspace (mounted afresh when it changes).
 */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <WorkspaceScope>
      <NavDrawerProvider>
        <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
          <AppTopBar />
          <Toolbar />
          {/* From 900 px on, every signed-in page has the permanent side navigation (fixed, 240 px): the banner starts after it. */}
          <Box sx={{ px: { xs: 1.5, sm: 3 }, pt: 2, ml: { md: `${sideNavWidth}px` }, '&:empty': { display: 'none' } }}>
            <CreditBanner />
          </Box>
          <ChunkErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </ChunkErrorBoundary>
        </Box>
      </NavDrawerProvider>
    </WorkspaceScope>
  );
}
