import { Alert, Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useAuth } from '../../auth/hooks/use-auth';
import { acceptInvitation } from '../api/invitation';
import { newPasswordReady, NewPasswordFields } from './new-password-fields';

type Props = { token: string; intro: ReactNode; submitLabel: string; onSignedIn: () => Promise<void> | void };

/** The invitee chooses a name and a password: the account is created, signed in, and `onSignedIn` says where next. */
export function NewAccountForm({ token, intro, submitLabel, onSignedIn }: Props) {
  const { completeSignIn } = useAuth();
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
      await onSignedIn();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void handleSubmit(e)} sx={{ display: 'grid', gap: 2 }}>
      {intro}
      <TextField label="Your name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} fullWidth />
      <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="contained" disabled={saving || !name.trim() || !newPasswordReady(password, confirm)}>
        {submitLabel}
      </Button>
    </Box>
  );
}
