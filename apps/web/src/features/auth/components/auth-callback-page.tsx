import { Alert, Box, CircularProgress, Link, Paper, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { authFailedMessage } from '../api/types';
import { useAuth } from '../hooks/use-auth';

/** docs/product.md#limits: go to / 1.5 s after the callback completed. */
export const callbackRedirectDelayMs = 1500;

type Status = 'working' | 'done' | 'failed';

/** Reads and removes `access_token` from the URL hash, so the token does not stay in the history. */
function takeHashToken(): string | null {
  const { hash, pathname, search } = window.location;
  if (!hash) return null;
  const token = new URLSearchParams(hash.slice(1)).get('access_token');
  window.history.replaceState(window.history.state, '', pathname + search);
  return token;
}

/**
 * docs/product.md#screens authentication callback. A token in the URL hash is the session token; without one, the
 * social/SSO sign-in left a cookie session, which GET /api/me turns into a bearer token.
 */
export function AuthCallbackPage() {
  const { completeSignIn } = useAuth();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>('working');
  const started = useRef(false);

  useEffect(() => {
    // The exchange must run once, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    const token = takeHashToken();
    if (new URLSearchParams(window.location.search).has('error')) {
      console.error('The sign-in provider reported an error', window.location.search);
      setStatus('failed');
      return;
    }
    void completeSignIn(token).then((result) => setStatus(result.error ? 'failed' : 'done'));
  }, [completeSignIn]);

  useEffect(() => {
    if (status !== 'done') return;
    const timer = setTimeout(() => void navigate('/', { replace: true }), callbackRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper elevation={3} sx={{ p: 4, maxWidth: 480, width: '100%', textAlign: 'center', display: 'grid', gap: 2 }}>
        {status === 'failed' ? (
          <>
            <Alert severity="error" role="alert">
              {authFailedMessage}
            </Alert>
            <Link component={RouterLink} to="/login">
              Back to sign in
            </Link>
          </>
        ) : (
          <>
            <CircularProgress aria-label="Completing authentication" sx={{ mx: 'auto' }} />
            <Typography variant="h5" component="h1">
              Completing authentication...
            </Typography>
            <Typography color="text.secondary">You&apos;ll be redirected to the application in a moment.</Typography>
          </>
        )}
      </Paper>
    </Box>
  );
}
