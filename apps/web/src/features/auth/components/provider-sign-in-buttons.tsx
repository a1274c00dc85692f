import GoogleIcon from '@mui/icons-material/Google';
import KeyIcon from '@mui/icons-material/Key';
import { Alert, Box, Button, Divider } from '@mui/material';
import { useState } from 'react';
import { browserLocation } from '../../../lib/browser-location';
import type { AuthConfig } from '../api/get-auth-config';
import { authFailedMessage } from '../api/types';
import type { SocialProvider } from '../api/types';
import { useAuth } from '../hooks/use-auth';

export const baseUrlMissingMessage =
  'Sign-in with Google or SSO needs BASE_URL: set it to the address of this server (for example https://leads.example.com) so the provider can send you back.';

/**
 * 'or' + 'Sign in with Google' / 'Sign in with SSO', each only when the server has it configured; a warning
 * instead of a broken redirect when the server has no BASE_URL.
 */
export function ProviderSignInButtons({
  providers,
  baseUrlMissing = false,
}: {
  providers: AuthConfig['providers'];
  baseUrlMissing?: boolean;
}) {
  const { startProviderSignIn } = useAuth();
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!providers.google && !providers.sso) return null;

  const handleClick = async (provider: SocialProvider) => {
    setPending(provider);
    setError(null);
    const result = await startProviderSignIn(provider);
    if (result.error) {
      setPending(null);
      setError(result.error.message || authFailedMessage);
      return;
    }
    // Leaves the app; the provider sends the browser back to /auth/callback.
    browserLocation.assign(result.data);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Divider>or</Divider>
      {baseUrlMissing && (
        <Alert severity="warning" role="status">
          {baseUrlMissingMessage}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {providers.google && (
        <Button
          variant="outlined"
          size="large"
          startIcon={<GoogleIcon />}
          disabled={pending !== null}
          onClick={() => void handleClick('google')}
        >
          Sign in with Google
        </Button>
      )}
      {providers.sso && (
        <Button variant="outlined" size="large" startIcon={<KeyIcon />} disabled={pending !== null} onClick={() => void handleClick('sso')}>
          Sign in with SSO
        </Button>
      )}
    </Box>
  );
}
