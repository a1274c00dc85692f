import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ChunkErrorBoundary } from '../components/chunk-error-boundary';
import { PageSpinner } from '../components/page-spinner';
import { lazyNamed } from '../lib/lazy-named';
import { RequireAuth } from './require-auth';

// Every page is its own chunk: the login page does not pay for the shell and the tools.
const AppLayout = lazyNamed(() => import('./shell/app-layout'), 'AppLayout');
const MainToolPage = lazyNamed(() => import('./main-tool/main-tool-page'), 'MainToolPage');
const AdminRoute = lazyNamed(() => import('./routes/admin-route'), 'AdminRoute');
const AccountRoute = lazyNamed(() => import('./routes/account-route'), 'AccountRoute');
const ResetPasswordPage = lazyNamed(() => import('../features/account/components/reset-password-page'), 'ResetPasswordPage');
const AcceptInvitationPage = lazyNamed(() => import('../features/account/components/accept-invitation-page'), 'AcceptInvitationPage');
const AutomateRoute = lazyNamed(() => import('./routes/automate-route'), 'AutomateRoute');
const LoginRoute = lazyNamed(() => import('./routes/login-route'), 'LoginRoute');
const AuthCallbackPage = lazyNamed(() => import('../features/auth/components/auth-callback-page'), 'AuthCallbackPage');
const OAuthConsentPage = lazyNamed(() => import('../features/connected-apps/components/oauth-consent-page'), 'OAuthConsentPage');
const EmergencyResetPage = lazyNamed(() => import('../features/reset/components/emergency-reset-page'), 'EmergencyResetPage');

/** docs/product.md#screens routes. Views inside the main tool switch by state; /tickets only picks its first mode. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ChunkErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route element={<RequireAuth />}>
            <Route element={<AppLayout />}>
              <Route index element={<MainToolPage key="main" initialMode="filter" />} />
              <Route path="tickets" element={<MainToolPage key="tickets" initialMode="tickets" />} />
              <Route path="admin" element={<AdminRoute />} />
              <Route path="account" element={<AccountRoute />} />
              <Route path="activity" element={<MainToolPage key="activity" initialMode="activity-history" />} />
              <Route path="account/automate" element={<AutomateRoute />} />
            </Route>
          </Route>
          <Route path="login" element={<LoginRoute />} />
          <Route path="auth/callback" element={<AuthCallbackPage />} />
          <Route path="oauth/consent" element={<OAuthConsentPage />} />
          <Route path="emergency-reset" element={<EmergencyResetPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="invite" element={<AcceptInvitationPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </ChunkErrorBoundary>
  );
}
