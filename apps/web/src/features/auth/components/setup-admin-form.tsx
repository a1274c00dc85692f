import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useAuth } from '../hooks/use-auth';

/** First run (no account exists yet): the first account becomes the administrator. */
export function SetupAdminForm({ onCreated }: { onCreated: () => void }) {
  const { createAdmin } = useAuth();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    const result = await createAdmin({ name: name.trim(), email: email.trim(), password });
    setSubmitting(false);
    if (result.error) setError(result.error.message);
    else onCreated();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      sx={{ display: 'grid', gap: 2 }}
      aria-labelledby="setup-title"
    >
      <Typography id="setup-title" variant="h6" component="h2">
        Create administrator account
      </Typography>
      <Typography variant="body2" color="text.secondary">
        No account exists yet. The account you create now manages users and credits.
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField label="Name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} fullWidth />
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
        autoComplete="new-password"
        helperText="Minimum 6 characters"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
        Create administrator account
      </Button>
    </Box>
  );
}
