import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ChunkErrorBoundary } from '../components/chunk-error-boundary';
import { PageSpinner } from '../components/page-spinner';
import { lazyNamed } from '../lib/lazy-named';
import { paths } from './paths';
import { RequireAuth } from './require-auth';
import { Titled } from './shell/page-title';

// Every page is its own chunk: the login page does not pay for the shell and the tools.
const sideNavLayout = () => import('./shell/side-nav-layout');
// Every signed-in page sits in both layouts: the second chunk is fetched beside the first, not after it.
const AppLayout = lazyNamed(() => {
  void sideNavLayout().catch(() => undefined);
  return import('./shell/app-layout');
}, 'AppLayout');
const SideNavLayout = lazyNamed(sideNavLayout, 'SideNavLayout');
const screens = () => import('./main-tool/screens');
const ListCleanerScreen = lazyNamed(screens, 'ListCleanerScreen');
const ResearchScreen = lazyNamed(screens, 'ResearchScreen');
const TemplatesScreen = lazyNamed(screens, 'TemplatesScreen');
const ActivityScreen = lazyNamed(screens, 'ActivityScreen');
const ListResultsScreen = lazyNamed(screens, 'ListResultsScreen');
const ResearchResultsScreen = lazyNamed(screens, 'ResearchResultsScreen');
const AutomationsPage = lazyNamed<'AutomationsPage', object>(() => import('../features/automations'), 'AutomationsPage');
const TicketsDashboard = lazyNamed<'TicketsDashboard', object>(() => import('../features/tickets'), 'TicketsDashboard');
const AdminRoute = lazyNamed(() => import('./routes/admin-route'), 'AdminRoute');
const AccountRoute = lazyNamed(() => import('./routes/account-route'), 'AccountRoute');
const WorkspaceSettingsPage = lazyNamed<'WorkspaceSettingsPage', object>(() => import('../features/workspaces'), 'WorkspaceSettingsPage');
const ResetPasswordPage = lazyNamed(() => import('../features/account/components/reset-password-page'), 'ResetPasswordPage');
const AcceptInvitationPage = lazyNamed(() => import('../features/account/components/accept-invitation-page'), 'AcceptInvitationPage');
const AutomateRoute = lazyNamed(() => import('./routes/automate-route'), 'AutomateRoute');
const LoginRoute = lazyNamed(() => import('./routes/login-route'), 'LoginRoute');
const AuthCallbackPage = lazyNamed(() => import('../features/auth/components/auth-callback-page'), 'AuthCallbackPage');
const OAuthConsentPage = lazyNamed(() => import('../features/connected-apps/components/oauth-consent-page'), 'OAuthConsentPage');
const EmergencyResetPage = lazyNamed(() => import('../features/reset/components/emergency-reset-page'), 'EmergencyResetPage');

/**
 * Every route of the app, in this one place (docs/product.md#routes, ADR 0060): each screen and each result has
 * its own address and page title; the address builders are in paths.ts. A results page sets its own title
 * (it may turn out to be 'Job not found').
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const listCleaner = (
    <Titled title="List Cleaner">
      <ListCleanerScreen />
    </Titled>
  );
  return (
    <ChunkErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route element={<RequireAuth />}>
            <Route element={<AppLayout />}>
              <Route element={<SideNavLayout />}>
                <Route index element={listCleaner} />
                <Route path={paths.listCleaner} element={listCleaner} />
                <Route
                  path={paths.research}
                  element={
                    <Titled title="Research Agent">
                      <ResearchScreen />
                    </Titled>
                  }
                />
                <Route
                  path={paths.templates}
                  element={
                    <Titled title="Templates">
                      <TemplatesScreen />
                    </Titled>
                  }
                />
                <Route path="activity" element={<Navigate to={paths.activity()} replace />} />
                <Route
                  path="activity/:tab"
                  element={
                    <Titled title="Activity History">
                      <ActivityScreen />
                    </Titled>
                  }
                />
                <Route
                  path={paths.automations}
                  element={
                    <Titled title="Automations">
                      <AutomationsPage />
                    </Titled>
                  }
                />
                <Route path="activity/list-cleaner/:jobId" element={<ListResultsScreen />} />
                <Route path="activity/research/:jobId" element={<ResearchResultsScreen />} />
                <Route
                  path={paths.tickets}
                  element={
                    <Titled title="Tickets">
                      <TicketsDashboard />
                    </Titled>
                  }
                />
                <Route
                  path={paths.admin}
                  element={
                    <Titled title="Admin">
                      <AdminRoute />
                    </Titled>
                  }
                />
                <Route
                  path={paths.account}
                  element={
                    <Titled title="Account">
                      <AccountRoute />
                    </Titled>
                  }
                />
                <Route
                  path={paths.workspaceSettings}
                  element={
                    <Titled title="Workspace settings">
                      <WorkspaceSettingsPage />
                    </Titled>
                  }
                />
                <Route
                  path="account/automate"
                  element={
                    <Titled title="Automate it">
                      <AutomateRoute />
                    </Titled>
                  }
                />
              </Route>
            </Route>
          </Route>
          <Route
            path="login"
            element={
              <Titled title="Sign in">
                <LoginRoute />
              </Titled>
            }
          />
          <Route
            path="auth/callback"
            element={
              <Titled title="Signing in">
                <AuthCallbackPage />
              </Titled>
            }
          />
          <Route
            path="oauth/consent"
            element={
              <Titled title="Allow access">
                <OAuthConsentPage />
              </Titled>
            }
          />
          <Route
            path="emergency-reset"
            element={
              <Titled title="Emergency reset">
                <EmergencyResetPage />
              </Titled>
            }
          />
          <Route
            path="reset-password"
            element={
              <Titled title="Reset password">
                <ResetPasswordPage />
              </Titled>
            }
          />
          <Route
            path="invite"
            element={
              <Titled title="Accept invitation">
                <AcceptInvitationPage />
              </Titled>
            }
          />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </ChunkErrorBoundary>
  );
}
