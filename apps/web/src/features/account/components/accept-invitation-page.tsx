import { Alert, Box, Button, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../auth/hooks/use-auth';
import { acceptInvitation, getInvitationStatus } from '../api/invitation';
import { LinkPageShell } from './link-page-shell';
import { newPasswordReady, NewPasswordFields } from './new-password-fields';

export const invalidInvitationTexts = {
  expired: 'This invitation has expired. Ask your administrator for a new one.',
  used: 'This invitation was already used. Sign in with the password you chose.',
  revoked: 'This invitation was withdrawn. Ask your administrator for a new one.',
  unknown: 'This invitation link is not valid. Check that you copied all of it, or ask your administrator for a new one.',
} as const;

/** /invite?token=…: the invitee chooses a name and a password, and is signed in. */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { completeSignIn } = useAuth();
  const status = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => getInvitationStatus(token),
    enabled: token !== '',
    retry: false,
  });
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const sessionToken = await acceptInvitation({ token, name: name.trim(), password });
      const signedIn = await completeSignIn(sessionToken);
      if (signedIn.error) throw signedIn.error;
      void navigate('/', { replace: true });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setSaving(false);
    }
  };

  let body;
  if (token && status.isPending) body = <CircularProgress aria-label="Checking the invitation" sx={{ mx: 'auto' }} />;
  else if (!token || !status.data || !status.data.valid)
    body = (
      <>
        <Alert severity="error">{invalidInvitationTexts[status.data && !status.data.valid ? status.data.reason : 'unknown']}</Alert>
        <Link component={RouterLink} to="/login">
          Go to sign in
        </Link>
      </>
    );
  else
    body = (
      <Box component="form" noValidate onSubmit={(e) => void handleSubmit(e)} sx={{ display: 'grid', gap: 2 }}>
        <Typography>
          You were invited as <strong>{status.data.email}</strong>. Choose your name and a password.
        </Typography>
        <TextField label="Your name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} fullWidth />
        <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
        {error && <Alert severity="error">{error}</Alert>}
        <Button type="submit" variant="contained" disabled={saving || !name.trim() || !newPasswordReady(password, confirm)}>
          Create my account
        </Button>
      </Box>
    );
  return <LinkPageShell title="Join LeadSift">{body}</LinkPageShell>;
}
