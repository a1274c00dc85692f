import { Alert, Box, Button, Checkbox, CircularProgress, FormControlLabel, Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { resetLinkStatus, resetPassword } from '../api/password-reset';
import { LinkPageShell } from './link-page-shell';
import { newPasswordReady, NewPasswordFields } from './new-password-fields';

export const invalidResetLinkText =
  'This password reset link has expired or was already used. Links are valid for one hour and work once. Ask for a new one from the sign-in page.';

/** /reset-password?token=…: choose a new password (every session of the account then ends). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useQuery({ queryKey: ['reset-link', token], queryFn: () => resetLinkStatus(token), enabled: token !== '', retry: false });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const [revokeApiKeys, setRevokeApiKeys] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await resetPassword(token, password, revokeApiKeys);
      setDone(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  };

  const signInLink = (
    <Link component={RouterLink} to="/login">
      Go to sign in
    </Link>
  );
  let body;
  if (done)
    body = (
      <>
        <Alert severity="success">
          Your password was changed. You were signed out everywhere and your connected apps were disconnected; sign in with the new
          password.
        </Alert>
        {signInLink}
      </>
    );
  else if (token && status.isPending) body = <CircularProgress aria-label="Checking the link" sx={{ mx: 'auto' }} />;
  else if (!token || status.data?.valid === false || status.error)
    body = (
      <>
        <Alert severity="error">{invalidResetLinkText}</Alert>
        {signInLink}
      </>
    );
  else
    body = (
      <Box component="form" noValidate onSubmit={(e) => void handleSubmit(e)} sx={{ display: 'grid', gap: 2 }}>
        <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
        <FormControlLabel
          control={<Checkbox checked={revokeApiKeys} onChange={(e) => setRevokeApiKeys(e.target.checked)} />}
          label="Also revoke my API keys"
        />
        {error && <Alert severity="error">{error}</Alert>}
        <Button type="submit" variant="contained" disabled={saving || !newPasswordReady(password, confirm)}>
          Set new password
        </Button>
      </Box>
    );
  return <LinkPageShell title="Choose a new password">{body}</LinkPageShell>;
}
