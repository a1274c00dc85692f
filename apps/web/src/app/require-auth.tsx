import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { useAuth } from '../features/auth/hooks/use-auth';
import { useOnSignOut } from '../hooks/use-on-sign-out';

/**
 * docs/product.md#screens: protected routes show a spinner while auth loads and send signed-out visitors to /login —
 * with `?next=` the address they asked for (a bookmarked result, a notification email's link), so sign-in leads
 * there. Not after signing out here: the next person to sign in starts at the List Cleaner.
 */
export function RequireAuth() {
  const { loading, isAuthenticated } = useAuth();
  const { pathname, search } = useLocation();
  const signedOutHere = useRef(false);
  useOnSignOut(() => {
    signedOutHere.current = true;
  });
  if (loading) return <PageSpinner label="Checking sign-in" />;
  if (!isAuthenticated) {
    const next = pathname === '/' || signedOutHere.current ? '' : `?next=${encodeURIComponent(pathname + search)}`;
    return <Navigate to={`/login${next}`} replace />;
  }
  return <Outlet />;
}
