import { Box } from '@mui/material';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ChunkErrorBoundary } from '../../components/chunk-error-boundary';
import { PageSpinner } from '../../components/page-spinner';
import { SideNav } from './side-nav';

/** Every signed-in screen: the side navigation beside the page (which keeps it while its chunk loads or fails). */
export function SideNavLayout() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexGrow: 1 }}>
      <SideNav />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}>
        <ChunkErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ChunkErrorBoundary>
      </Box>
    </Box>
  );
}
