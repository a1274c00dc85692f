import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { useAuth } from '../features/auth/hooks/use-auth';

/**
 * docs/product.md#screens: protected routes show a spinner while auth loads and send signed-out visitors to /login —
 * with `?next=` the address they asked for (a bookmarked result, a notification email's link), so sign-in leads there.
 */
export function RequireAuth() {
  const { loading, isAuthenticated } = useAuth();
  const { pathname, search } = useLocation();
  if (loading) return <PageSpinner label="Checking sign-in" />;
  if (!isAuthenticated) {
    const next = pathname === '/' ? '' : `?next=${encodeURIComponent(pathname + search)}`;
    return <Navigate to={`/login${next}`} replace />;
  }
  return <Outlet />;
}
