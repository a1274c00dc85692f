import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { useAuth } from '../features/auth/hooks/use-auth';

/** docs/product.md#screens: protected routes show a spinner while auth loads and send signed-out visitors to /login. */
export function RequireAuth() {
  const { loading, isAuthenticated } = useAuth();
  if (loading) return <PageSpinner label="Checking sign-in" />;
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  return <Outlet />;
}
