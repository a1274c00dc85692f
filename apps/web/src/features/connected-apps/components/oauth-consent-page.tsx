import { oauthAccessLabels, unnamedOAuthClient } from '@leadsift/shared';
import { Alert, Box, Button, CircularProgress, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { browserLocation } from '../../../lib/browser-location';
import { LinkPageShell } from '../../account/components/link-page-shell';
import { useAuth } from '../../auth/hooks/use-auth';
import { answerConsent, getPublicClient } from '../api/consent';

type Access = 'read' | 'full';

/**
 * /oauth/consent (ADR 0043): where LeadSift's authorization server sends the browser of a user whose
 * AI assistant asked to connect. Signed out, the user signs in first and comes back here. Signed in, they see
 * which app wants to act as them and choose read or full access (full only when the app asked for it), then
 * allow or deny; either way the browser goes back to the app.
 */
export function OAuthConsentPage() {
  const { search } = useLocation();
  const { loading, user } = useAuth();
  const params = new URLSearchParams(search);
  const clientId = params.get('client_id') ?? '';
  const requested = (params.get('scope') ?? '').split(' ').filter(Boolean);
  const offersFull = requested.includes('full');
  const offersRead = requested.includes('read') || !offersFull;
  // Read is chosen unless the user asks for more (docs/security.md): the app's request alone never grants full access.
  const [access, setAccess] = useState<Access>(offersRead ? 'read' : 'full');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();
  const client = useQuery({
    queryKey: ['oauth', 'public-client', clientId],
    queryFn: () => getPublicClient(clientId),
    enabled: Boolean(user && clientId),
    retry: false,
  });

  if (loading) return <LinkPageShell title="Connect an app">{<CircularProgress aria-label="Checking sign-in" />}</LinkPageShell>;
  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(`/oauth/consent${search}`)}`} replace />;
  if (!clientId || !params.get('sig')) {
    return (
      <LinkPageShell title="Connect an app">
        <Alert severity="error">This link is incomplete. Start connecting again from your AI assistant.</Alert>
      </LinkPageShell>
    );
  }

  const name = client.data?.client_name?.trim() || unnamedOAuthClient;
  const destination = redirectHostOf(params.get('redirect_uri'));
  const you = user.name?.trim() ? `${user.name} (${user.email})` : user.email;
  const answer = async (accept: boolean) => {
    setSending(true);
    setError(null);
    try {
      // Read access drops `full` from what the app asked for; offline_access (staying connected) is kept.
      const scope = accept && access === 'read' ? requested.filter((s) => s !== 'full').join(' ') : undefined;
      browserLocation.assign(await answerConsent(search.slice(1), accept, scope));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setSending(false);
    }
  };

  return (
    <LinkPageShell title={`Connect ${name}`}>
      {client.isPending ? (
        <CircularProgress aria-label="Loading the app's details" />
      ) : client.error ? (
        <Alert severity="error">This app is not registered with LeadSift any more. Start connecting again from your AI assistant.</Alert>
      ) : (
        <>
          <Typography>
            <strong>{name}</strong> wants to use LeadSift as <strong>{you}</strong>.
          </Typography>
          <Alert severity="warning">
            <strong>Unverified app.</strong> It registered itself with LeadSift: its name is what it says about itself, not something
            LeadSift checked.
          </Alert>
          <Alert severity="info" icon={false}>
            <Typography variant="body2">Your answer, and access to your account if you allow it, goes to</Typography>
            <Typography variant="h6" component="p" sx={{ wordBreak: 'break-all' }} aria-label="Redirect host">
              {destination.host}
            </Typography>
            {destination.local && <Typography variant="body2">An app on this computer (a desktop or command-line assistant).</Typography>}
            <Typography variant="body2">Allow only if this is where your assistant lives and you started this from it.</Typography>
          </Alert>
          {client.data?.client_uri && (
            <Typography variant="body2" color="text.secondary">
              The app says it comes from {client.data.client_uri}. Allow it only if you started this from your assistant.
            </Typography>
          )}
          <Box>
            <Typography id={labelId} variant="subtitle2" gutterBottom>
              It may
            </Typography>
            <RadioGroup aria-labelledby={labelId} value={access} onChange={(e) => setAccess(e.target.value as Access)}>
              {offersRead && <FormControlLabel value="read" control={<Radio />} label={capitalize(oauthAccessLabels.read)} />}
              {offersFull && <FormControlLabel value="full" control={<Radio />} label={capitalize(oauthAccessLabels.full)} />}
            </RadioGroup>
          </Box>
          <Typography variant="body2" color="text.secondary">
            You can disconnect it any time on your account page.
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button disabled={sending} onClick={() => void answer(false)}>
              Deny
            </Button>
            <Button variant="contained" disabled={sending} onClick={() => void answer(true)}>
              Allow
            </Button>
          </Box>
        </>
      )}
    </LinkPageShell>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Where the browser goes after the answer: the redirect URI's host (the signed query carries it). */
function redirectHostOf(redirectUri: string | null): { host: string; local: boolean } {
  try {
    const url = new URL(redirectUri ?? '');
    if (url.protocol === 'http:' || url.protocol === 'https:') return { host: url.host, local: loopback.has(url.hostname) };
    return { host: `${url.protocol}//${url.host || url.pathname.split('/')[0]}`, local: false };
  } catch {
    return { host: 'an address the app did not name', local: false };
  }
}
