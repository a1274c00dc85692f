import { Box, Typography } from '@mui/material';
import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { AdministratorsOnly } from '../../components/administrators-only';
import { PageSpinner } from '../../components/page-spinner';
import { useIsAdmin } from '../../features/auth/hooks/use-is-admin';
import { lazyNamed } from '../../lib/lazy-named';
import type { MainToolMode } from '../main-tool/modes';
import { SideNav } from '../shell/side-nav';

// The panel (forms, grids) is its own chunk, downloaded only by administrators.
const AdminPanel = lazyNamed<'AdminPanel', object>(() => import('../../features/admin'), 'AdminPanel');

/** /admin (docs/product.md#screens) inside the shell: the side navigation leads back to the main tool. Non-admins get a plain message. */
export function AdminRoute() {
  const isAdmin = useIsAdmin();
  const navigate = useNavigate();
  const openMode = (mode: MainToolMode) => void navigate(mode === 'tickets' ? '/tickets' : '/', { state: { mode } });
  return (
    <Box sx={{ display: 'flex', flexGrow: 1 }}>
      <SideNav mode={null} onSelect={openMode} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Admin Panel - User Management
        </Typography>
        {isAdmin ? (
          <Suspense fallback={<PageSpinner />}>
            <AdminPanel />
          </Suspense>
        ) : (
          <AdministratorsOnly />
        )}
      </Box>
    </Box>
  );
}
