import { Alert, Box, CircularProgress, Link, Paper, Snackbar, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { safeNextPath } from '@leadsift/shared';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { authConfigQueryKey, useAuthConfig } from '../api/get-auth-config';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LegalLinks } from './legal-links';
import { ProviderSignInButtons } from './provider-sign-in-buttons';
import { SetupAdminForm } from './setup-admin-form';
import { SignInForm } from './sign-in-form';

/** docs/product.md#limits: redirect 1 s after login; the snackbar auto-hides after 6 s. */
export const loginRedirectDelayMs = 1000;
export const loginSnackbarMs = 6000;

const noProviders = { google: false, sso: false };

/** Where to go after signing in: `?next=` when it is a path of this app (the OAuth consent page), else home. */
export function afterSignIn(next: string | null): string {
  return safeNextPath(next);
}

/** docs/product.md#screens login page. `aside` is the right-hand side (pitch and demo form, composed by the app). */
export function LoginPage({ aside }: { aside?: ReactNode }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = afterSignIn(searchParams.get('next'));
  const queryClient = useQueryClient();
  const config = useAuthConfig();
  const [redirecting, setRedirecting] = useState(false);
  const [snackbarOpen, setSnackbarOpen] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);

  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => void navigate(next, { replace: true }), loginRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [redirecting, navigate, next]);

  const handleAdminCreated = () => {
    queryClient.setQueryData(authConfigQueryKey, { ...config.data, needsSetup: false, providers: config.data?.providers ?? noProviders });
    void navigate('/', { replace: true });
  };

  // First-admin setup is the only thing on the page: no pitch or demo request beside it.
  const side = config.data?.needsSetup ? undefined : aside;
  let form: ReactNode;
  if (config.isPending) form = <CircularProgress aria-label="Loading sign-in options" sx={{ mx: 'auto' }} />;
  else if (config.data?.needsSetup) form = <SetupAdminForm onCreated={handleAdminCreated} />;
  else
    form = (
      <>
        <SignInForm
          onSignedIn={() => {
            setSnackbarOpen(true);
            setRedirecting(true);
          }}
        />
        {config.data?.email ? (
          <Link component="button" type="button" onClick={() => setForgotOpen(true)} sx={{ justifySelf: 'center' }}>
            Forgot password?
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            Forgot your password? Ask your administrator for a reset link.
          </Typography>
        )}
        <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
        <ProviderSignInButtons providers={config.data?.providers ?? noProviders} baseUrlMissing={config.data?.baseUrlMissing} />
      </>
    );

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: side ? '1fr 1fr' : '1fr' },
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}>
        <Paper elevation={3} sx={{ width: '100%', maxWidth: 420, p: 4, display: 'grid', gap: 3 }}>
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              LeadSift
            </Typography>
            <Typography color="text.secondary">Your expert business development assistant</Typography>
          </Box>
          {form}
          <LegalLinks />
        </Paper>
      </Box>
      {side && (
        <Box component="aside" sx={{ p: { xs: 2, sm: 4 }, bgcolor: 'action.hover', display: 'flex', alignItems: 'center' }}>
          {side}
        </Box>
      )}
      <Snackbar open={snackbarOpen} autoHideDuration={loginSnackbarMs} onClose={() => setSnackbarOpen(false)}>
        <Alert severity="success" variant="filled">
          Login successful. Redirecting...
        </Alert>
      </Snackbar>
    </Box>
  );
}
