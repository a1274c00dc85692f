import { Typography } from '@mui/material';
import { Suspense } from 'react';
import { AdministratorsOnly } from '../../components/administrators-only';
import { PageSpinner } from '../../components/page-spinner';
import { useIsAdmin } from '../../features/auth/hooks/use-is-admin';
import { lazyNamed } from '../../lib/lazy-named';

// The panel (forms, grids) is its own chunk, downloaded only by administrators.
const AdminPanel = lazyNamed<'AdminPanel', object>(() => import('../../features/admin'), 'AdminPanel');

/** /admin (docs/product.md#screens) beside the side navigation (router.tsx). Non-admins get a plain message. */
export function AdminRoute() {
  const isAdmin = useIsAdmin();
  return (
    <>
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
    </>
  );
}
