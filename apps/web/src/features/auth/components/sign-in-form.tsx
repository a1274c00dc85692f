import { ACCOUNT_DISABLED_MESSAGE } from '@leadsift/shared';
import { Alert, Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { authFailedMessage } from '../api/types';
import { useAuth } from '../hooks/use-auth';

/** Email + password sign-in (docs/product.md#screens). Login fields have no client-side rules (docs/product.md#validation). */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signInWithPassword, error: authError } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    const result = await signInWithPassword(email, password);
    setSubmitting(false);
    if (result.error) setError(result.error.message || authFailedMessage);
    else onSignedIn();
  };

  // Signed out because an administrator disabled the account (ADR 0037): say so before anything is typed.
  const shown = error ?? (authError?.message === ACCOUNT_DISABLED_MESSAGE ? ACCOUNT_DISABLED_MESSAGE : null);

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)} sx={{ display: 'grid', gap: 2 }}>
      {shown && (
        <Alert severity="error" role="alert">
          {shown}
        </Alert>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        fullWidth
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
        Sign In
      </Button>
    </Box>
  );
}
